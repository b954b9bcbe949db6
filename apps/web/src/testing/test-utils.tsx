/** Test helpers for the public forms: providers, a routed fetch mock and toast cleanup. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi, type Mock } from 'vitest';
import { Toaster } from '../components/ui/toaster.tsx';
import { dismiss } from '../components/ui/use-toast.ts';

export const TEST_TOKEN = 'test-form-token';

export function renderWithProviders(
  ui: ReactElement,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
): RenderResult & { queryClient: QueryClient } {
  const result = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Stubs `fetch`: `GET /api/form-token` answers a token unless overridden; other URLs go to
 * `handlers` (keyed by path). Returns the mock for call assertions.
 */
export function mockFetch(handlers: Record<string, Handler> = {}): Mock<typeof fetch> {
  const all: Record<string, Handler> = {
    '/api/form-token': () => json(200, { token: TEST_TOKEN }),
    ...handlers,
  };
  const fn = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const handler = all[url];
    if (!handler) throw new TypeError(`unexpected fetch ${url}`);
    return handler(init);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The parsed JSON bodies sent to `url`. */
export function sentBodies(fn: Mock<typeof fetch>, url: string): unknown[] {
  return fn.mock.calls
    .filter(([input]) => input === url)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

/** A promise with its resolver, to hold a request open. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Closes any toast left by a test (the toast store is module-wide). */
export function resetToasts(): void {
  act(() => dismiss());
}
