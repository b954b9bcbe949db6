/**
 * The console's form schemas in the page's language (decision 0070): the contracts' schema factories with
 * the page's messages, the English sets on /console (so its forms say what the server and the API say) and
 * the Chinese ones on /zh/console (the catalogue's entries, `@app/contracts/*-zh`). A message is chosen by
 * its key, never by its English words; the rules are the same in both languages.
 */
import { appFilingMessages } from '@app/contracts/forms/app-filing';
import { listingMessages } from '@app/contracts/forms/app-listing';
import { slugMessages, type ConsoleMessages } from '@app/contracts/forms/console';
import { validationMessages } from '@app/contracts/messages';
import { useMemo } from 'react';
import { useContent } from '../../i18n/catalogue.tsx';

/** The messages of the console's app, key, profile and submission forms, in the page's language. */
export function useConsoleMessages(): ConsoleMessages {
  const validation = useContent('validationMessages', validationMessages);
  const slug = useContent('slugMessages', slugMessages);
  const listing = useContent('listingMessages', listingMessages);
  const filing = useContent('appFilingMessages', appFilingMessages);
  return useMemo(() => ({ validation, slug, listing, filing }), [validation, slug, listing, filing]);
}

/**
 * The schema `build` makes with the page's messages. `build` is a module-level function, so a form's schema
 * is built once, not at every render.
 */
export function useConsoleSchema<T>(build: (messages: ConsoleMessages) => T): T {
  const messages = useConsoleMessages();
  return useMemo(() => build(messages), [build, messages]);
}
