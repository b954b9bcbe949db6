import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn, HttpError } from './api.ts';
import { createQueryClient } from './query-client.ts';

const respond = (status: number, body: string, statusText = '') =>
  vi.fn(async () => new Response(body || null, { status, statusText }));

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON with credentials only when there is a payload', async () => {
    const fetchMock = respond(201, '{"id":1}');
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('POST', '/api/leads', { a: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
      credentials: 'include',
    });
    await apiRequest('DELETE', '/api/x');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/x', {
      method: 'DELETE',
      headers: {},
      body: undefined,
      credentials: 'include',
    });
  });

  it('turns a non-OK answer into "status: body", or the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', respond(400, '{"message":"Nope","errors":{"email":"Bad"}}'));
    const err = await apiRequest('POST', '/api/x', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toBe('400: {"message":"Nope","errors":{"email":"Bad"}}');
    expect((err as HttpError).serverMessage).toBe('Nope');
    expect((err as HttpError).fieldErrors).toEqual({ email: 'Bad' });
    vi.stubGlobal('fetch', respond(503, '', 'Service Unavailable'));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('default query function', () => {
  it('GETs the first element of the query key and parses JSON', async () => {
    const fetchMock = respond(200, '[1,2]');
    vi.stubGlobal('fetch', fetchMock);
    const data = await getQueryFn({ on401: 'throw' })({ queryKey: ['/api/items', 'page-1'] });
    expect(data).toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledWith('/api/items', { credentials: 'include' });
  });

  it('throws on 401 by default and can return null instead', async () => {
    vi.stubGlobal('fetch', respond(401, '{"message":"Sign in"}'));
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/me'] })).rejects.toThrow('401: ');
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/me'] })).resolves.toBeNull();
  });
});

describe('query client defaults', () => {
  it('matches the spec: no retries, no refetching, never stale, 5 minute cache', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      gcTime: 300_000,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
