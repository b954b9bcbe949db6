/**
 * Hostile input (issue #9 item 6): fast-check sends generated payloads to every public POST endpoint —
 * random JSON of every type, huge and deeply nested bodies, unicode (NUL, unpaired surrogates, bidi
 * controls), prototype-pollution keys as own JSON keys, SQL and script fragments, broken JSON and wrong
 * content types — plus one-field mutations of a valid payload. For each payload: never a 5xx, and
 * Object.prototype untouched; a refused payload (400, 404, 413, 415) writes no row in any table.
 *
 * The public endpoints are read from the app's route tree (every POST an anonymous caller may reach), so a
 * new one is fuzzed without editing this file; the developer API's write endpoint is added with a key.
 * Rate limits and the form time token must not mask validation: the app gets a store that never limits,
 * FORM_TOKEN_MIN_AGE_MS=0 and valid form tokens. The seed is fixed (FUZZ_SEED overrides) so a failure
 * reproduces; the count and the status histogram are printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { testDbKind } from '@app/db/testing';
import { validationFailed, validationMessages } from '@app/contracts';
import { createTestApp, testConfig, testSecretKey, type TestContext } from './helpers.ts';
import { rowCounts } from './db-snapshot.ts';
import { registeredRoutes } from './route-table.ts';
import { PARTNER_PASSWORD } from './partner-helpers.ts';
import { validSubmission } from './developer-helpers.ts';
import { seedOneOfEach } from './seed-accounts.ts';
import { validConsent, validDeveloper, validLead, validPartner, validSubscribe } from './public-forms.ts';
import type { RateLimitStore } from '../src/lib/rate-limit.ts';
import { signUnsubscribeToken } from '../src/modules/subscribers/unsubscribe-token.ts';

/**
 * Row counts of every table but the developer API's request log, which records each request made with a
 * key, refused ones included (an access log; modules/request-logs).
 */
async function countsBesidesRequestLog() {
  const { api_request_logs: _requestLog, ...counts } = await rowCounts(ctx.t.db);
  return counts;
}

const seed = Number(process.env.FUZZ_SEED ?? 20_260_109);
/** Payloads per endpoint: random bodies, and mutations of a valid payload (where there is one). */
const RANDOM_RUNS = Number(process.env.FUZZ_RANDOM_RUNS ?? 400);
const MUTATION_RUNS = Number(process.env.FUZZ_MUTATION_RUNS ?? 300);
const MIN_TOTAL = 10_000;

/** Throttles answer 429 before validation runs; this store never throttles, so validation is what answers. */
const neverLimits: RateLimitStore = {
  hit: async (_key, windowMs) => ({ count: 1, resetAt: Date.now() + windowMs }),
  reset: async () => undefined,
};

interface Payload {
  label: string;
  body: string;
  contentType?: string;
}

interface Target {
  url: string;
  headers?: Record<string, string>;
  /** A payload the endpoint validates fully (it may still refuse it, e.g. wrong password), for mutations. */
  valid?: () => Record<string, unknown>;
}

// ------------------------------------------------------------------------------------------ generators

const sqlFragments = [
  "'; drop table leads; --",
  "' or '1'='1",
  '1; select pg_sleep(5) --',
  '") or 1=1 --',
  "%' union select password from users --",
  '$1::text',
  '\\x00',
];
const scriptFragments = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '=HYPERLINK("http://evil.example")',
];
const oddText = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Egnp.exe',
  '\uFEFF',
  '😀👩‍👩‍👧',
  'İıß ﬀ',
  '\r\n\t',
  '%00',
  '../../../etc/passwd',
];
const fragment = fc.constantFrom(...sqlFragments, ...scriptFragments, ...oddText);
const protoKeys = ['__proto__', 'constructor', 'prototype'];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fragment,
  fc.array(fc.oneof(fragment, fc.string({ maxLength: 5 })), { maxLength: 6 }).map((parts) => parts.join('')),
  fc.integer({ min: 300, max: 20_000 }).map((n) => 'x'.repeat(n)),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc
    .integer({ min: 20, max: 400 })
    .map((n) => JSON.parse('{"a":'.repeat(n) + '1' + '}'.repeat(n)) as unknown),
);

const json = (value: unknown): string => JSON.stringify(value) ?? 'null';
/** Adds an own `key` to a JSON object's text (JSON.stringify would drop or rename `__proto__`). */
const withOwnKey = (objectJson: string, key: string, value: string) =>
  objectJson === '{}' ? `{"${key}":${value}}` : `${objectJson.slice(0, -1)},"${key}":${value}}`;

