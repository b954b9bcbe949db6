/**
 * Helpers for tests of the public forms: a controllable clock, valid aged form tokens, valid payloads
 * and row counts.
 *
 * Getting a token the server accepts: GET /api/form-token, then let at least FORM_TOKEN_MIN_AGE_MS (2 s by
 * default) pass before submitting. Here the app's clock is injected (`createTestApp({ now: clock.now })`)
 * and `validFormToken` fetches the token with the clock turned back. Another process (e2e) can either
 * start the server with FORM_TOKEN_MIN_AGE_MS=0, or sign one itself with the server's SECRET_KEY:
 * `${issuedAtMs}.${base64url(HMAC-SHA256(SECRET_KEY, "form-token\0" + issuedAtMs))}` (see
 * src/modules/form-guard/token.ts, `signFormToken`).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestDatabase } from '@app/db/testing';
import type {
  ConsentLog,
  DeveloperApplicationInput,
  LeadInterest,
  PartnerApplicationInput,
  SubscribeInput,
} from '@app/contracts';
import { signFormToken } from '../src/modules/form-guard/token.ts';
import { rowCounts as countRows } from './db-snapshot.ts';

/** A clock the app reads through `now`; tests move it. */
export class TestClock {
  constructor(public ms = Date.now()) {}
  readonly now = (): number => this.ms;
  advance(ms: number): void {
    this.ms += ms;
  }
}

/** A token from GET /api/form-token issued `ageMs` ago on the app's clock (10 s: old enough, not expired). */
export async function validFormToken(
  app: FastifyInstance,
  clock: TestClock,
  ageMs = 10_000,
): Promise<string> {
  clock.advance(-ageMs);
  try {
    const res = await app.inject({ method: 'GET', url: '/api/form-token' });
    if (res.statusCode !== 200) throw new Error(`form-token answered ${res.statusCode}`);
    return (res.json() as { token: string }).token;
  } finally {
    clock.advance(ageMs);
  }
}

/** Signs a token directly, for a given issue time (what another process with SECRET_KEY can do). */
export const formTokenIssuedAt = (secretKey: string, issuedAtMs: number) =>
  signFormToken(secretKey, issuedAtMs);

export const validLead = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: 'Analytical Engines Ltd',
  email: '  Ada.Lovelace@Example.COM ',
  phone: '',
  interest: 'remote-assistance' satisfies LeadInterest,
  message: 'We would like a demo for our field engineers.',
  _hp: '',
  ...overrides,
});

export const validPartner = (overrides: Record<string, unknown> = {}) =>
  ({
    fullName: 'Grace Hopper',
    contactNumber: '+1 (555) 010-2000',
    email: 'Grace@Example.com',
    companyName: 'Compiler Distribution Inc',
    companyWebsite: 'compiler.example.com',
    industry: 'Technology',
    employeeCount: '51-200',
    targetCountryRegion: 'North America',
    salesTargetPlan: '',
    referralSource: 'Social Media',
    additionalInfo: '   ',
    _hp: '',
    ...overrides,
  }) satisfies PartnerApplicationInput;

export const validDeveloper = (overrides: Record<string, unknown> = {}) =>
  ({
    fullName: 'Linus Developer',
    email: 'Linus@Example.org',
    phone: '+46 8 123 456',
    companyAffiliation: '',
    jobTitle: 'Engineer',
    portfolioWebsite: 'linus.example.org/work',
    githubProfile: '@linus',
    experienceLevel: 'advanced',
    programmingLanguages: ['Kotlin', 'C++'],
    developmentAreas: ['Mobile Apps'],
    yearsExperience: '5-10',
    interestedPlatforms: ['CXR-M (Mobile AR Platform)', 'YodaOS-Sprite'],
    primaryUseCase: 'Enterprise & Industrial',
    projectDescription: 'A remote assistance tool for field engineers.',
    reasonForInterest: 'We want hands-free workflows on the factory floor.',
    developmentTimeline: '',
    _hp: '',
    ...overrides,
  }) satisfies DeveloperApplicationInput;

export const validSubscribe = (overrides: Record<string, unknown> = {}) =>
  ({
    email: ' Reader@Example.com',
    source: 'floating_newsletter',
    _hp: '',
    ...overrides,
  }) satisfies SubscribeInput;

export const validConsent = (overrides: Record<string, unknown> = {}) =>
  ({
    timestamp: '2025-05-24T10:15:30.000Z',
    action: 'customize',
    preferences: { necessary: true, analytics: true, marketing: false },
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0',
    domain: 'www.lumen-glasses.example',
    consentId: '0b5f2a0e-4a6f-4c36-9d5a-3f1f6f7b8c9d',
    revision: 2,
    ...overrides,
  }) satisfies ConsentLog;

export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  options: { remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: body as object, ...options });
}

/** Row count of every table, by table name. */
export const rowCounts = (t: TestDatabase): Promise<Record<string, number>> => countRows(t.db);

/** Tables holding at least one row, leaving out the rate-limit counters every public request writes. */
export async function nonEmptyTables(t: TestDatabase): Promise<string[]> {
  const counts = await rowCounts(t);
  return Object.keys(counts).filter((name) => name !== 'rate_limit_buckets' && (counts[name] ?? 0) > 0);
}
