/**
 * The frame of the signed-in portal pages: a slim header (logo, portal name, company, Security, Logout) and a
 * content column. `back` adds the "Back to Dashboard" button the sub-pages carry.
 */
import type { ReactNode } from 'react';
import { Logo } from '../../components/layout/site-header.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Container } from '../../components/ui/layout.tsx';
import { partnerDashboard } from '../../content/partner-portal.ts';
import { shippingPage } from '../../content/shipping.ts';
import { PARTNER_SECURITY_PATH, useLogout, type PartnerProfile } from './api.ts';

export function PortalShell({
  partner,
  back = false,
  children,
}: {
  partner: PartnerProfile;
  back?: boolean;
  children: ReactNode;
}) {
  const logout = useLogout();
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <Container className="flex h-16 items-center justify-between gap-4">
          <div className="flex min-w-0 items-center gap-3">
            <Logo invert={false} />
            <span aria-hidden="true" className="hidden h-6 w-px bg-slate-200 sm:block" />
            <span className="hidden text-sm font-semibold text-slate-700 sm:block">Partner Portal</span>
          </div>
          <div className="flex min-w-0 items-center gap-3">
            <p className="hidden min-w-0 truncate text-sm text-slate-600 md:block">
              <span className="sr-only">Signed in as </span>
              {partner.companyName}
            </p>
            <ButtonLink href={PARTNER_SECURITY_PATH} variant="ghost" size="sm">
              <Icon name="lock" className="h-4 w-4" />
              Security
            </ButtonLink>
            <Button variant="outline" size="sm" disabled={logout.isPending} onClick={() => logout.mutate()}>
              <Icon name="logout" className="h-4 w-4" />
              {partnerDashboard.logoutLabel}
            </Button>
          </div>
        </Container>
      </header>
      <Container className="py-8 sm:py-12">
        {back && (
          <ButtonLink href={shippingPage.backLink.href} variant="ghost" size="sm" className="-ml-3 mb-6">
            <Icon name="arrowRight" className="h-4 w-4 rotate-180" />
            {shippingPage.backLink.label}
          </ButtonLink>
        )}
        {children}
      </Container>
    </div>
  );
}

/** Page title block of a portal page. */
export function PortalHeading({
  eyebrow,
  title,
  intro,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
}) {
  return (
    <div className="max-w-3xl">
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {intro && <p className="mt-3 text-lg text-slate-600">{intro}</p>}
    </div>
  );
}
