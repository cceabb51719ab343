/** Calls with their own handling rules (errors logged and returned as values), and the multipart class form. */
import { apiClient } from './clients';
import { sdkConfig } from './config';
import { ApiRequestError, toApiError, type ApiError } from './errors';
import type { components } from './generated/api';

type Schemas = components['schemas'];
type Result<T> = { data?: T; error?: unknown; response: Response };

const asApiError = (error: unknown): ApiError => (error instanceof ApiRequestError ? error : toApiError(0, error));

/** A failed call is logged with console.error and resolves to nothing (the caller shows a generic failure). */
export async function orNothing<T>(call: Promise<Result<T>>): Promise<T | undefined> {
  try {
    const { data, error } = await call;
    if (error === undefined) return data;
    console.error(error);
  } catch (error) {
    console.error(error);
  }
  return undefined;
}

/** For the two deletes: the error is logged and returned as the value, so the screen can show its message. */
async function orError<T>(call: Promise<Result<T>>): Promise<T | ApiError> {
  try {
    const { data, error, response } = await call;
    if (error === undefined && data !== undefined) return data;
    console.error(error);
    return asApiError(error ?? toApiError(response.status, undefined));
  } catch (error) {
    console.error(error);
    return asApiError(error);
  }
}

export function deleteClass(classId: string): Promise<Schemas['Deleted'] | ApiError> {
  return orError(apiClient.DELETE('/class/{classId}', { params: { path: { classId } } }));
}

export function deleteSubscription(subscriptionId: string): Promise<Schemas['Deleted'] | ApiError> {
  return orError(apiClient.DELETE('/subscription/{subscriptionId}', { params: { path: { subscriptionId } } }));
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

/**
 * Creates a class once per `idempotencyKey` (send the same key on a retry); a failure is logged and
 * resolves to nothing, so the form says it was not created.
 */
export function createClass(
  input: ClassFormInput,
  idempotencyKey: string,
): Promise<Schemas['ClassDetail'] | undefined> {
  return orNothing(
    apiClient.POST('/class', { params: { header: { 'Idempotency-Key': idempotencyKey } }, ...multipart(input) }),
  );
}

/** Updates a class; a failure is logged and resolves to nothing. */
export function updateClass(classId: string, input: ClassFormInput): Promise<Schemas['ClassDetail'] | undefined> {
  return orNothing(apiClient.PUT('/class/{classId}', { params: { path: { classId } }, ...multipart(input) }));
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
        const fail = (status: number, response: unknown) => reject(new ApiRequestError(toApiError(status, response)));
        request.open('PUT', url);
        request.responseType = 'json';
        if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
        request.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.total || file.size });
        request.onload = () => {
          if (request.status >= 200 && request.status < 300) resolve(request.response as Schemas['ClassVideo']);
          else {
            if (request.status === 401) sdkConfig().onUnauthorized?.();
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
