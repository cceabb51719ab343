/** Calls with their own handling rules (errors logged and returned as values). */
import { apiClient } from './clients';
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
