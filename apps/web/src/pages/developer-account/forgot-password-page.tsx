/** /developers/forgot-password: ask for a link to choose a new developer console password. */
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { developerAccountCopy } from '../../content/console.ts';
import { ForgotPasswordForm } from '../../components/account/forgot-password-form.tsx';
import { AccountShell } from '../../features/console/account/account-shell.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { useContent } from '../../i18n/catalogue.tsx';

/** Also the Chinese edition's /zh/developers/forgot-password (the catalogue's words there). */
export default function DeveloperForgotPasswordPage() {
  const copy = useContent('developerAccountCopy', developerAccountCopy).forgot;
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
      <ForgotPasswordForm
        endpoint="/api/developers/forgot-password"
        copy={copy}
        placeholder={copy.emailPlaceholder}
      />
    </AccountShell>
  );
}
