/**
 * Signatures of webhook deliveries, as Stripe signs its own: the header
 * `Lumen-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. The receiver recomputes
 * v1 over the raw body it got and compares in constant time (the docs' webhooks guide shows how).
 */
import { createHmac } from 'node:crypto';
import { webhookSecretLead } from '@app/contracts/api/webhooks';
import { randomBase62 } from '../../lib/api-key.ts';

export const newWebhookSecret = (): string => `${webhookSecretLead}${randomBase62(32)}`;

/** The shown start of a secret (lead and 4 characters): enough to tell two apart, useless to sign with. */
export const secretPrefixOf = (secret: string): string => secret.slice(0, webhookSecretLead.length + 4);

export function signatureHeader(secret: string, timestampSeconds: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}
