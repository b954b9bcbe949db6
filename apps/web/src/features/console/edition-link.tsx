/**
 * The way to the console in the developer's account language (decision 0069): on /console, a developer
 * whose account language is Chinese sees a small link to /zh/console, and on /zh/console one whose
 * account language is English a link to /console; after the profile's language is changed, the link to
 * the edition of the new language appears. Never a redirect: the developer chooses.
 */
import type { AccountLanguage } from '@app/contracts/account-language';
import { Link, useSearch } from 'wouter';
import { consoleEditionLink } from '../../content/console-ui.ts';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import { pathIn, type Locale } from '../../i18n/locales.ts';
import { CONSOLE_PATH } from './api.ts';

const localeOfAccount: Record<AccountLanguage, Locale> = { en: 'en', zh: 'zh-CN' };

export function EditionLink({ language }: { language: AccountLanguage }) {
  const locale = useLocale();
  const words = useContent('consoleEditionLink', consoleEditionLink);
  const search = useSearch();
  const wanted = localeOfAccount[language];
  const path = pathIn(wanted, CONSOLE_PATH);
  if (wanted === locale || !path) return null;
  return (
    <p lang={words.lang} className="mt-3 text-sm text-slate-700" data-testid="console-edition-link">
      {words.text} {/* Not SmartLink: it would keep a Chinese page's link to /console in Chinese. */}
      <Link href={search ? `${path}?${search}` : path} className="font-medium text-brand-700 underline">
        {words.link}
      </Link>
    </p>
  );
}
