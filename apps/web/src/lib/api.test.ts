import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, fetchPage, getQueryFn, HttpError, postJson, sessionQueryFn } from './api.ts';
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
    expect(fetchMock).toHaveBeenCalledWith('/api/items', {
      method: 'GET',
      headers: {},
      body: undefined,
      credentials: 'include',
    });
  });

  it('throws on 401 by default and can return null instead', async () => {
    vi.stubGlobal('fetch', respond(401, '{"message":"Sign in"}'));
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/me'] })).rejects.toThrow('401: ');
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/me'] })).resolves.toBeNull();
  });
});

describe('session query function', () => {
  it('picks the identity, and answers null for no session (401) or another kind of session (403)', async () => {
    const query = sessionQueryFn((body: { partner: { id: number } }) => body.partner);
    vi.stubGlobal('fetch', respond(200, '{"partner":{"id":7}}'));
    await expect(query({ queryKey: ['/api/partners/me'] })).resolves.toEqual({ id: 7 });
    vi.stubGlobal('fetch', respond(401, ''));
    await expect(query({ queryKey: ['/api/partners/me'] })).resolves.toBeNull();
    vi.stubGlobal('fetch', respond(403, ''));
    await expect(query({ queryKey: ['/api/partners/me'] })).resolves.toBeNull();
    vi.stubGlobal('fetch', respond(500, '', 'Internal Server Error'));
    await expect(query({ queryKey: ['/api/partners/me'] })).rejects.toThrow('500: Internal Server Error');
  });
});

describe('fetchPage', () => {
  it('sends the query without blank values and reads the total from X-Total-Count', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('[{"id":1}]', { status: 200, headers: { 'X-Total-Count': '41' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const page = await fetchPage('/api/admin/subscribers', { q: '', limit: 20, archived: false, sort: null });
    expect(page).toEqual({ rows: [{ id: 1 }], total: 41 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/subscribers?limit=20');
  });
});

describe('postJson', () => {
  it('sorts an answer into accepted, rejected with the server fields, or failed to arrive', async () => {
    vi.stubGlobal('fetch', respond(201, '{"id":3}'));
    await expect(postJson('/api/leads', {})).resolves.toEqual({ kind: 'ok', body: { id: 3 } });
    vi.stubGlobal('fetch', respond(400, '{"message":"Check","errors":{"email":"Bad"}}'));
    await expect(postJson('/api/leads', {})).resolves.toEqual({
      kind: 'rejected',
      status: 400,
      message: 'Check',
      fieldErrors: { email: 'Bad' },
    });
    const offline = new TypeError('Failed to fetch');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(offline)),
    );
    await expect(postJson('/api/leads', {})).resolves.toEqual({ kind: 'error', error: offline });
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
