/** /developers/forgot-password: ask for a link to choose a new developer console password. */
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { developerAccountCopy } from '../../content/console.ts';
import { AccountShell } from '../../features/console/account/account-shell.tsx';
import { DeveloperForgotPasswordForm } from '../../features/console/account/forgot-password-form.tsx';
import { usePageHead } from '../../lib/head.tsx';

const copy = developerAccountCopy.forgot;

export default function DeveloperForgotPasswordPage() {
  usePageHead({ ...copy.meta, noindex: true });
  return (
    <AccountShell
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
      <DeveloperForgotPasswordForm />
    </AccountShell>
  );
}
