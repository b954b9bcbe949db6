import type { GuardFields } from '@app/contracts';
import { quarantine, type Database } from '@app/db';
import { checkFormToken, signFormToken, type FormTokenProblem } from './token.ts';

export type GuardProblem = 'honeypot' | FormTokenProblem;

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

  /** Null for a submission that looks human, otherwise why it does not. */
  check(fields: GuardFields): GuardProblem | null {
    if ((fields._hp ?? '').trim() !== '') return 'honeypot';
    return checkFormToken(fields._t, {
      secretKey: this.options.secretKey,
      nowMs: this.options.now(),
      minAgeMs: this.options.minAgeMs,
    });
  }
}

export interface QuarantineEntry {
  formType: string;
  reason: GuardProblem;
  /** The validated payload without the guard fields. */
  payload: Record<string, unknown>;
  ipAddress: string | null;
}

/** Keeps a suspicious submission apart from real data; returns its quarantine id. */
export async function quarantineSubmission(db: Database, entry: QuarantineEntry): Promise<number> {
  const [row] = await db.insert(quarantine).values(entry).returning({ id: quarantine.id });
  if (!row) throw new Error('quarantine insert returned no row');
  return row.id;
}
