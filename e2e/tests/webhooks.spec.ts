/**
 * The console's Webhooks and Request log tabs: a developer adds an endpoint pointing at a loopback
 * receiver started here (the e2e server runs with WEBHOOKS_ALLOW_LOOPBACK), copies nothing but sees the
 * secret once, sends a test event, and sees the delivery with the receiver's response code; then makes
 * API requests with a key and finds one in the request log by its request id. Screenshots (390 and 1440
 * px) go to E2E_SCREENSHOTS when set.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { baseURL, insertApprovedDeveloper, signInDeveloper } from './developer-support.ts';
import { shoot } from '../lib/screenshots.ts';

/** A loopback receiver that checks each delivery's signature with the secret it is given. */
function startReceiver() {
  const state = { secret: '', bodies: [] as string[], verified: [] as boolean[] };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const header = String(req.headers['lumen-signature'] ?? '');
      const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2)));
      const expected = createHmac('sha256', state.secret).update(`${parts.t}.${body}`).digest('hex');
      state.bodies.push(body);
      state.verified.push(expected === parts.v1);
      res.writeHead(202).end();
    });
  });
  return {
    state,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`),
        ),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test('webhooks: add an endpoint, send a test event, see the delivery and its response code', async ({
  page,
}) => {
  const receiver = startReceiver();
  const url = await receiver.listen();
  try {
    const { email } = await insertApprovedDeveloper('webhooks', 'Wen Hook');
    await signInDeveloper(page, email);
    await page.goto('/console');
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await expect(page.getByText('No webhook endpoints yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await dialog.getByLabel('Endpoint URL').fill(url);
    await dialog.getByLabel(/^key\.expiring/).check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Your webhook signing secret' });
    const secret = await secretDialog.getByRole('textbox').inputValue();
    expect(secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
    receiver.state.secret = secret;
    await secretDialog.getByRole('button', { name: "I've saved the secret" }).click();

    const card = page.getByTestId('webhook-endpoint');
    await expect(card.getByRole('heading', { name: url })).toBeVisible();
    await expect(card.getByText('key.expiring', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Send test event' }).click();
    const delivery = card.getByTestId('webhook-delivery');
    // The list is re-read while the delivery is pending: it turns Delivered with the receiver's 202.
    await expect(delivery.getByText('Delivered')).toBeVisible();
    await expect(delivery.getByTestId('delivery-response')).toHaveText('202');
    await expect(delivery.getByText('webhook.test')).toBeVisible();
    expect(receiver.state.verified).toEqual([true]);
    expect(JSON.parse(receiver.state.bodies[0]!)).toMatchObject({ type: 'webhook.test' });
    await expectNoAxeViolations(page);
    await shoot(page, 'webhooks-console');

    await card.getByRole('button', { name: 'Rotate secret' }).click();
    await page
      .getByRole('dialog', { name: 'Rotate the signing secret?' })
      .getByRole('button', { name: 'Rotate secret' })
      .click();
    const rotated = await page
      .getByRole('dialog', { name: 'Your webhook signing secret' })
      .getByRole('textbox')
      .inputValue();
    expect(rotated).not.toBe(secret);
    await shoot(page, 'webhooks-secret');
  } finally {
    await receiver.close();
  }
});

test('request log: API requests made with a key, found by request id', async ({ page }) => {
  const { email } = await insertApprovedDeveloper('webhooks', 'Wen Hook');
  await signInDeveloper(page, email);
  const created = await page.request.post('/api/console/keys', {
    headers: { origin: baseURL() },
    data: { keyName: 'Log key', permissions: ['read'] },
  });
  expect(created.status()).toBe(201);
  const { secret } = (await created.json()) as { secret: string };
  const call = (path: string) =>
    page.request.get(path, { headers: { authorization: `Bearer ${secret}` }, failOnStatusCode: false });
  expect((await call('/api/v1/apps')).status()).toBe(200);
  const missing = await call('/api/v1/apps/999999/submissions');
  expect(missing.status()).toBe(404);
  const requestId = missing.headers()['x-request-id']!;
  expect(((await missing.json()) as { requestId: string }).requestId).toBe(requestId);

  await page.goto('/console');
  await page.getByRole('tab', { name: 'Request log' }).click();
  const entries = page.getByTestId('request-log-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('/api/v1/apps/999999/submissions');
  await expect(entries.first()).toContainText('not_found');
  await shoot(page, 'webhooks-request-log');
  await page.getByLabel('Request ID').fill(requestId);
  await expect(page).toHaveURL(new RegExp(`requestId=${requestId}`));
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(requestId);
  await expectNoAxeViolations(page);
});
