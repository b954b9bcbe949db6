/**
 * The console's words that depend on the page's language beyond its copy (decision 0069): dates (US
 * English on /console, Chinese on /zh/console, both through Intl), Recent Activity's lines, and what a
 * refused call says. The English console shows the server's message as it is; the Chinese one shows the
 * text of the answer's `code` (the server's message is English and never matched).
 */
import { useCallback, useMemo } from 'react';
import { apiErrorText, consoleActivity, consoleDates, consoleUi } from '../../content/console-ui.ts';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import { errorCodeOf, serverMessage } from '../../lib/api.ts';
import type { ActivityEntry } from './types.ts';

type Moment = string | null | undefined;

export function useConsoleDates() {
  const words = useContent('consoleDates', consoleDates);
  return useMemo(
    () => ({
      date: (iso: Moment, fallback = words.never) => (iso ? words.date(iso) : fallback),
      dateTime: (iso: Moment, fallback = words.never) => (iso ? words.dateTime(iso) : fallback),
      /** With the time zone's name (a key's expiry, in the browser's time zone). */
      moment: (iso: Moment, fallback = words.never) => (iso ? words.moment(iso) : fallback),
      notYet: words.notYet,
    }),
    [words],
  );
}

/** What goes between a label and its value: `: ` in English, a full-width colon in Chinese. */
export const useColon = (): string => useContent('consoleUi', consoleUi).page.colon;

/** One line describing an audit entry of the developer's own actions. */
export function useActivityText(): (entry: Pick<ActivityEntry, 'action' | 'details'>) => string {
  const words = useContent('consoleActivity', consoleActivity);
  return useCallback(
    (entry) => {
      const line = (words.actions as Record<string, (d: ActivityEntry['details']) => string>)[entry.action];
      return line ? line(entry.details ?? {}) : words.other(entry.action);
    },
    [words],
  );
}

/**
 * What a refused call says to the developer: the server's message on the English console (the spec's
 * words), the text of its error code on the Chinese one; `fallback` when there is neither.
 */
export function useProblemText(): (error: unknown, fallback?: string) => string | undefined {
  const locale = useLocale();
  const byCode = useContent('apiErrorText', apiErrorText);
  return useCallback(
    (error, fallback) => {
      if (locale === 'en') return serverMessage(error) ?? fallback;
      const code = errorCodeOf(error);
      return (code && byCode[code]) || fallback;
    },
    [locale, byCode],
  );
}
