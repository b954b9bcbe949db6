import { brand, site } from '../../site.ts';
import { SmartLink } from '../ui/smart-link.tsx';
import { Logo } from './site-header.tsx';
import { doNotSellHref, policyLinks, socialLinks } from './nav-data.ts';

const linkClass = 'text-sm text-slate-300 hover:text-white';

export function SiteFooter() {
  return (
    <footer className="bg-ink-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div className="grid content-start gap-3">
          <Logo />
          <p className="max-w-xs text-sm text-slate-400">
            Augmented-reality and AI smart glasses for enterprises, partners and developers.
          </p>
          <p className="text-sm">
            Sales:{' '}
            <a
              href={`mailto:${site.salesEmail}`}
              className="font-medium text-white underline underline-offset-2"
            >
              {site.salesEmail}
            </a>
          </p>
        </div>
        <nav aria-label="Policies" className="grid content-start gap-2">
          <h2 className="text-sm font-semibold text-white">Policies</h2>
          <ul className="grid gap-2">
            {policyLinks.map((l) => (
              <li key={l.href}>
                <SmartLink href={l.href} className={linkClass}>
                  {l.label}
                </SmartLink>
              </li>
            ))}
            <li>
              <a href={doNotSellHref} className={linkClass}>
                Do Not Sell My Personal Information
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Social" className="grid content-start gap-2">
          <h2 className="text-sm font-semibold text-white">Follow us</h2>
          <ul className="grid gap-2">
            {socialLinks.map((l) => (
              <li key={l.href}>
                <SmartLink href={l.href} className={linkClass}>
                  {l.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {brand.name}. All rights
          reserved.
        </p>
      </div>
    </footer>
  );
}
