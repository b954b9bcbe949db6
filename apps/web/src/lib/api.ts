/**
 * The one HTTP helper of the web app (spec: calls send cookies; JSON body only with a payload;
 * a non-OK answer becomes an error whose text is `status: body-or-statusText`).
 */
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

  /** Field errors of a 400 answer (`{ errors: { field: message } }`). */
  get fieldErrors(): Record<string, string> {
    return parseErrorBody(this.body).errors ?? {};
  }
}

function parseErrorBody(body: string): { message?: string; errors?: Record<string, string> } {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' ? (parsed as { message?: string }) : {};
  } catch {
    return {};
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const body = await res.text();
    throw new HttpError(res.status, body, res.statusText);
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: GET the first element of the query key, parsed as JSON. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }) =>
  async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T> => {
    const res = await fetch(String(queryKey[0]), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
