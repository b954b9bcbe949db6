/**
 * No token, e-mail address or bound database value in any log line: the request log (query strings carry
 * invitation, reset and unsubscribe tokens and staff searches), a database error (drizzle puts the bound
 * values in its message) and mail kept in the log in production.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '@app/db';
import { ORIGIN } from './admin-helpers.ts';
import { createTestApp, testConfig, type TestContext } from './helpers.ts';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

async function appWithLog(env: Record<string, string> = {}, withLogTransport = false) {
  const lines: string[] = [];
  ctx = await createTestApp({
    config: testConfig({ LOG_LEVEL: 'info', ...env }),
    logger: true,
    logStream: { write: (line) => void lines.push(line) },
    ...(withLogTransport ? { transport: undefined } : {}),
  });
  return { app: ctx.app, t: ctx.t, lines };
}

const token = 'tok_9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const email = 'victim.person@example.org';

describe('the request log', () => {
  it('never holds a query string: tokens in links, addresses in searches', async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ method: 'GET', url: `/partners/set-password?token=${token}` });
    await app.inject({ method: 'GET', url: `/api/unsubscribe?token=${token}` });
    await app.inject({ method: 'GET', url: `/api/admin/leads?q=${encodeURIComponent(email)}` });
    const log = lines.join('');
    expect(log).not.toContain(token);
    expect(log).not.toContain(email);
    expect(log).not.toContain(encodeURIComponent(email));
    const urls = lines
      .map((line) => JSON.parse(line) as { req?: { url: string } })
      .flatMap((line) => (line.req ? [line.req.url] : []));
    expect(urls).toEqual([
      '/partners/set-password?[redacted]',
      '/api/unsubscribe?[redacted]',
      '/api/admin/leads?[redacted]',
    ]);
  });
});

describe('a database error', () => {
  it('is logged without its bound values', async () => {
    const { app, t, lines } = await appWithLog();
    // A lost table makes the sign-in's lookup fail with the typed user name as a bound value.
    await t.exec('drop table users cascade');
    const boundValue = 'bound-value-7731';
    for (const username of [boundValue, email]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: ORIGIN },
        payload: { username, password: 'correct horse battery' },
      });
      expect(res.statusCode).toBe(500);
    }
    const log = lines.join('');
    expect(log).not.toContain(boundValue);
    expect(log).not.toContain(email);
    expect(log).not.toContain('correct horse battery');
    const errors = lines
      .map((line) => JSON.parse(line) as { msg: string; err?: { message: string } })
      .filter((line) => line.msg === 'unhandled error');
    expect(errors).toHaveLength(2);
    // Still useful: which statement failed, with its values cut.
    expect(errors[0]?.err?.message).toMatch(
      /^Failed query: select .* from "users" .*\nparams: \[redacted\]$/s,
    );
  });
});

describe('mail kept in the log (no SMTP_URL)', () => {
  it('in production logs neither the recipient nor the text with its link', async () => {
    const { app, t, lines } = await appWithLog({ NODE_ENV: 'production' }, true);
    await t.db.insert(emailOutbox).values({
      messageId: '<redaction-test@example.com>',
      kind: 'test',
      to: email,
      subject: 'Set your password',
      text: `Set your password: http://localhost:5000/partners/set-password?token=${token}`,
    });
    await app.ctx.outbox.drain();
    const log = lines.join('');
    expect(log).toContain('<redaction-test@example.com>');
    expect(log).not.toContain(token);
    expect(log).not.toContain(email);
  });
});