const randomBodies: fc.Arbitrary<Payload> = fc.oneof(
  { weight: 5, arbitrary: hostileValue.map((v) => ({ label: 'json value', body: json(v) })) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...protoKeys),
        fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 3 }),
      )
      .map(([key, rest]) => ({
        label: `own ${key} key`,
        body: withOwnKey(
          json(rest),
          key,
          key === 'constructor' ? '{"prototype":{"polluted":true}}' : '{"polluted":true}',
        ),
      })),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 50, max: 40_000 }).map((n) => ({
      label: 'deep nesting',
      body: n % 2 === 0 ? '['.repeat(n) + ']'.repeat(n) : '{"a":'.repeat(n) + '1' + '}'.repeat(n),
    })),
  },
  {
    weight: 1,
    // Around the 100 KB body limit: 413 above it, a validation 400 below.
    arbitrary: fc.integer({ min: 60_000, max: 200_000 }).map((n) => ({
      label: 'huge body',
      body: json({ message: 'A'.repeat(n), note: '<script>'.repeat(8) }),
    })),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constantFrom('', '{', 'nul', '{"a":}', "{'a':1}", '[1,2', '\u0000', '{"a":1}{"b":2}'),
        fc.string(),
      )
      .map((body) => ({ label: 'broken json', body })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
          'application/javascript',
          'image/png',
        ),
        fc.oneof(
          fc.string(),
          hostileValue.map(json),
          fc.constant('email=a%40b.c&token=1&__proto__[polluted]=1'),
        ),
      )
      .map(([contentType, body]) => ({ label: `as ${contentType.split(';')[0]}`, body, contentType })),
  },
);

/** The valid payload with one field replaced by a hostile value, sometimes with an own `__proto__` too. */
const mutationsOf = (valid: () => Record<string, unknown>): fc.Arbitrary<Payload> =>
  fc
    .tuple(fc.constantFrom(...Object.keys(valid())), hostileValue, fc.boolean())
    .map(([field, value, pollute]) => {
      const body = json({ ...valid(), [field]: value });
      return {
        label: pollute ? 'mutation + own __proto__' : 'mutation',
        body: pollute ? withOwnKey(body, '__proto__', '{"polluted":true}') : body,
      };
    });

// ------------------------------------------------------------------------------------------ the run

let ctx: TestContext;
const targets: Target[] = [];
const histogram = new Map<number, number>();
const perTarget = new Map<string, number>();
let total = 0;
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).join(',');

beforeAll(async () => {
  ctx = await createTestApp({
    config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '1000000', FORM_TOKEN_MIN_AGE_MS: '0' }),
    rateLimits: neverLimits,
  });
  const { admin, partner, developer, app, apiKey, subscriber } = await seedOneOfEach(ctx.t.db, ['write']);
  const formToken = (await ctx.app.inject({ method: 'GET', url: '/api/form-token' })).json().token as string;
  const linkToken = 'x'.repeat(43);

  const valid: Record<string, () => Record<string, unknown>> = {
    '/api/leads': () => validLead({ _t: formToken }),
    '/api/submit-partner': () => validPartner({ _t: formToken }),
    '/api/submit-developer': () => validDeveloper({ _t: formToken }),
    '/api/subscribe': () => validSubscribe({ _t: formToken }),
    '/api/consent-log': () => validConsent(),
    '/api/unsubscribe': () => ({
      token: signUnsubscribeToken(testSecretKey, subscriber.id, subscriber.email),
    }),
    '/api/admin/login': () => ({ username: admin.username, password: 'not-the-password' }),
    '/api/partners/login': () => ({ email: partner.email, password: `${PARTNER_PASSWORD}-wrong` }),
    '/api/developers/login': () => ({ email: developer.email, password: 'not-the-password' }),
    '/api/partners/forgot-password': () => ({ email: 'nobody@example.com' }),
    '/api/developers/forgot-password': () => ({ email: 'nobody@example.com' }),
    '/api/partners/set-password': () => ({
      token: linkToken,
      password: 'glasses-on',
      confirmPassword: 'glasses-on',
    }),
    '/api/developers/set-password': () => ({
      token: linkToken,
      password: 'glasses-on',
      confirmPassword: 'glasses-on',
    }),
    '/api/partners/set-password/check': () => ({ token: linkToken }),
    '/api/developers/set-password/check': () => ({ token: linkToken }),
  };

  // Every POST an anonymous caller gets past authentication on is public.
  for (const route of registeredRoutes(ctx.app).filter((r) => r.method === 'POST')) {
    if (route.url.includes(':')) continue;
    const res = await ctx.app.inject({ method: 'POST', url: route.url, payload: {} });
    if (res.statusCode === 401 || res.statusCode === 403) continue;
    targets.push({ url: route.url, ...(valid[route.url] ? { valid: valid[route.url] } : {}) });
  }
  // The developer API is public to key holders: its write endpoint, with a key.
  targets.push({
    url: `/api/v1/apps/${app.id}/submissions`,
    headers: { authorization: `Bearer ${apiKey}` },
    valid: () => ({ ...validSubmission }),
  });
});

afterAll(async () => {
  const statuses = [...histogram.entries()].sort(([a], [b]) => a - b);
  console.log(
    `fuzz (${testDbKind()}, seed ${seed}): ${total} payloads over ${targets.length} endpoints\n` +
      `  status histogram: ${statuses.map(([s, n]) => `${s}×${n}`).join('  ')}\n` +
      `  per endpoint: ${[...perTarget.entries()].map(([url, n]) => `${url} ${n}`).join(', ')}`,
  );
  await ctx.close();
});

