/**
 * The one rule for a password being chosen (staff CLI and first start, partner and developer set-password
 * and reset links): the shared contracts length rule (8 to 128 characters), then a strength estimate by
 * zxcvbn-ts (docs/decisions/0019-password-strength-estimator.md) of at least `MIN_SCORE`, counting the
 * site's own words and the account's (user name, e-mail, name) as known words. A refusal says why, in the
 * estimator's own feedback.
 *
 * Server-side only: the estimator's dictionaries are large and never reach the browser; the forms show the
 * message of the 400 answer on the password field.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { newPassword } from '@app/contracts/forms/fields';
import { validationMessages } from '@app/contracts/messages';
import { brand } from '@app/contracts/site';
import { AppError } from './app-error.ts';

/** zxcvbn's scale is 0-4; 3 is "safely unguessable: moderate protection from offline slow-hash attacks". */
const MIN_SCORE = 3;
export const weakPasswordMessage = validationMessages.passwordTooWeak;

const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});

/** Words anyone guessing a password here would try first. */
const siteWords = [brand.name, 'admin', 'staff', 'partner', 'developer', 'console', 'glasses'];

/** An account's words as the estimator should know them: each value, and an e-mail's parts too. */
function userWords(words: readonly string[]): string[] {
  return words
    .flatMap((word) => [word, ...word.split(/[@.\s_+-]+/)])
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length >= 3);
}

/**
 * What is wrong with a new password (the message a person sees), or null when it may be used.
 * `accountWords`: the account's user name, e-mail address, name.
 */
export function newPasswordProblem(password: string, accountWords: readonly string[] = []): string | null {
  const length = newPassword().safeParse(password);
  if (!length.success) return length.error.issues[0]?.message ?? validationMessages.passwordMin8;
  const result = estimator.check(password, [...siteWords, ...userWords(accountWords)]);
  if (result.score >= MIN_SCORE) return null;
  const { warning, suggestions } = result.feedback;
  return [weakPasswordMessage, warning, ...suggestions].filter(Boolean).join(' ');
}

/** For HTTP flows: a refused password is a 400 with the message on its form field. */
export function assertNewPassword(
  password: string,
  accountWords: readonly string[] = [],
  field = 'password',
): void {
  const problem = newPasswordProblem(password, accountWords);
  if (problem) throw new AppError('validation', problem, { [field]: problem });
}
