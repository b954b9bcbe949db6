/**
 * A real SMTP server on loopback for tests: it accepts every message (or refuses, when told to) and keeps
 * what arrived, parsed just enough to assert on. With `dir`, each message is also written to a file so
 * another process (the e2e specs) can read it.
 */
import { EventEmitter } from 'node:events';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  messageId: string;
  /** Body text with quoted-printable soft breaks undone. */
  text: string;
}

export interface SmtpPeer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Make the next deliveries fail with a 4xx answer. */
  refuse(on: boolean): void;
  /**
   * The first mail (received or arriving) that `predicate` accepts; `predicate` is asked again as each mail
   * arrives. `timeoutMs` bounds a mail that never comes (generous: the outbox of a busy machine is slow).
   */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]/g, ' ')
    .trim() ?? '';

/** A header's RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`) as text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_q, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/**
 * The body as text, by its transfer encoding: quoted-printable (soft breaks undone, bytes read as UTF-8)
 * or base64 (what a mailer picks for text that is mostly not ASCII, such as Chinese); else as sent.
 */
function decodeBody(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  const encoding = header(raw, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return encoding === 'quoted-printable' ? Buffer.from(bytes, 'latin1').toString('utf8') : bytes;
}

export async function startSmtpPeer(options: { dir?: string } = {}): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  // One listener per pending waitFor: any number may wait at once.
  const arrivals = new EventEmitter().setMaxListeners(0);
  let refusing = false;
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusing) {
        const err = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
        err.responseCode = 450;
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeWords(header(raw, 'Subject')),
          messageId: header(raw, 'Message-ID'),
          text: decodeBody(raw),
        };
        received.push(mail);
        if (options.dir) {
          // Written whole under a temporary name, then renamed: a reader polling the folder (e2e's
          // waitForMail) never sees half a file (seen once: "Unexpected end of JSON input").
          const file = join(options.dir, `${Date.now()}-${received.length}.json`);
          writeFileSync(`${file}.part`, JSON.stringify(mail));
          renameSync(`${file}.part`, file);
        }
        arrivals.emit('mail');
        callback();
      });
    },
  });
  // A client that dies mid-session (a server process killed by a test) resets its connection; without a
  // listener that error would be thrown and bring the peer down.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuse: (on) => {
      refusing = on;
    },
    waitFor(predicate, timeoutMs = 60_000) {
      return new Promise<ReceivedMail>((resolve, reject) => {
        const check = () => {
          const found = received.find(predicate);
          if (!found) return;
          settle();
          resolve(found);
        };
        const timer = setTimeout(() => {
          settle();
          reject(new Error(`no matching mail within ${timeoutMs} ms (received ${received.length})`));
        }, timeoutMs);
        const settle = () => {
          clearTimeout(timer);
          arrivals.off('mail', check);
        };
        arrivals.on('mail', check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
