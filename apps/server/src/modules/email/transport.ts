import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
}

/** One interface for sending; the outbox worker is its only caller. */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

/** Real delivery through an SMTP server (`SMTP_URL`, e.g. smtp://user:pass@mail.example.com:587). */
export function smtpTransport(url: string): MailTransport {
  // Bounded waits, well inside the outbox worker's lease (2 min): a hung server must not keep a message
  // claimed until another worker takes it over and sends it a second time.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({
        messageId: message.messageId,
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL: the message stays in the outbox table (visible to staff) and is noted in the log. Its
 * text (with its invitation, reset or unsubscribe link) is printed only with `withText`, off in production,
 * where a log line must never hold a token (plugins/log-redaction.ts masks the recipient).
 */
export function logTransport(log: FastifyBaseLogger, options: { withText: boolean }): MailTransport {
  return {
    name: 'log',
    async send(message) {
      log.info(
        { mail: { to: message.to, subject: message.subject, messageId: message.messageId } },
        options.withText ? message.text : 'mail kept in the outbox (no SMTP_URL)',
      );
    },
  };
}
