/**
 * /developers/sign-in (and the Chinese edition's /zh/developers/sign-in): the developer console sign-in. A
 * developer already signed in goes to the console (the Chinese console where it exists).
 */
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Icon } from '../../components/ui/icon.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { developerAccountCopy } from '../../content/console.ts';
import { AccountShell } from '../../features/console/account/account-shell.tsx';
import { passwordSetParam } from '../../components/account/set-password-form.tsx';
import { SignInForm } from '../../components/account/sign-in-form.tsx';
import { CONSOLE_PATH, DEVELOPER_ME_KEY, useDeveloperSession } from '../../features/console/api.ts';
import { usePageHead } from '../../lib/head.tsx';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import { pathIn } from '../../i18n/locales.ts';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

export default function DeveloperSignInPage() {
  const copy = useContent('developerAccountCopy', developerAccountCopy).signIn;
  const formCopy = {
    ariaLabel: copy.ariaLabel,
    emailLabel: copy.emailLabel,
    emailPlaceholder: copy.emailPlaceholder,
    passwordLabel: copy.passwordLabel,
    submitLabel: copy.submitLabel,
    submittingLabel: copy.submittingLabel,
    forgot: copy.forgot,
    failedToast: { title: copy.failedTitle, description: copy.failedText },
    errorToast: { title: copy.errorTitle, description: copy.errorText },
  };
  // The console in the page's language where it exists (a Chinese console may come later), else English.
  const consolePath = pathIn(useLocale(), CONSOLE_PATH) ?? CONSOLE_PATH;
  usePageHead({ ...copy.meta, noindex: true });
  const passwordSet = new URLSearchParams(useSearch()).has(passwordSetParam.name);
  const session = useDeveloperSession();
  const [, navigate] = useLocation();
  const signedIn = Boolean(session.data);
  useEffect(() => {
    if (signedIn) navigate(consolePath, { replace: true });
  }, [signedIn, navigate, consolePath]);

  return (
    <AccountShell
      heading={copy.heading}
      intro={copy.intro}
      footer={
        <div className="grid gap-2">
          <p>
            {copy.applyPrompt}{' '}
            <SmartLink href={copy.apply.href} className={linkClass}>
              {copy.apply.label}
            </SmartLink>
          </p>
          <p>
            <SmartLink href={copy.demo.href} className={linkClass}>
              {copy.demo.label}
            </SmartLink>
          </p>
        </div>
      }
    >
      {passwordSet && (
        <p
          role="status"
          className="mb-6 flex gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900"
        >
          <Icon name="circle-check" className="mt-0.5 h-4 w-4 shrink-0" />
          {copy.passwordSetNotice}
        </p>
      )}
      <SignInForm
        endpoint="/api/developers/login"
        accountKey="developer"
        meKey={DEVELOPER_ME_KEY}
        homePath={consolePath}
        copy={formCopy}
      />
    </AccountShell>
  );
}
