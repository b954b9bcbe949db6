import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  text: string;
  raw: string;
}

function readAll(): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (global-setup starts the SMTP peer)');
  // Only whole messages: the peer writes each under a temporary name first.
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ReceivedMail);
}

/**
 * Waits until the SMTP peer has received a mail matching the predicate (the outbox polls every 200 ms);
 * `timeoutMs` bounds a mail that never comes, generous since a busy machine delivers late.
 */
export async function waitForMail(
  predicate: (mail: ReceivedMail) => boolean,
  timeoutMs = 60_000,
): Promise<ReceivedMail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = readAll().find(predicate);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no matching mail within ${timeoutMs} ms`);
}

/** The first http(s) link in a mail's text that contains `pathPart`. */
export function linkIn(mail: ReceivedMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(pathPart));
  if (!link) throw new Error(`no link containing ${pathPart} in mail "${mail.subject}"`);
  return link;
}
