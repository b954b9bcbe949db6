/**
 * The second factor of one account (staff, partner or developer alike): enrolment (a secret, shown once as
 * a QR code and as text, then confirmed with a code), checking codes at sign-in, turning it off and
 * recovery codes. The TOTP secret is stored sealed (AES-256-GCM, lib/sealed.ts); `last_used_step` makes
 * every code single-use, also against two concurrent sign-ins (one conditional UPDATE).
 */
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { secondFactorMessages } from '@app/contracts/forms/second-factor';
import { brand } from '@app/contracts/site';
import { secondFactors, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { seal, unseal } from '../../lib/sealed.ts';
import { generateTotpSecret, matchTotp, otpauthUri } from './totp.ts';
import {
  deleteRecoveryCodes,
  replaceRecoveryCodes,
  unusedRecoveryCodes,
  useRecoveryCode,
} from './recovery-codes.ts';
import type { Subject } from './subject.ts';

const SEAL_PURPOSE = 'totp-secret';

const alreadyEnabledMessage = 'Two-factor authentication is already turned on.';
const noEnrolmentMessage = 'Start setting up two-factor authentication first.';
const notEnabledMessage = 'Two-factor authentication is not turned on.';
const invalidCodeMessage = secondFactorMessages.invalidCode;

const bySubject = (subject: Subject) =>
  and(eq(secondFactors.subjectKind, subject.kind), eq(secondFactors.subjectId, subject.id));

async function factorOf(db: Database, subject: Subject) {
  const [row] = await db.select().from(secondFactors).where(bySubject(subject));
  return row;
}

export async function isSecondFactorEnabled(db: Database, subject: Subject): Promise<boolean> {
  const [row] = await db
    .select({ on: secondFactors.enabledAt })
    .from(secondFactors)
    .where(and(bySubject(subject), isNotNull(secondFactors.enabledAt)));
  return Boolean(row);
}

export interface SecondFactorStatus {
  enabled: boolean;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
}

export async function secondFactorStatus(db: Database, subject: Subject): Promise<SecondFactorStatus> {
  const row = await factorOf(db, subject);
  const enabledAt = row?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt,
    recoveryCodesLeft: enabledAt ? await unusedRecoveryCodes(db, subject) : 0,
  };
}

export interface Enrolment {
  secret: string;
  otpauthUri: string;
  /** The URI as a QR code: an SVG data URI for an <img>. */
  qrCode: string;
}

/** A new secret waiting for its first code (replaces an unconfirmed one). */
export async function startEnrolment(ctx: AppContext, subject: Subject, account: string): Promise<Enrolment> {
  const secret = generateTotpSecret();
  const sealed = seal(ctx.secretKey, SEAL_PURPOSE, secret);
  const rows = await ctx.db
    .insert(secondFactors)
    .values({ subjectKind: subject.kind, subjectId: subject.id, secret: sealed })
    .onConflictDoUpdate({
      target: [secondFactors.subjectKind, secondFactors.subjectId],
      set: { secret: sealed, lastUsedStep: null, createdAt: sql`now()` },
      // An enabled factor is never overwritten by a new enrolment.
      setWhere: isNull(secondFactors.enabledAt),
    })
    .returning({ subjectId: secondFactors.subjectId });
  if (rows.length === 0) throw new AppError('conflict', alreadyEnabledMessage);
  const uri = otpauthUri({ issuer: brand.name, account, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauthUri: uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Accepts a code for the factor (pending or enabled) and records its step as used, atomically; returns
 * false for a wrong, stale or already used code.
 */
async function acceptCode(
  db: Database,
  secretKey: string,
  subject: Subject,
  code: string,
  pending: boolean,
  nowMs = Date.now(),
): Promise<boolean> {
  const row = await factorOf(db, subject);
  if (!row || (row.enabledAt === null) !== pending) return false;
  const step = matchTotp(unseal(secretKey, SEAL_PURPOSE, row.secret), code, nowMs, row.lastUsedStep);
  if (step === null) return false;
  const updated = await db
    .update(secondFactors)
    .set({ lastUsedStep: step, ...(pending ? { enabledAt: sql`now()` } : {}) })
    .where(
      and(
        bySubject(subject),
        or(isNull(secondFactors.lastUsedStep), lt(secondFactors.lastUsedStep, step)),
        pending ? isNull(secondFactors.enabledAt) : isNotNull(secondFactors.enabledAt),
      ),
    )
    .returning({ step: secondFactors.lastUsedStep });
  return updated.length > 0;
}

/** Turns the pending factor on with its first code; returns the ten recovery codes (shown once). */
export async function confirmEnrolment(ctx: AppContext, subject: Subject, code: string): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const row = await factorOf(tx, subject);
    if (!row) throw new AppError('conflict', noEnrolmentMessage);
    if (row.enabledAt) throw new AppError('conflict', alreadyEnabledMessage);
    if (!(await acceptCode(tx, ctx.secretKey, subject, code, true))) {
      throw new AppError('validation', invalidCodeMessage, { code: invalidCodeMessage });
    }
    return replaceRecoveryCodes(tx, ctx.secretKey, subject);
  });
}

export type CodeCheck = 'totp' | 'recovery' | null;

/** Checks a sign-in (or re-confirmation) code: a current TOTP code or an unused recovery code. */
export async function checkSecondFactor(
  ctx: AppContext,
  subject: Subject,
  input: { code?: string | undefined; recoveryCode?: string | undefined },
): Promise<CodeCheck> {
  if (
    input.code &&
    (await acceptCode(ctx.db, ctx.secretKey, subject, input.code.replace(/\s/g, ''), false))
  ) {
    return 'totp';
  }
  if (input.recoveryCode && (await isSecondFactorEnabled(ctx.db, subject))) {
    if (await useRecoveryCode(ctx.db, ctx.secretKey, subject, input.recoveryCode)) return 'recovery';
  }
  return null;
}

/** Removes the factor and its recovery codes (turning it off, or a reset by staff). */
export async function removeSecondFactor(tx: Database, subject: Subject): Promise<boolean> {
  const rows = await tx
    .delete(secondFactors)
    .where(bySubject(subject))
    .returning({ on: secondFactors.enabledAt });
  await deleteRecoveryCodes(tx, subject);
  return rows.some((row) => row.on !== null);
}

export async function regenerateRecoveryCodes(ctx: AppContext, subject: Subject): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    if (!(await isSecondFactorEnabled(tx, subject))) throw new AppError('conflict', notEnabledMessage);
    return replaceRecoveryCodes(tx, ctx.secretKey, subject);
  });
}
