import { describe, expect, it, vi } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { emailOutbox, formSubmissions } from '@app/db';
import { smtpTransport, type MailTransport } from '../src/modules/email/transport.ts';
import { OutboxWorker } from '../src/modules/email/worker.ts';
import { useTestAppWithMail } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';

const ctx = useTestAppWithMail();

async function queueNotification() {
  const { db, queueEmail } = ctx.app.ctx;
  return db.transaction(async (tx) => {
    const [form] = await tx
      .insert(formSubmissions)
      .values({
        formType: 'contact-form',
        submitterName: 'Ada',
        submitterEmail: 'ada@example.com',
        formData: {},
      })
      .returning();
    const outboxId = await queueEmail(tx, {
      kind: 'staff-notification',
      to: 'staff@example.com',
      subject: 'New contact form from Ada',
      text: 'Ada wrote: hello',
      formSubmissionId: form!.id,
    });
    return { formId: form!.id, outboxId };
  });
}

describe('e-mail outbox', () => {
  it('delivers queued mail to a real SMTP peer and marks the submission notified', async () => {
    const { formId, outboxId } = await queueNotification();
    expect(await ctx.app.ctx.outbox.drain()).toBe(1);
    const mail = await ctx.peer.waitFor((m) => m.to.includes('staff@example.com'));
    expect(mail.subject).toBe('New contact form from Ada');
    expect(mail.text).toContain('Ada wrote: hello');
    const [row] = await ctx.t.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(mail.messageId).toBe(row!.messageId);
    const [form] = await ctx.t.db.select().from(formSubmissions).where(eq(formSubmissions.id, formId));
    expect(form?.notificationSent).toBe(true);
  });

  it('keeps a refused mail pending with the error and a later retry time', async () => {
    const { formId, outboxId } = await queueNotification();
    ctx.peer.refuse(true);
    expect(await ctx.app.ctx.outbox.drain()).toBe(0);
    const [row] = await ctx.t.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/450|unavailable/i);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    const [form] = await ctx.t.db.select().from(formSubmissions).where(eq(formSubmissions.id, formId));
    expect(form?.notificationSent).toBe(false);
    expect(ctx.peer.received).toHaveLength(0);
  });

  it('never sends a message twice when two workers drain at once', async () => {
    for (let i = 0; i < 12; i++) await queueNotification();
    const second = new OutboxWorker({
      db: ctx.t.db,
      transport: smtpTransport(ctx.peer.url),
      from: 'no-reply@example.com',
      log: ctx.app.log,
      batchSize: 3,
    });
    const [a, b] = await Promise.all([ctx.app.ctx.outbox.drain(), second.drain()]);
    expect(a + b).toBe(12);
    expect(ctx.peer.received).toHaveLength(12);
    expect(new Set(ctx.peer.received.map((m) => m.messageId)).size).toBe(12);
  });

  it('looks for due mail every pollMs on its clock, and leaves no timer once stopped', async () => {
    const clock = new ManualClock();
    const worker = new OutboxWorker({
      db: ctx.t.db,
      transport: smtpTransport(ctx.peer.url),
      from: 'no-reply@example.com',
      log: ctx.app.log,
      pollMs: 5_000,
      clock,
    });
    worker.start();
    clock.advance(0); // the first look, with nothing due
    // The next look is booked (vi.waitFor's default 1 s is no bound for a loaded machine: this bounds a hang).
    await vi.waitFor(() => expect(clock.pending).toBe(1), { timeout: 60_000 });
    const { outboxId } = await queueNotification();
    clock.advance(5_000);
    const mail = await ctx.peer.waitFor((m) => m.to.includes('staff@example.com'));
    await worker.stop();
    const [row] = await ctx.t.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
    expect(mail.messageId).toBe(row!.messageId);
    expect(clock.pending).toBe(0);
  });

  it('marks a whole batch sent, and never sends twice when a slow batch outlives its lease', async () => {
    for (let i = 0; i < 4; i++) await queueNotification();
    const clock = new ManualClock();
    const sent: string[] = [];
    const worker = (transport: MailTransport) =>
      new OutboxWorker({
        db: ctx.t.db,
        transport,
        from: 'no-reply@example.com',
        log: ctx.app.log,
        batchSize: 4,
        leaseMs: 400,
        clock,
      });
    const other = worker({ name: 'quick', send: async (message) => void sent.push(message.messageId) });
    let otherSent = 0;
    // The slow worker claims all four; each message takes 150 ms against a 400 ms lease. From the second
    // on, it renews each message's lease before sending it. After the third, the claim's lease on the last
    // message has run out (450 ms): another worker takes that message over.
    const slow: MailTransport = {
      name: 'slow',
      async send(message) {
        sent.push(message.messageId);
        clock.advance(150);
        if (sent.length === 3) {
          const [last] = await ctx.t.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
          await ctx.t.db
            .update(emailOutbox)
            .set({ nextAttemptAt: sql`now()` })
            .where(eq(emailOutbox.id, last!.id));
          otherSent = await other.drain();
        }
      },
    };
    const slowSent = await worker(slow).drain();
    expect([slowSent, otherSent]).toEqual([3, 1]);
    expect(new Set(sent).size).toBe(4);
    expect(sent).toHaveLength(4);
    const rows = await ctx.t.db.select().from(emailOutbox);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    const forms = await ctx.t.db.select().from(formSubmissions);
    expect(forms.every((f) => f.notificationSent)).toBe(true);
  });

  it('claims more at a time while full batches go out quickly, and falls back after a slow one', async () => {
    /** Each claim's size, read at its first message as the claimed messages not yet marked sent. */
    async function claimSizes(queued: number, batchSize: number, slowFirst = false): Promise<number[]> {
      await ctx.t.reset();
      for (let i = 0; i < queued; i++) await queueNotification();
      const sizes: number[] = [];
      const clock = new ManualClock();
      let left = 0;
      const transport: MailTransport = {
        name: 'counting',
        async send() {
          if (left === 0) {
            const held = await ctx.t.db
              .select({ id: emailOutbox.id })
              .from(emailOutbox)
              .where(and(eq(emailOutbox.status, 'pending'), eq(emailOutbox.attempts, 1)));
            sizes.push(held.length);
            left = held.length;
          }
          left--;
          // Slower than the worker's one-second mark: the next claim stays at the base size.
          if (slowFirst && sizes.length === 1) clock.advance(1_100);
        },
      };
      const worker = new OutboxWorker({
        db: ctx.t.db,
        transport,
        from: 'no-reply@example.com',
        log: ctx.app.log,
        batchSize,
        maxBatchSize: 20,
        clock,
      });
      expect(await worker.drain()).toBe(queued);
      return sizes;
    }
    expect(await claimSizes(42, 5)).toEqual([5, 10, 20, 7]);
    expect(await claimSizes(4, 1, true)).toEqual([1, 1, 2]);
  });

  it('does not queue mail when the transaction writing the data fails', async () => {
    await expect(
      ctx.app.ctx.db.transaction(async (tx) => {
        await ctx.app.ctx.queueEmail(tx, { kind: 'x', to: 'a@example.com', subject: 's', text: 't' });
        throw new Error('write failed');
      }),
    ).rejects.toThrow('write failed');
    expect(await ctx.t.db.select().from(emailOutbox)).toHaveLength(0);
  });
});
