/**
 * The product API's calls that are more than one `$api` hook: the deletes, and the trainer's class
 * form (multipart create and update, the recorded video's upload with progress). Each resolves with
 * the data or throws an `ApiRequestError`, as every SDK call does (`dataOrThrow`). Imported as
 * `sdk/calls`, not through the sdk's index, so only the screens that send one carry them (the index
 * is part of every page's first paint).
 */
import { apiClient } from './clients';
import { sdkConfig } from './config';
import { ApiRequestError, answerError, dataOrThrow } from './errors';
import type { components } from './generated/api';
import { IDEMPOTENCY_KEY } from './middleware';

type Schemas = components['schemas'];

export function deleteClass(classId: string): Promise<Schemas['Deleted']> {
  return dataOrThrow(apiClient.DELETE('/class/{classId}', { params: { path: { classId } } }));
}

export function deleteSubscription(subscriptionId: string): Promise<Schemas['Deleted']> {
  return dataOrThrow(apiClient.DELETE('/subscription/{subscriptionId}', { params: { path: { subscriptionId } } }));
}

/** The class form as the app holds it: image files instead of the contract's repeated `images` part. */
export type ClassFormInput = Omit<Schemas['ClassForm'], 'images'> & { images?: readonly Blob[] };

/** Multipart encoding of the class form: lists comma-separated, one `images` part per file. */
export function classFormData(input: ClassFormInput): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (key === 'images') for (const image of value as readonly Blob[]) data.append('images', image);
    else data.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return data;
}

const multipart = (input: ClassFormInput) => ({
  body: { ...input, images: undefined },
  bodySerializer: () => classFormData(input),
});

/** Creates a class once per `idempotencyKey` (send the same key on a retry). */
export function createClass(input: ClassFormInput, idempotencyKey: string): Promise<Schemas['ClassDetail']> {
  return dataOrThrow(
    apiClient.POST('/class', { params: { header: { [IDEMPOTENCY_KEY]: idempotencyKey } }, ...multipart(input) }),
  );
}

/** Updates a class. */
export function updateClass(classId: string, input: ClassFormInput): Promise<Schemas['ClassDetail']> {
  return dataOrThrow(apiClient.PUT('/class/{classId}', { params: { path: { classId } }, ...multipart(input) }));
}

/** How far an upload has gone: bytes sent of the total. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Uploads a recorded class's video (`PUT /class/{classId}/video`), reporting progress as it is
 * sent (fetch cannot report upload progress, so this one call uses XMLHttpRequest). Resolves with
 * the stored video; rejects with an `ApiRequestError` (network failures included); `signal` aborts.
 */
export function uploadClassVideo(
  classId: string,
  file: Blob,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<Schemas['ClassVideo']> {
  const base = new URL(sdkConfig().baseUrls.api.replace(/\/?$/, '/'), globalThis.location?.href);
  const url = new URL(`class/${encodeURIComponent(classId)}/video`, base);
  const body = new FormData();
  body.append('file', file);
  return Promise.resolve(sdkConfig().getToken()).then(
    (token) =>
      new Promise((resolve, reject) => {
        const request = new XMLHttpRequest();
        const fail = (status: number, response: unknown) =>
          reject(new ApiRequestError(answerError('api', 'PUT /class/{classId}/video', status, response)));
        request.open('PUT', url);
        request.responseType = 'json';
        if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
        request.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.total || file.size });
        request.onload = () => {
          if (request.status >= 200 && request.status < 300) resolve(request.response as Schemas['ClassVideo']);
          else {
            if (request.status === 401) void sdkConfig().renewToken?.();
            fail(request.status, request.response);
          }
        };
        request.onerror = () =>
          fail(0, { status: 0, code: 'NETWORK_ERROR', message: 'The upload did not reach the server.' });
        request.onabort = () => fail(0, { status: 0, code: 'ABORTED', message: 'The upload was stopped.' });
        signal?.addEventListener('abort', () => request.abort(), { once: true });
        request.send(body);
      }),
  );
}
