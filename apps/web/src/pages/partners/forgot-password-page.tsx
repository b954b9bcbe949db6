/** /partners/forgot-password: ask for a link to choose a new portal password. */
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { forgotPasswordPage as copy } from '../../content/partner-access.ts';
import { AuthShell } from '../../features/partners/auth-shell.tsx';
import { ForgotPasswordForm } from '../../components/account/forgot-password-form.tsx';
import { usePageHead } from '../../lib/head.tsx';

export default function ForgotPasswordPage() {
  usePageHead({ ...copy.meta, noindex: true });
  return (
    <AuthShell
      heading={copy.heading}
      intro={copy.intro}
      footer={
        <SmartLink
          href={copy.backLink.href}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {copy.backLink.label}
        </SmartLink>
      }
    >
      <ForgotPasswordForm
        endpoint="/api/partners/forgot-password"
        copy={copy}
        placeholder="you@company.com"
      />
    </AuthShell>
  );
}
