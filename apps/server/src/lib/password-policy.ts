/**
 * The one rule for a password being chosen (staff CLI and first start, partner and developer set-password
 * and reset links, any later change-password flow): the shared contracts length rule (8 to 128
 * characters) and not one of the 10,000 most common passwords, compared case-insensitively.
 *
 * The list (apps/server/assets/common-passwords.txt, source and licence in its header) stays on the
 * server: it is read once, at import, into a Set, so a build that lost the file stops at start-up rather
 * than accepting every password. The bundle finds it in dist/ (copied by build.mjs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { newPassword } from '@app/contracts/forms/fields';
import { validationMessages } from '@app/contracts/messages';
import { AppError } from './app-error.ts';

export const tooCommonPasswordMessage = validationMessages.passwordTooCommon;

const listCandidates = [
  new URL('./common-passwords.txt', import.meta.url), // bundled server: dist/main.js
  new URL('../common-passwords.txt', import.meta.url), // bundled CLI: dist/cli/admin.js
  new URL('../../assets/common-passwords.txt', import.meta.url), // source: apps/server/src/lib
].map((url) => fileURLToPath(url));

function loadCommonPasswords(): ReadonlySet<string> {
  const file = listCandidates.find((path) => existsSync(path));
  if (!file) throw new Error(`common-passwords.txt not found (looked in ${listCandidates.join(', ')})`);
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));
  return new Set(entries.map(canonical));
}

/** How a password is compared with the list: the hash's normalisation (NFKC), then lowercase. */
const canonical = (password: string) => password.normalize('NFKC').toLowerCase();

const commonPasswords = loadCommonPasswords();

export const commonPasswordCount = commonPasswords.size;

const lengthRule = newPassword();

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(canonical(password));
}

/** What is wrong with a new password (the message a person sees), or null when it may be used. */
export function newPasswordProblem(password: string): string | null {
  const length = lengthRule.safeParse(password);
  if (!length.success) return length.error.issues[0]?.message ?? validationMessages.passwordMin8;
  return isCommonPassword(password) ? tooCommonPasswordMessage : null;
}

/** For HTTP flows: a refused password is a 400 with the message on its form field. */
export function assertNewPassword(password: string, field = 'password'): void {
  const problem = newPasswordProblem(password);
  if (problem) throw new AppError('validation', problem, { [field]: problem });
}
