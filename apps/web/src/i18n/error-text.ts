/**
 * What a refused request says, in the page's language (decision 0068): on an English page the server's
 * own words; on a Chinese page the Chinese sentence of the answer's code (`apiErrorMessagesZh`), never a
 * translation of the English words. Used by the developer account pages' forms.
 */
import { apiErrorMessagesZh } from '@app/contracts/messages-zh';
import type { HttpError } from '../lib/api.ts';
import type { Locale } from './locales.ts';

export function errorText(error: HttpError, locale: Locale): string | undefined {
  if (locale === 'en') return error.serverMessage;
  const code = error.errorCode;
  return code ? apiErrorMessagesZh[code] : undefined;
}
