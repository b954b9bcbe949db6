/**
 * The two-factor screens' words in the page's language, and a refusal said in it: the server's own words
 * on an English page, its code's sentence on a Chinese one (never a translation of the English words).
 */
import { secondFactorCopy } from '../../../content/second-factor.ts';
import { useContent, useLocale } from '../../../i18n/catalogue.tsx';
import { errorText } from '../../../i18n/error-text.ts';
import { HttpError } from '../../../lib/api.ts';

export function useSecondFactorCopy() {
  const copy = useContent('secondFactorCopy', secondFactorCopy);
  const locale = useLocale();
  const refusal = (failure: unknown): string =>
    failure instanceof HttpError
      ? ((locale === 'en'
          ? (failure.serverMessage ?? failure.fieldErrors.code)
          : errorText(failure, locale)) ?? copy.failed)
      : copy.unreachable;
  return { copy, refusal };
}
