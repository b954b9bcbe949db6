/** The email module's public entry: what other modules and the composition root may use. */
export { enqueueEmail, newMessageId, type OutgoingEmail } from './outbox.ts';
export { logTransport, smtpTransport, type MailTransport } from './transport.ts';
export { OutboxWorker } from './worker.ts';
