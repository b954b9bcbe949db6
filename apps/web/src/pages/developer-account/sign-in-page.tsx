/** /developers/sign-in: the developer console sign-in. A developer already signed in goes to the console. */
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Icon } from '../../components/ui/icon.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { developerAccountCopy } from '../../content/console.ts';
import { AccountShell } from '../../features/console/account/account-shell.tsx';
import { PASSWORD_SET_QUERY } from '../../features/console/account/set-password-form.tsx';
import { DeveloperSignInForm } from '../../features/console/account/sign-in-form.tsx';
import { CONSOLE_PATH, useDeveloperSession } from '../../features/console/api.ts';
import { usePageHead } from '../../lib/head.tsx';

const copy = developerAccountCopy.signIn;
const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

export default function DeveloperSignInPage() {
  usePageHead({ ...copy.meta, noindex: true });
  const passwordSet = new URLSearchParams(useSearch()).has(PASSWORD_SET_QUERY.split('=')[0] as string);
  const session = useDeveloperSession();
  const [, navigate] = useLocation();
  const signedIn = Boolean(session.data);
  useEffect(() => {
    if (signedIn) navigate(CONSOLE_PATH, { replace: true });
  }, [signedIn, navigate]);

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
      <DeveloperSignInForm />
    </AccountShell>
  );
}
