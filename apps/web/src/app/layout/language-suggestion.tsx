import { useEffect, useState } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { languageSwitch as languageSwitchEn } from '../../content/language.ts';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import { htmlLang, preferredLocale } from '../../i18n/locales.ts';

/**
 * The suggestion to read this page in the other language (decision 0063): shown after load to a browser
 * whose first language among the site's (navigator.languages) is the other edition's, never a redirect.
 * Decided in the browser, so the prerendered page stays the same static file for everyone; the page's
 * CN / EN link is the plain-link way there, with or without JavaScript. Fixed in the floating dock: it
 * shifts nothing. Dismissing it hides it for the rest of the page's life.
 */
export function LanguageSuggestion({ href }: { href: string }) {
  const locale = useLocale();
  const { suggestion } = useContent('languageSwitch', languageSwitchEn);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const preferred = preferredLocale(navigator.languages ?? [navigator.language]);
    setShown(preferred !== undefined && preferred !== locale);
  }, [locale]);
  if (!shown) return null;
  return (
    <aside
      aria-label={suggestion.label}
      lang={suggestion.lang}
      className="pointer-events-auto flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800 shadow-lg sm:max-w-sm lg:order-first lg:w-80 lg:shrink-0"
    >
      <Icon name="globe" className="h-5 w-5 shrink-0 text-brand-600" />
      <p className="flex-1">
        {suggestion.text}{' '}
        <a
          href={href}
          hrefLang={htmlLang[suggestion.lang]}
          className="font-semibold text-brand-700 underline"
        >
          {suggestion.link}
        </a>
      </p>
      <button
        type="button"
        onClick={() => setShown(false)}
        className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
      >
        <Icon name="close" className="h-4 w-4" />
        <span className="sr-only">{suggestion.dismiss}</span>
      </button>
    </aside>
  );
}
