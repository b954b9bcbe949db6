import type { DeliverySignal, GuardFields, HeldReason } from '@app/contracts';
import { quarantine, type Database } from '@app/db';
import { checkFormToken, signFormToken } from './token.ts';

/** Held for staff review (what no person does), or delivered with the weak signals staff may want to see. */
export type GuardVerdict = { held: HeldReason } | { held: null; signals: DeliverySignal[] };

export interface FormGuardOptions {
  secretKey: string;
  /** The clock, injectable so tests can age tokens. */
  now: () => number;
  /** Youngest acceptable token age (FORM_TOKEN_MIN_AGE_MS). */
  minAgeMs: number;
}

/** Issues form time tokens and judges the guard fields (`_hp`, `_t`) of a submission. */
export class FormGuard {
  constructor(private readonly options: FormGuardOptions) {}

  issueToken(): string {
    return signFormToken(this.options.secretKey, this.options.now());
  }

  /**
   * A filled honeypot or a token the server never signed holds the post. A missing, young or old token
   * does not: autofill, a failed token request, a form sent before its script ran, a page left open for
   * days and a plain API client all look like that, and each is a person.
   */
  check(fields: GuardFields): GuardVerdict {
    if ((fields._hp ?? '').trim() !== '') return { held: 'honeypot' };
    const problem = checkFormToken(fields._t, {
      secretKey: this.options.secretKey,
      nowMs: this.options.now(),
      minAgeMs: this.options.minAgeMs,
    });
    if (problem === 'token-invalid') return { held: 'token-invalid' };
    return { held: null, signals: problem === null ? [] : [problem] };
  }
}

export interface QuarantineEntry {
  formType: string;
  reason: HeldReason;
  /** The validated payload without the guard fields. */
  payload: Record<string, unknown>;
  ipAddress: string | null;
}

/** Keeps a held submission apart from real data until staff release or delete it; returns its id. */
export async function quarantineSubmission(db: Database, entry: QuarantineEntry): Promise<number> {
  const [row] = await db.insert(quarantine).values(entry).returning({ id: quarantine.id });
  if (!row) throw new Error('quarantine insert returned no row');
  return row.id;
}
