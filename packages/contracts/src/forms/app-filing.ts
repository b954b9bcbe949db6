/**
 * Distribution in mainland China and the app filing number (APP备案号), declared with a submission (issue
 * #40 item 5, decision 0064). Since MIIT's notice of July 2023 on filing mobile apps (工业和信息化部关于
 * 开展移动互联网应用程序备案工作的通知), an app may not be distributed in mainland China before it is filed,
 * and distribution platforms must show the number. A submission that declares mainland distribution must
 * give it; the Chinese edition's store lists only apps whose current version carries one.
 *
 * The number's form: MIIT gives an app the filing number of its provider (主体备案号: the province's
 * one-character abbreviation, `ICP备`, the provider's number, `号`) followed by `-`, the service's sequence
 * number and a letter for the kind of service: `A` for an app (`X` a mini program, `K` a quick app, none a
 * website). E.g. `京ICP备2023000000号-1A`; older providers have 8-digit numbers (`粤ICP备12345678号-3A`).
 * The check is loose on purpose: a known province, `ICP备`, 6 to 12 digits, `号`, `-`, 1 to 4 digits and
 * `A`. Full-width hyphens and a lower-case `a` are accepted and written the standard way; spaces are removed.
 */
import { z } from 'zod';
import type { MessagesOf } from '../messages';

/** The one-character abbreviations of mainland China's 31 provincial-level divisions. */
const provinces = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
export const appFilingNumberPattern = new RegExp(`^[${provinces}]ICP备\\d{6,12}号-\\d{1,4}A$`);
export const APP_FILING_MAX_LENGTH = 40;

export const appFilingMessages = {
  required: 'An app distributed in mainland China needs its app filing number (APP备案号)',
  invalid: 'Please enter the app filing number as MIIT issued it, e.g. 京ICP备2023000000号-1A',
  withoutDistribution: 'Declare distribution in mainland China to give an app filing number',
  /** Only a hand-made request can send something else than a checkbox's true or false. */
  mainlandChinaInvalid: 'Please answer yes or no',
} as const;

/** The filing messages with their words free: the Chinese console's are in app-filing-zh.ts. */
export type AppFilingMessages = MessagesOf<typeof appFilingMessages>;

/** A number as typed, written the standard way (no spaces, ASCII hyphen, upper-case A). */
export const normalizeAppFilingNumber = (value: string): string =>
  value
    .replace(/\s+/g, '')
    .replace(/[－—–‐]/g, '-')
    .replace(/a$/, 'A');

export const isAppFilingNumber = (value: string): boolean =>
  appFilingNumberPattern.test(normalizeAppFilingNumber(value));

/**
 * The fields of a submission (console form and `POST /api/v1/apps/{id}/submissions`), with the messages
 * `messages`. The number is checked and stored written the standard way (`checkAppFiling`, `appFilingOf`):
 * no transform in the schema, whose input and output stay one shape for the OpenAPI document.
 */
export const appFilingFieldsWith = (messages: AppFilingMessages) => ({
  mainlandChina: z
    .boolean({ error: messages.mainlandChinaInvalid })
    .optional()
    .describe('The version is distributed in mainland China (then appFilingNumber is required).'),
  appFilingNumber: z
    .string({ error: messages.invalid })
    .max(APP_FILING_MAX_LENGTH, messages.invalid)
    .optional()
    .describe("The app's filing number (APP备案号) as MIIT issued it, e.g. 京ICP备2023000000号-1A."),
});

export const appFilingFields = appFilingFieldsWith(appFilingMessages);

interface FilingInput {
  mainlandChina?: boolean | undefined;
  appFilingNumber?: string | undefined;
}

/** Mainland distribution needs a well-formed number; a number needs mainland distribution. */
export function checkAppFiling(
  value: FilingInput,
  ctx: z.RefinementCtx,
  messages: AppFilingMessages = appFilingMessages,
): void {
  const number = normalizeAppFilingNumber(value.appFilingNumber ?? '');
  if (value.mainlandChina) {
    if (number === '') {
      ctx.addIssue({ code: 'custom', path: ['appFilingNumber'], message: messages.required });
    } else if (!appFilingNumberPattern.test(number)) {
      ctx.addIssue({ code: 'custom', path: ['appFilingNumber'], message: messages.invalid });
    }
  } else if (number !== '') {
    ctx.addIssue({ code: 'custom', path: ['appFilingNumber'], message: messages.withoutDistribution });
  }
}

/** The number a version stores (written the standard way): null when it is not distributed in mainland China. */
export const appFilingOf = (input: FilingInput): string | null =>
  input.mainlandChina && input.appFilingNumber ? normalizeAppFilingNumber(input.appFilingNumber) : null;
