/**
 * The words and formats of the App Store's pages in the page's language (decision 0067): the content
 * modules' texts and the contract's option labels through the catalogue (the stored values stay the
 * spec's; only their labels are Chinese), dates, sizes and language names by `Intl` in the page's locale,
 * and the address of a page of the same edition of the store. The apps' own texts (names, descriptions,
 * release notes) are shown as their developers wrote them.
 */
import { appCategoryLabels, sdkTypeLabels } from '@app/contracts/options';
import { appPermissionLabels, collectedDataLabels } from '@app/contracts/app-listing-labels';
import { storeSortLabels } from '@app/contracts/api/app-store';
import {
  appFilingTexts,
  appInstallTexts,
  appReportTexts,
  appStoreTexts,
  companionAppTexts,
} from '../../content/app-store.ts';
import { appStorePage } from '../../content/resources.ts';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import { htmlLang, zhPath } from '../../i18n/locales.ts';

/** A language tag as its name in `lang` (`zh-Hans` → Simplified Chinese / 简体中文), the tag when unknown. */
function languageNameIn(names: Intl.DisplayNames, tag: string): string {
  try {
    return names.of(tag) ?? tag;
  } catch {
    return tag;
  }
}

export function useStoreCopy() {
  const locale = useLocale();
  const lang = htmlLang[locale];
  const dates = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
  const sizes = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  const languages = new Intl.DisplayNames([lang], { type: 'language', fallback: 'code' });
  return {
    locale,
    t: useContent('appStoreTexts', appStoreTexts),
    page: useContent('appStorePage', appStorePage),
    install: useContent('appInstallTexts', appInstallTexts),
    report: useContent('appReportTexts', appReportTexts),
    companion: useContent('companionAppTexts', companionAppTexts),
    filing: useContent('appFilingTexts', appFilingTexts),
    labels: {
      category: useContent('appCategoryLabels', appCategoryLabels),
      sdk: useContent('sdkTypeLabels', sdkTypeLabels),
      sort: useContent('storeSortLabels', storeSortLabels),
      permission: useContent('appPermissionLabels', appPermissionLabels),
      collected: useContent('collectedDataLabels', collectedDataLabels),
    },
    /**
     * A page of the store (or the companion-app page) in this page's edition. Every page a Chinese store
     * page links to exists in Chinese: it shows filed apps only, and their developers' pages list them.
     */
    href: (path: string) => (locale === 'en' ? path : zhPath(path)),
    date: (date: Date) => dates.format(date),
    megabytes: (bytes: number) => `${sizes.format(bytes / 1_000_000)} MB`,
    languageName: (tag: string) => languageNameIn(languages, tag),
  };
}

export type StoreCopy = ReturnType<typeof useStoreCopy>;
