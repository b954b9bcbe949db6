/**
 * Bad input on every public POST: 400 with the contracts' message on the right field (or 413/415), and
 * nothing written anywhere.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { maxLengthMessage, validationFailed, validationMessages as m } from '@app/contracts';
import { createTestApp, testConfig, type TestContext } from './helpers.ts';
import {
  nonEmptyTables,
  TestClock,
  validConsent,
  validDeveloper,
  validFormToken,
  validLead,
  validPartner,
  validSubscribe,
} from './public-forms.ts';

let ctx: TestContext;
const clock = new TestClock();

beforeAll(async () => {
  ctx = await createTestApp({ config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '1000' }), now: clock.now });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.t.reset());

type Body = Record<string, unknown>;
interface BadCase {
  name: string;
  body: (valid: Body) => Body;
  field: string;
  message: string;
}
interface Endpoint {
  url: string;
  valid: () => Body;
  guarded: boolean;
  cases: BadCase[];
}

const without = (body: Body, key: string) => {
  const copy = { ...body };
  delete copy[key];
  return copy;
};
const long = (n: number) => 'x'.repeat(n);

const endpoints: Endpoint[] = [
  {
    url: '/api/leads',
    valid: validLead,
    guarded: true,
    cases: [
      {
        name: 'missing field',
        body: (b) => without(b, 'firstName'),
        field: 'firstName',
        message: m.firstNameMin,
      },
      {
        name: 'too short',
        body: (b) => ({ ...b, lastName: ' L ' }),
        field: 'lastName',
        message: m.lastNameMin,
      },
      {
        name: 'wrong type',
        body: (b) => ({ ...b, interest: 5 }),
        field: 'interest',
        message: m.interestRequired,
      },
      {
        name: 'bad option',
        body: (b) => ({ ...b, interest: 'lunch' }),
        field: 'interest',
        message: m.interestRequired,
      },
      { name: 'bad email', body: (b) => ({ ...b, email: 'ada@' }), field: 'email', message: m.emailInvalid },
      {
        name: 'too long',
        body: (b) => ({ ...b, message: long(5001) }),
        field: 'message',
        message: maxLengthMessage(5000),
      },
      {
        name: 'unknown field',
        body: (b) => ({ ...b, isAdmin: true }),
        field: 'isAdmin',
        message: m.unknownField,
      },
      {
        name: 'oversized guard field',
        body: (b) => ({ ...b, _hp: long(201) }),
        field: '_hp',
        message: maxLengthMessage(200),
      },
    ],
  },
  {
    url: '/api/submit-partner',
    valid: validPartner,
    guarded: true,
    cases: [
      {
        name: 'missing field',
        body: (b) => without(b, 'contactNumber'),
        field: 'contactNumber',
        message: m.contactNumberInvalid,
      },
      {
        name: 'too short',
        body: (b) => ({ ...b, fullName: 'Al' }),
        field: 'fullName',
        message: m.partnerFullNameMin,
      },
      {
        name: 'wrong type',
        body: (b) => ({ ...b, employeeCount: 3 }),
        field: 'employeeCount',
        message: m.employeeCountRequired,
      },
      {
        name: 'bad website',
        body: (b) => ({ ...b, companyWebsite: 'not a url' }),
        field: 'companyWebsite',
        message: m.urlInvalid,
      },
      {
        name: 'too long',
        body: (b) => ({ ...b, additionalInfo: long(5001) }),
        field: 'additionalInfo',
        message: maxLengthMessage(5000),
      },
      {
        name: 'unknown field',
        body: (b) => ({ ...b, status: 'approved' }),
        field: 'status',
        message: m.unknownField,
      },
    ],
  },
  {
    url: '/api/submit-developer',
    valid: validDeveloper,
    guarded: true,
    cases: [
      {
        name: 'missing field',
        body: (b) => without(b, 'programmingLanguages'),
        field: 'programmingLanguages',
        message: m.programmingLanguagesRequired,
      },
      {
        name: 'empty list',
        body: (b) => ({ ...b, interestedPlatforms: [] }),
        field: 'interestedPlatforms',
        message: m.platformsRequired,
      },
      {
        name: 'wrong type',
        body: (b) => ({ ...b, hasARExperience: 'yes' }),
        field: 'hasARExperience',
        message: m.mustBeBoolean,
      },
      {
        name: 'bad list item',
        body: (b) => ({ ...b, developmentAreas: ['Knitting'] }),
        field: 'developmentAreas.0',
        message: m.invalidOption,
      },
      {
        name: 'too short',
        body: (b) => ({ ...b, projectDescription: 'short' }),
        field: 'projectDescription',
        message: m.projectDescriptionMin,
      },
      {
        name: 'too long',
        body: (b) => ({ ...b, reasonForInterest: long(5001) }),
        field: 'reasonForInterest',
        message: maxLengthMessage(5000),
      },
      {
        name: 'unknown field',
        body: (b) => ({ ...b, loginEnabled: true }),
        field: 'loginEnabled',
        message: m.unknownField,
      },
    ],
  },
  {
    url: '/api/subscribe',
    valid: validSubscribe,
    guarded: true,
    cases: [
      { name: 'missing field', body: (b) => without(b, 'email'), field: 'email', message: m.emailInvalid },
      {
        name: 'no at-sign',
        body: (b) => ({ ...b, email: 'reader.example.com' }),
        field: 'email',
        message: m.emailInvalid,
      },
      { name: 'wrong type', body: (b) => ({ ...b, source: 5 }), field: 'source', message: m.sourceInvalid },
      {
        name: 'too long',
        body: (b) => ({ ...b, firstName: long(101) }),
        field: 'firstName',
        message: maxLengthMessage(100),
      },
      {
        name: 'unknown field',
        body: (b) => ({ ...b, active: false }),
        field: 'active',
        message: m.unknownField,
      },
    ],
  },
  {
    url: '/api/consent-log',
    valid: validConsent,
    guarded: false,
    cases: [
      {
        name: 'missing field',
        body: (b) => without(b, 'action'),
        field: 'action',
        message: m.consentActionInvalid,
      },
      {
        name: 'bad timestamp',
        body: (b) => ({ ...b, timestamp: 'yesterday' }),
        field: 'timestamp',
        message: m.timestampInvalid,
      },
      {
        name: 'wrong type',
        body: (b) => ({ ...b, preferences: { necessary: true, analytics: 'yes', marketing: false } }),
        field: 'preferences.analytics',
        message: m.mustBeBoolean,
      },
      {
        name: 'too long',
        body: (b) => ({ ...b, userAgent: long(1001) }),
        field: 'userAgent',
        message: maxLengthMessage(1000),
      },
      {
        name: 'guard fields are unknown here',
        body: (b) => ({ ...b, _t: 'x' }),
        field: '_t',
        message: m.unknownField,
      },
    ],
  },
];

async function withToken(endpoint: Endpoint, body: Body): Promise<Body> {
  return endpoint.guarded ? { ...body, _t: await validFormToken(ctx.app, clock) } : body;
}

describe.each(endpoints)('POST $url refuses bad input and writes nothing', (endpoint) => {
  it.each(endpoint.cases)('$name → 400 on $field', async ({ body, field, message }) => {
    const payload = body(await withToken(endpoint, endpoint.valid()));
    const res = await ctx.app.inject({ method: 'POST', url: endpoint.url, payload });
    expect(res.statusCode).toBe(400);
    const answer = res.json() as { message: string; errors: Record<string, string> };
    expect(answer.message).toBe(validationFailed);
    expect(answer.errors[field]).toBe(message);
    expect(await nonEmptyTables(ctx.t)).toEqual([]);
  });

  it('malformed JSON → 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: endpoint.url,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'bad_request' });
    expect(await nonEmptyTables(ctx.t)).toEqual([]);
  });

  it('a body that is not an object → 400', async () => {
    for (const payload of ['[]', '"text"', 'null']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: endpoint.url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toBe(validationFailed);
    }
    const empty = await ctx.app.inject({ method: 'POST', url: endpoint.url });
    expect(empty.statusCode).toBe(400);
    expect(await nonEmptyTables(ctx.t)).toEqual([]);
  });

  it('oversized body → 413', async () => {
    const payload = JSON.stringify({
      ...(await withToken(endpoint, endpoint.valid())),
      message: long(200_000),
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: endpoint.url,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large.', code: 'payload_too_large' });
    expect(await nonEmptyTables(ctx.t)).toEqual([]);
  });

  // A browser's form post (application/x-www-form-urlencoded) is read: public-forms-browser.test.ts.
  it.each(['text/plain', 'multipart/form-data; boundary=x', 'application/xml'])(
    'content type %s → 415',
    async (contentType) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: endpoint.url,
        headers: { 'content-type': contentType },
        payload: JSON.stringify(await withToken(endpoint, endpoint.valid())),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        message: 'Unsupported content type; send application/json.',
        code: 'bad_request',
      });
      expect(await nonEmptyTables(ctx.t)).toEqual([]);
    },
  );
});
