/**
 * /developers/set-password?token=...: the page behind the invitation and reset links. The link is checked
 * first, so an expired or used one is explained before anyone types a password.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { developerAccountCopy } from '../../content/console.ts';
import { AccountShell } from '../../features/console/account/account-shell.tsx';
import { DeveloperSetPasswordForm } from '../../features/console/account/set-password-form.tsx';
import { apiRequest, HttpError } from '../../lib/api.ts';
import { usePageHead } from '../../lib/head.tsx';

const copy = developerAccountCopy.setPassword;

interface LinkInfo {
  kind: 'invitation' | 'reset';
  email: string;
  fullName: string;
}

/** null: the link cannot be used (unknown, expired, used, or the account no longer qualifies). */
async function checkLink(token: string): Promise<LinkInfo | null> {
  try {
    const res = await apiRequest('POST', '/api/developers/set-password/check', { token });
    return (await res.json()) as LinkInfo;
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

function InvalidLink() {
  return (
    <div className="grid gap-4">
      <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-yellow-100 text-yellow-800">
        <Icon name="alert" className="h-5 w-5" />
      </span>
      <p className="text-sm text-slate-700">{copy.invalidText}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href={copy.requestNewLink.href}>{copy.requestNewLink.label}</ButtonLink>
        <ButtonLink href={copy.signInLink.href} variant="outline">
          {copy.signInLink.label}
        </ButtonLink>
      </div>
    </div>
  );
}

export default function DeveloperSetPasswordPage() {
  usePageHead({ ...copy.meta, noindex: true });
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [usedUp, setUsedUp] = useState(false);
  const link = useQuery({
    queryKey: ['/api/developers/set-password/check', token],
    queryFn: () => checkLink(token),
    enabled: token !== '',
    staleTime: 0,
    gcTime: 0,
  });

  if (token === '' || usedUp || link.data === null) {
    return (
      <AccountShell heading={copy.invalidHeading}>
        <InvalidLink />
      </AccountShell>
    );
  }
  if (link.isError) {
    return (
      <AccountShell heading={copy.resetHeading}>
        <p className="text-sm text-slate-700">{copy.errorText}</p>
        <button
          type="button"
          onClick={() => void link.refetch()}
          className="mt-4 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Try again
        </button>
      </AccountShell>
    );
  }
  if (!link.data) {
    return (
      <AccountShell heading={copy.resetHeading}>
        <p role="status" className="flex items-center gap-3 text-sm text-slate-600">
          <span
            aria-hidden="true"
            className="h-5 w-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600"
          />
          {copy.checking}
        </p>
      </AccountShell>
    );
  }
  const invitation = link.data.kind === 'invitation';
  return (
    <AccountShell
      heading={invitation ? copy.invitationHeading : copy.resetHeading}
      intro={
        invitation
          ? `Welcome to the developer program, ${link.data.fullName}. Choose the password you will sign in with.`
          : `Choose a new password for your developer console account.`
      }
    >
      <DeveloperSetPasswordForm token={token} email={link.data.email} onLinkInvalid={() => setUsedUp(true)} />
    </AccountShell>
  );
}