// 422: a public form posted as a browser form (urlencoded) and refused, answered with the form's page.
const refused = (status: number) => [400, 404, 413, 415, 422].includes(status);

async function send(target: Target, payload: Payload) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: target.url,
    headers: { 'content-type': payload.contentType ?? 'application/json', ...target.headers },
    payload: payload.body,
    remoteAddress: '203.0.113.9',
  } satisfies InjectOptions);
  total += 1;
  perTarget.set(target.url, (perTarget.get(target.url) ?? 0) + 1);
  histogram.set(res.statusCode, (histogram.get(res.statusCode) ?? 0) + 1);
  const what = `${target.url} ← ${payload.label}: ${payload.body.slice(0, 200)}`;
  expect(res.statusCode, `${what}\n→ ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(Object.getOwnPropertyNames(Object.prototype).join(','), what).toBe(prototypeKeys);
  expect(({} as Record<string, unknown>).polluted, what).toBeUndefined();
  return res.statusCode;
}

describe('hostile payloads on every public POST endpoint', () => {
  it('finds the public endpoints', () => {
    expect(targets.map((t) => t.url)).toEqual(
      expect.arrayContaining([
        '/api/leads',
        '/api/submit-partner',
        '/api/submit-developer',
        '/api/subscribe',
        '/api/consent-log',
        '/api/unsubscribe',
        '/api/admin/login',
        '/api/partners/login',
        '/api/developers/login',
        '/api/partners/forgot-password',
        '/api/developers/set-password',
      ]),
    );
  });

  it('random bodies: never a 5xx, always refused, and nothing written', async () => {
    for (const target of targets) {
      const before = await countsBesidesRequestLog();
      const accepted: string[] = [];
      await fc.assert(
        fc.asyncProperty(randomBodies, async (payload) => {
          const status = await send(target, payload);
          if (!refused(status)) accepted.push(`${status} ← ${payload.label}: ${payload.body.slice(0, 120)}`);
        }),
        { numRuns: RANDOM_RUNS, seed, endOnFailure: true },
      );
      // Logging out without a session is the one POST that accepts any body; it writes nothing either.
      if (!target.url.endsWith('/logout')) expect(accepted, target.url).toEqual([]);
      expect(await countsBesidesRequestLog(), `${target.url} wrote rows for refused payloads`).toEqual(
        before,
      );
    }
  }, 600_000);

  it('one field of a valid payload replaced: never a 5xx, and a refused payload writes nothing', async () => {
    for (const target of targets) {
      if (!target.valid) continue;
      let counts = await countsBesidesRequestLog();
      await fc.assert(
        fc.asyncProperty(mutationsOf(target.valid), async (payload) => {
          const status = await send(target, payload);
          const after = await countsBesidesRequestLog();
          if (refused(status))
            expect(after, `${target.url} wrote rows for a refused payload`).toEqual(counts);
          counts = after;
        }),
        { numRuns: MUTATION_RUNS, seed, endOnFailure: true },
      );
    }
  }, 600_000);

  it('regressions: NUL and unpaired surrogates are refused on their field instead of failing in the database', async () => {
    const formToken = (await ctx.app.inject({ method: 'GET', url: '/api/form-token' })).json()
      .token as string;
    const unsupported = validationMessages.textUnsupportedCharacters;
    const cases: Array<[url: string, body: Record<string, unknown>, field: string]> = [
      ['/api/leads', validLead({ message: 'a\u0000b', _t: formToken }), 'message'],
      ['/api/leads', validLead({ firstName: 'Ada\uD800' }), 'firstName'], // no token: the quarantine path
      [
        '/api/submit-developer',
        validDeveloper({ programmingLanguages: ['Kotlin', 'C\uDFFF'] }),
        'programmingLanguages.1',
      ],
      ['/api/consent-log', validConsent({ userAgent: 'Browser\u0000' }), 'userAgent'],
      ['/api/subscribe', { ...validSubscribe({ _t: formToken }), 'x\u0000': 1 }, 'x\u0000'],
    ];
    const before = await countsBesidesRequestLog();
    for (const [url, body, field] of cases) {
      const res = await ctx.app.inject({ method: 'POST', url, payload: body });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        message: validationFailed,
        code: 'validation_failed',
        errors: { [field]: unsupported },
      });
    }
    const query = await ctx.app.inject({ method: 'POST', url: '/api/unsubscribe?token=%00', payload: {} });
    expect(query.json()).toEqual({
      message: validationFailed,
      code: 'validation_failed',
      errors: { token: unsupported },
    });
    expect(await countsBesidesRequestLog()).toEqual(before);
  });

  it(`sends at least ${MIN_TOTAL} payloads`, () => {
    expect(total).toBeGreaterThanOrEqual(MIN_TOTAL);
  });
});
