/**
 * The portal sign-in (doc 2 §2.2, §5, §8): the shared sign-in form with the partner endpoint, copy and
 * toasts; on success the partner goes to the dashboard.
 */
import { toasts } from '@app/contracts/messages';
import { partnerLoginExtras } from '../../content/partner-access.ts';
import { partnerLoginPage } from '../../content/partner-portal.ts';
import { SignInForm } from '../../components/account/sign-in-form.tsx';
import { PARTNER_DASHBOARD_PATH, PARTNER_ME_KEY } from './api.ts';

const copy = {
  ariaLabel: 'Partner sign in',
  emailLabel: partnerLoginPage.emailLabel,
  emailPlaceholder: 'you@company.com',
  passwordLabel: partnerLoginPage.passwordLabel,
  submitLabel: partnerLoginPage.submitLabel,
  submittingLabel: partnerLoginPage.submittingLabel,
  forgot: partnerLoginExtras.forgotLink,
  failedToast: toasts.partnerLoginFailed,
  errorToast: toasts.partnerLoginError,
};

export function PartnerLoginForm() {
  return (
    <SignInForm
      endpoint="/api/partners/login"
      accountKey="partner"
      meKey={PARTNER_ME_KEY}
      homePath={PARTNER_DASHBOARD_PATH}
      copy={copy}
    />
  );
}
