/**
 * The frame of the signed-out portal pages (login, forgot password, set password): a brand panel beside
 * the form on wide screens, the form alone on small ones; a way back to the homepage and the partner
 * support mailbox on every page (no site header or footer in the portal).
 */
import type { ReactNode } from 'react';
import { Logo } from '../../components/layout/site-header.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { partnerLoginPage } from '../../content/partner-portal.ts';
import { brand } from '../../site.ts';

const highlights = [
  'Agreement templates to download',
  'Shipping, packaging and customs data',
  'Press kit and marketing materials',
  'Direct line to partner success',
];

export function AuthShell({
  heading,
  intro,
  children,
  footer,
}: {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Extra lines under the card (e.g. a link back to sign-in). */
  footer?: ReactNode;
}) {
  const { backLink, support } = partnerLoginPage;
  return (
    <div className="grid min-h-screen lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="relative hidden overflow-hidden bg-ink-900 px-12 py-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(99,102,241,0.35),transparent_55%),radial-gradient(circle_at_80%_90%,rgba(45,212,191,0.25),transparent_50%)]"
        />
        <div className="relative">
          <Logo />
        </div>
        <div className="relative max-w-md">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">Partner Portal</p>
          <p className="mt-3 text-3xl font-bold tracking-tight">
            Everything you need to sell {brand.name} glasses, in one place.
          </p>
          <ul className="mt-8 grid gap-3 text-slate-200">
            {highlights.map((item) => (
              <li key={item} className="flex items-center gap-3">
                <Icon name="check" className="h-5 w-5 shrink-0 text-accent-300" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-slate-300">
          © {new Date().getFullYear()} {brand.name}
        </p>
      </div>

      <div className="flex flex-col px-4 py-8 sm:px-8 lg:px-16 lg:py-12">
        <div className="flex items-center justify-between gap-4">
          <div className="lg:hidden">
            <Logo invert={false} />
          </div>
          <SmartLink
            href={backLink.href}
            className="ml-auto inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          >
            <Icon name="arrowRight" className="h-4 w-4 rotate-180" />
            {backLink.label}
          </SmartLink>
        </div>

        <div className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-md">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
            {intro && <div className="mt-2 text-slate-600">{intro}</div>}
            <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              {children}
            </div>
            {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
          </div>
        </div>

        <p className="text-center text-sm text-slate-600">
          {support.text}{' '}
          <a href={support.href} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {support.label}
          </a>
        </p>
      </div>
    </div>
  );
}
