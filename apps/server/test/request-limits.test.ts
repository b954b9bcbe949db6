/**
 * Requests that never finish arriving are answered 408 and closed; answers Node's parser gives itself
 * (malformed request, timed out) carry the security headers; every JSON endpoint answers text/plain
 * with 415, as the public forms always did.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../src/plugins/security-headers.ts';
import { ORIGIN } from './admin-helpers.ts';
import { createTestApp, testConfig, type TestContext } from './helpers.ts';
import { registeredRoutes } from './route-table.ts';

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp({
    config: testConfig({ HEADERS_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '600' }),
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

/**
 * Writes `raw` and never anything more; resolves with everything the server sent once it closes the
 * connection, or rejects when it has not within `boundMs` (a bound on a hang, generous for a busy machine:
 * the server's own limits under test are 300 and 600 ms).
 */
function sendAndWait(raw: string, boundMs = 30_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`connection still open after ${boundMs} ms; received: ${received || 'nothing'}`));
    }, boundMs);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

const headerOf = (response: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(response.split('\r\n\r\n')[0] ?? '')?.[1]?.trim();

describe('requests that never finish', () => {
  it('headers that never end: 408 with the security headers, connection closed', async () => {
    const response = await sendAndWait('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(headerOf(response, 'Content-Security-Policy')).toBe(contentSecurityPolicy);
    expect(response.endsWith('{"message":"The request took too long to arrive.","code":"bad_request"}')).toBe(
      true,
    );
  });

  it('a body that never ends: 408, connection closed', async () => {
    const response = await sendAndWait(
      'POST /api/admin/login HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username":',
    );
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe("answers from Node's HTTP parser", () => {
  it('a malformed request: 400 with the security headers and a JSON message', async () => {
    const response = await sendAndWait('GET / HTTP/1.1\r\nHost: localhost\r\nNot a header\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(headerOf(response, 'Content-Security-Policy')).toBe(contentSecurityPolicy);
    expect(headerOf(response, 'X-Content-Type-Options')).toBe('nosniff');
    expect(response.endsWith('{"message":"Bad request.","code":"bad_request"}')).toBe(true);
  });
});

describe('text/plain bodies', () => {
  it('are refused with 415 and the security headers on every route that takes a body', async () => {
    const routes = registeredRoutes(ctx.app).filter(
      (route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && !route.url.includes('*'),
    );
    expect(routes.map((route) => route.url)).toContain('/api/admin/login');
    const answers = await Promise.all(
      routes.map(async ({ method, url }) => {
        const res = await ctx.app.inject({
          method: method as 'POST',
          url: url.replace(/:\w+/g, '1'),
          headers: { origin: ORIGIN, 'content-type': 'text/plain' },
          payload: '{"username":"staff-admin","password":"correct horse battery"}',
        });
        expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy);
        return `${method} ${url} ${res.statusCode} ${res.json<{ message: string }>().message}`;
      }),
    );
    // The developer console and API check the caller before reading any body (onRequest): 401 there.
    const guardedFirst = /^\S+ \/api\/(console|v1)\//;
    const others = (answer: string) => !guardedFirst.test(answer);
    expect(answers.filter(others)).toEqual(
      routes
        .map(({ method, url }) => `${method} ${url} 415 Unsupported content type; send application/json.`)
        .filter(others),
    );
    expect(answers.filter((answer) => guardedFirst.test(answer)).every((a) => / 401 /.test(a))).toBe(true);
  });
});

describe('timeout settings', () => {
  it('refuse a headers timeout longer than the request timeout', () => {
    expect(() => testConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' })).toThrow(
      'HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS',
    );
  });
});
