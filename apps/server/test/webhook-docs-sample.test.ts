/**
 * The webhooks guide's receiver (apps/web/src/content/docs/webhooks.md, the `js webhook-receiver` fence)
 * runs as written: saved as a `.mjs` file and started with Node, it is registered as an endpoint (loopback
 * allowed, as in tests), receives a real signed `submission.published` from the webhook worker, accepts it
 * (200, and prints the event), and refuses a delivery whose body was changed (400).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appSubmissions } from '@app/db';
import { webhookSignatureHeader } from '@app/contracts/api/webhooks';
import { signatureHeader } from '../src/modules/webhooks/signing.ts';
import { staffCookie } from './admin-helpers.ts';
import { developerCookie, seedApp, seedDeveloper, send } from './developer-helpers.ts';
import { testConfig, useTestApp } from './helpers.ts';

const guide = readFileSync(new URL('../../web/src/content/docs/webhooks.md', import.meta.url), 'utf8');
const sample = /^```js webhook-receiver\n([\s\S]*?)^```$/m.exec(guide)?.[1];

const ctx = useTestApp({ config: testConfig({ WEBHOOKS_ALLOW_LOOPBACK: '1' }) });

let dir = '';
let receiver: ChildProcess | undefined;
let output = '';
/** Resolves when the receiver has printed a line matching `pattern` (the event, not a timer). */
const printed = (pattern: RegExp) =>
  new Promise<RegExpExecArray>((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(output);
      if (match) {
        receiver?.stdout?.off('data', check);
        resolve(match);
      }
    };
    receiver?.stdout?.on('data', check);
    receiver?.once('exit', (code) => reject(new Error(`the receiver exited (${code}): ${output}`)));
    check();
  });

/** A free loopback port, so the endpoint can name the receiver's address before it starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  expect(sample, 'the guide has a js webhook-receiver sample').toBeDefined();
  dir = await mkdtemp(join(tmpdir(), 'webhook-sample-'));
  await writeFile(join(dir, 'receiver.mjs'), sample!);
});
afterAll(async () => {
  receiver?.kill();
  await rm(dir, { recursive: true, force: true });
});

it('verifies a real signed delivery and refuses a changed one', async () => {
  const { developer } = await seedDeveloper(ctx.t.db);
  const cookie = await developerCookie(ctx, developer.id);
  const port = await freePort();
  const created = await send(ctx, 'POST', '/api/console/webhooks', cookie, {
    url: `http://127.0.0.1:${port}/webhooks`,
    events: ['submission.published'],
  });
  expect(created.statusCode, created.body).toBe(201);
  const { secret: realSecret, endpoint } = created.json() as { secret: string; endpoint: { id: number } };
  // The secret goes in the environment variable the sample reads, the port in PORT.
  receiver = spawn(process.execPath, [join(dir, 'receiver.mjs')], {
    env: { PATH: process.env.PATH, LUMEN_WEBHOOK_SECRET: realSecret, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  receiver.stdout!.setEncoding('utf8');
  receiver.stdout!.on('data', (chunk: string) => (output += chunk));
  await printed(new RegExp(`Listening on port ${port}`));

  const app = await seedApp(ctx.t.db, developer.id);
  const [submission] = await ctx.t.db
    .insert(appSubmissions)
    .values({ appId: app.id, version: '3.0.0', status: 'approved' })
    .returning();
  const staff = await staffCookie(ctx);
  const published = await send(
    ctx,
    'PUT',
    `/api/admin/app-submissions/${submission!.id}/status`,
    staff.cookie,
    {
      status: 'published',
    },
  );
  expect(published.statusCode).toBe(200);
  expect(await ctx.app.ctx.webhooks.drain()).toBe(1);
  const [, type, id] = await printed(/Received (\S+) (\S+)/);
  expect(type).toBe('submission.published');
  const deliveries = await send(ctx, 'GET', `/api/console/webhooks/${endpoint.id}/deliveries`, cookie);
  expect(deliveries.json().deliveries[0]).toMatchObject({
    eventId: id,
    status: 'succeeded',
    responseStatus: 200,
  });

  // A body changed on the way, or signed with another secret, is refused.
  const body = JSON.stringify({ id: 'evt_forged', type: 'submission.published', created: 0, data: {} });
  const now = Math.floor(Date.now() / 1000);
  for (const signature of [
    signatureHeader(realSecret, now, body.replace('forged', 'changed')),
    signatureHeader(`${realSecret}0`, now, body),
    signatureHeader(realSecret, now - 3600, body),
  ]) {
    const res = await fetch(`http://127.0.0.1:${port}/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [webhookSignatureHeader]: signature },
      body,
    });
    expect(res.status).toBe(400);
  }
  const good = await fetch(`http://127.0.0.1:${port}/webhooks`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [webhookSignatureHeader]: signatureHeader(realSecret, now, body),
    },
    body,
  });
  expect(good.status).toBe(200);
  await printed(/Received submission\.published evt_forged/);
});
