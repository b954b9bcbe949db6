/**
 * The language of a developer account (issue #40, decision 0064): the mails the developer receives are
 * written in it. Chosen at application (the Chinese edition's form sends `language=zh` in a hidden field;
 * the spec's English form sends nothing, which is English) and changeable in the console profile.
 */
import { z } from 'zod';
import { validationMessages, type ValidationMessages } from './messages';

export const accountLanguages = ['en', 'zh'] as const;
export type AccountLanguage = (typeof accountLanguages)[number];
export const DEFAULT_ACCOUNT_LANGUAGE: AccountLanguage = 'en';

/** Each language named in itself, as the profile's select shows it. */
export const accountLanguageLabels: Readonly<Record<AccountLanguage, string>> = {
  en: 'English',
  zh: '简体中文',
};

/**
 * The page `path` of the developer site in `language`: the Chinese edition's twin under `/zh` (as the web's
 * i18n/locales.ts serves it) for zh, the path itself for English. For the links mailed to an account
 * (set-password, confirm-email), whose pages exist in both editions.
 */
export const pathInAccountLanguage = (path: string, language: AccountLanguage): string =>
  language === 'zh' ? `/zh${path}` : path;

/** The account's language as stored (anything unknown, e.g. a row written before the column, is English). */
export const asAccountLanguage = (value: string | null | undefined): AccountLanguage =>
  value === 'zh' ? 'zh' : 'en';

export const accountLanguageField = (m: ValidationMessages = validationMessages) =>
  z
    .enum(accountLanguages, { error: m.languageInvalid })
    .describe('The language of the mails the developer receives: en or zh.');
