/**
 * The one HTTP helper of the web app: every call to the server goes through `apiRequest` (the only
 * `fetch` of the app). Calls send the session cookie; a JSON body only with a payload; a non-OK answer
 * becomes an `HttpError` whose text is `status: body-or-statusText` and which reads the server's error
 * shape (`{ message, code, errors }`): callers branch on `code`, never on the words. There is no CSRF token to send: the server checks that an unsafe request
 * carrying the cookie comes from this origin (plugins/sessions.ts). A 401 is the caller's to handle (each
 * area reacts differently: the admin returns to its login, the console falls back to its demo); the
 * helpers below let a query turn it into `null` instead.
 */
import type { ApiErrorCode } from '@app/contracts/api/common';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
  }

  /** The server's `{ message }` when the body is our JSON error shape. */
  get serverMessage(): string | undefined {
    return parseErrorBody(this.body).message;
  }

  /** The server's machine-readable `{ code }` (the contracts' apiErrorCodes). */
  get errorCode(): ApiErrorCode | undefined {
    return parseErrorBody(this.body).code;
  }

  /** Field errors of a 400 answer (`{ errors: { field: message } }`). */
  get fieldErrors(): Record<string, string> {
    return parseErrorBody(this.body).errors ?? {};
  }
}

function parseErrorBody(body: string): {
  message?: string;
  code?: ApiErrorCode;
  errors?: Record<string, string>;
} {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' ? (parsed as { message?: string }) : {};
  } catch {
    return {};
  }
}

const isHttpStatus = (error: unknown, status: number) =>
  error instanceof HttpError && error.status === status;

/** Whether a failed call was answered with one of these `code`s. */
export const hasErrorCode = (error: unknown, ...codes: ApiErrorCode[]): boolean =>
  error instanceof HttpError && error.errorCode !== undefined && codes.includes(error.errorCode);

/** The `code` a failed call was answered with, if any. */
export const errorCodeOf = (error: unknown): ApiErrorCode | undefined =>
  error instanceof HttpError ? error.errorCode : undefined;

/** The server's `{ message }` of a failed call, if any. */
export const serverMessage = (error: unknown): string | undefined =>
  error instanceof HttpError ? error.serverMessage || undefined : undefined;

/** A JSON body, or a FormData (a file upload: the browser sets the multipart type and boundary). */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const form = data instanceof FormData;
  const res = await fetch(url, {
    method,
    headers: data !== undefined && !form ? { 'Content-Type': 'application/json' } : {},
    body: form ? data : data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  if (!res.ok) throw new HttpError(res.status, await res.text(), res.statusText);
  return res;
}

/** JSON in, JSON out (`null` for an empty answer such as a 204). */
export async function apiJson<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json().catch(() => null)) as T;
}

/**
 * A sign-out request: any answer of the server means signed out (an error answer: the session had ended
 * already); only a server that cannot be reached fails it.
 */
export async function signOutRequest(url: string): Promise<void> {
  try {
    await apiRequest('POST', url);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
}

export type QueryParams = Record<string, string | number | boolean | undefined | null>;

/** `?a=1&b=2` without blank values. */
export function queryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET `path` with its query parameters, as JSON. */
export const getJson = <T>(path: string, params: QueryParams = {}): Promise<T> =>
  apiJson<T>('GET', `${path}${queryString(params)}`);

export interface Page<T> {
  rows: T[];
  total: number;
}

/** A page of a staff list: the spec's plain array, with the total in `X-Total-Count`. */
export async function fetchPage<T>(path: string, params: QueryParams): Promise<Page<T>> {
  const res = await apiRequest('GET', `${path}${queryString(params)}`);
  const rows = (await res.json()) as T[];
  const total = Number(res.headers.get('X-Total-Count') ?? rows.length);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: GET the first element of the query key, parsed as JSON. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }) =>
  async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T> => {
    try {
      return (await (await apiRequest('GET', String(queryKey[0]))).json()) as T;
    } catch (error) {
      if (on401 === 'returnNull' && isHttpStatus(error, 401)) return null as T;
      throw error;
    }
  };

/**
 * A query function for "who is signed in here": the session's identity, or `null` without one (401) or
 * with another kind of session in this browser (403: a staff session on a partner page, say).
 */
export const sessionQueryFn =
  <Body, T>(pick: (body: Body) => T) =>
  async (context: { queryKey: readonly unknown[] }): Promise<T | null> => {
    try {
      const body = await getQueryFn<Body | null>({ on401: 'returnNull' })(context);
      return body === null ? null : pick(body);
    } catch (error) {
      if (isHttpStatus(error, 403)) return null;
      throw error;
    }
  };

export type SubmitOutcome =
  | { kind: 'ok'; body: unknown }
  | {
      kind: 'rejected';
      status: number;
      /** The server's `{ message }`, when it sent one. */
      message: string | undefined;
      fieldErrors: Record<string, string>;
    }
  | { kind: 'error'; error: unknown };

/** POSTs `payload` as JSON and sorts the answer (accepted, rejected, or failed to arrive); never throws. */
export async function postJson(url: string, payload: unknown): Promise<SubmitOutcome> {
  try {
    return { kind: 'ok', body: await apiJson('POST', url, payload) };
  } catch (error) {
    if (error instanceof HttpError) {
      return {
        kind: 'rejected',
        status: error.status,
        message: error.serverMessage || undefined,
        fieldErrors: error.fieldErrors,
      };
    }
    return { kind: 'error', error };
  }
}
