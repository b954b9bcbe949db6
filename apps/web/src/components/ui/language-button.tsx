import { Icon } from './icon.tsx';
import { languageButton as languageButtonEn } from '../../content/developers.ts';
import { useLocale, useContent } from '../../i18n/catalogue.tsx';
import { htmlLang, pathIn } from '../../i18n/locales.ts';
import { cn } from '../../lib/cn.ts';
import { useServerPageZhTwin } from '../../lib/server-page.tsx';
import { useLocation } from 'wouter';

/**
 * The language link (decision 0063): CN on an English page leads to the same page in Chinese, EN on a
 * Chinese page back to the English one, the path kept. A plain link (a full load, works without
 * JavaScript); shown only when the page exists in the other language, so it never leads to a 404.
 * On the developer home it is in the developer navigation; on the other bilingual developer pages in
 * their title band (PageHero), `invert` there: the App Store's pages too.
 */
export function LanguageButton({ className, invert = false }: { className?: string; invert?: boolean }) {
  const [path] = useLocation();
  const locale = useLocale();
  const languageButton = useContent('languageButton', languageButtonEn);
  const other = locale === 'en' ? 'zh-CN' : 'en';
  // A store page's twin exists by its data (an app filed for mainland China, decision 0067).
  const href = pathIn(other, path, useServerPageZhTwin());
  if (!href) return null;
  return (
    <a
      href={href}
      hrefLang={htmlLang[other]}
      aria-label={`${languageButton.label}: ${languageButton.ariaLabel}`}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-md border px-2.5 text-sm font-semibold',
        invert
          ? 'border-white/30 text-white hover:bg-white/10'
          : 'border-slate-300 text-slate-700 hover:bg-slate-50',
        className,
      )}
    >
      <Icon name="globe" className="h-4 w-4" />
      {languageButton.label}
    </a>
  );
}
