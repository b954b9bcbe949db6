/** /partners/portal: the partner sign-in (BareLayout, no site chrome). */
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Icon } from '../../components/ui/icon.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { partnerLoginExtras } from '../../content/partner-access.ts';
import { partnerLoginPage } from '../../content/partner-portal.ts';
import { passwordSetParam } from '../../components/account/set-password-form.tsx';
import { PARTNER_DASHBOARD_PATH, usePartnerSession } from '../../features/partners/api.ts';
import { AuthShell } from '../../features/partners/auth-shell.tsx';
import { PartnerLoginForm } from '../../features/partners/partner-login-form.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { brand } from '../../site.ts';

export default function PartnerPortalPage() {
  usePageHead({
    title: 'Partner Portal login',
    description: `Sign in to the ${brand.name} partner portal for documents, shipping information and the press kit.`,
    noindex: true,
  });
  const search = useSearch();
  const passwordSet = new URLSearchParams(search).get(passwordSetParam.name) === passwordSetParam.value;
  // A partner who is already signed in goes straight to the dashboard.
  const session = usePartnerSession();
  const [, navigate] = useLocation();
  const signedIn = Boolean(session.data);
  useEffect(() => {
    if (signedIn) navigate(PARTNER_DASHBOARD_PATH, { replace: true });
  }, [signedIn, navigate]);

  return (
    <AuthShell
      heading={partnerLoginPage.heading}
      intro={partnerLoginPage.intro}
      footer={
        <>
          {partnerLoginExtras.applyPrompt}{' '}
          <SmartLink
            href={partnerLoginExtras.applyLink.href}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {partnerLoginExtras.applyLink.label}
          </SmartLink>
        </>
      }
    >
      {passwordSet && (
        <p
          role="status"
          className="mb-6 flex gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900"
        >
          <Icon name="circle-check" className="mt-0.5 h-4 w-4 shrink-0" />
          {partnerLoginExtras.passwordSetNotice}
        </p>
      )}
      <PartnerLoginForm />
    </AuthShell>
  );
}
