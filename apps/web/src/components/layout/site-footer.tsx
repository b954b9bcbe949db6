import type { ReactNode } from 'react';
import { chromeLabels as chromeLabelsEn, footer as footerEn } from '../../content/nav.ts';
import { SmartLink } from '../ui/smart-link.tsx';
import { Logo } from './site-header.tsx';
import { useContent } from '../../i18n/catalogue.tsx';

const linkClass = 'text-sm text-slate-300 hover:text-white';

export function SiteFooter({
  copyright = true,
  cookieSettings,
}: {
  copyright?: boolean;
  /** The "Cookie settings" control (the consent feature's), given the footer's link style. */
  cookieSettings: (className: string) => ReactNode;
}) {
  const footer = useContent('footer', footerEn);
  const chromeLabels = useContent('chromeLabels', chromeLabelsEn);
  return (
    <footer className="bg-ink-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div className="grid content-start gap-3">
          <Logo />
          <p className="max-w-xs text-sm text-slate-400">{footer.tagline}</p>
          <p className="text-sm">
            {footer.salesContact.text}:{' '}
            <a
              href={footer.salesContact.href}
              className="font-medium text-white underline underline-offset-2"
            >
              {footer.salesContact.label}
            </a>
          </p>
        </div>
        <nav aria-label={chromeLabels.policiesNav} className="grid content-start gap-2">
          <h2 className="text-sm font-semibold text-white">{chromeLabels.policiesHeading}</h2>
          <ul className="grid gap-2">
            {footer.policyLinks.map((l) => (
              <li key={l.href}>
                <SmartLink href={l.href} className={linkClass}>
                  {l.label}
                </SmartLink>
              </li>
            ))}
            <li>
              <a href={footer.doNotSell.href} className={linkClass}>
                {footer.doNotSell.label}
              </a>
            </li>
            <li>{cookieSettings(`${linkClass} cursor-pointer text-left`)}</li>
          </ul>
        </nav>
        <nav aria-label={chromeLabels.socialNav} className="grid content-start gap-2">
          <h2 className="text-sm font-semibold text-white">{chromeLabels.socialHeading}</h2>
          <ul className="grid gap-2">
            {footer.social.map((l) => (
              <li key={l.href}>
                <SmartLink href={l.href} className={linkClass}>
                  {l.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {copyright && (
        <div className="border-t border-white/10">
          <p
            className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8"
            suppressHydrationWarning
          >
            {footer.copyright(new Date().getFullYear())}
          </p>
        </div>
      )}
    </footer>
  );
}
