/** /partners/set-password?token=...: the page behind the partner invitation and reset links. */
import { setPasswordPage as copy } from '../../content/partner-access.ts';
import { partnerLoginPage } from '../../content/partner-portal.ts';
import { SetPasswordPageBody, type LinkInfo } from '../../components/account/set-password-page.tsx';
import { PARTNER_PORTAL_PATH } from '../../features/partners/api.ts';
import { AuthShell } from '../../features/partners/auth-shell.tsx';
import { usePageHead } from '../../lib/head.tsx';

export default function SetPasswordPage() {
  usePageHead({ ...copy.meta, noindex: true });
  return (
    <SetPasswordPageBody<LinkInfo & { companyName: string }>
      Shell={AuthShell}
      copy={copy}
      checkEndpoint="/api/partners/set-password/check"
      setEndpoint="/api/partners/set-password"
      signInPath={PARTNER_PORTAL_PATH}
      pendingHeading={partnerLoginPage.heading}
      intro={(link) =>
        link.kind === 'invitation'
          ? {
              heading: copy.invitationHeading,
              text: `Your partner account for ${link.companyName} is ready. Choose the password you will sign in with.`,
            }
          : {
              heading: copy.resetHeading,
              text: `Choose a new password for your partner account at ${link.companyName}.`,
            }
      }
    />
  );
}
