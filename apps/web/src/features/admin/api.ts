/**
 * Staff API calls. Lists answer the spec's plain array with the total in `X-Total-Count`; mutations go
 * through `apiRequest` (JSON, cookies, `status: body` errors).
 */
import type { ToastMessage } from '@app/contracts/messages';
import { toast } from '../../components/ui/use-toast.ts';
import { apiRequest, HttpError, throwIfResNotOk } from '../../lib/api.ts';

export interface Page<T> {
  rows: T[];
  total: number;
}

export type ListParams = Record<string, string | number | boolean | undefined | null>;

/** `?a=1&b=2` without blank values. */
export function queryString(params: ListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export async function fetchPage<T>(path: string, params: ListParams): Promise<Page<T>> {
  const res = await fetch(`${path}${queryString(params)}`, { credentials: 'include' });
  await throwIfResNotOk(res);
  const rows = (await res.json()) as T[];
  const total = Number(res.headers.get('X-Total-Count') ?? rows.length);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

export async function sendJson<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json().catch(() => null)) as T;
}

export const isHttpStatus = (error: unknown, status: number) =>
  error instanceof HttpError && error.status === status;

/** The server's `{ message }` of a failed call, if any. */
export const serverMessage = (error: unknown): string | undefined =>
  error instanceof HttpError ? error.serverMessage || undefined : undefined;

/** Raises a toast; the handle closes it early (e.g. a failure toast once the retry succeeded). */
export function notify(
  message: ToastMessage,
  options: { destructive?: boolean; description?: string | undefined } = {},
): { dismiss: () => void } {
  return toast({
    title: message.title,
    description: options.description ?? message.description,
    variant: options.destructive ? 'destructive' : 'default',
  });
}

/** The browser's IANA time zone, so exported dates match the screen. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
