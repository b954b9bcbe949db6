/**
 * The page behind the invitation and reset links. The link is checked first, so an expired or used one is
 * explained before anyone types a password. Shared by the partner portal and the developer console,
 * which differ only in endpoints, page shell, sign-in page and copy.
 */
import type { LinkDescriptionJson } from '@app/contracts/api/accounts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { ButtonLink } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import type { Link } from '../../content/types.ts';
import { SetPasswordForm, type SetPasswordFormCopy } from './set-password-form.tsx';
import { apiRequest, HttpError } from '../../lib/api.ts';

/** POST …/set-password/check: the JSON of the link contract. */
export type LinkInfo = LinkDescriptionJson;

export interface SetPasswordPageCopy extends SetPasswordFormCopy {
  checking: string;
  invitationHeading: string;
  invalidHeading: string;
  invalidText: string;
  requestNewLink: Link;
  signInLink: Link;
  /** The button that checks the link again after a failure (default 'Try again'). */
  retry?: string;
}

type Shell = (props: { heading: string; intro?: ReactNode; children: ReactNode }) => ReactNode;

/** null: the link cannot be used (unknown, expired, used, or the account no longer qualifies). */
async function checkLink<T extends LinkInfo>(endpoint: string, token: string): Promise<T | null> {
  try {
    const res = await apiRequest('POST', endpoint, { token });
    return (await res.json()) as T;
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

function InvalidLink({ copy }: { copy: SetPasswordPageCopy }) {
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

export function SetPasswordPageBody<T extends LinkInfo>({
  Shell,
  copy,
  checkEndpoint,
  setEndpoint,
  signInPath,
  pendingHeading,
  intro,
}: {
  Shell: Shell;
  copy: SetPasswordPageCopy;
  checkEndpoint: string;
  setEndpoint: string;
  signInPath: string;
  /** Heading while the link is checked or could not be checked. */
  pendingHeading: string;
  /** Heading and intro once the link is known to be usable. */
  intro: (link: T) => { heading: string; text: string };
}) {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [usedUp, setUsedUp] = useState(false);
  const link = useQuery({
    queryKey: [checkEndpoint, token],
    queryFn: () => checkLink<T>(checkEndpoint, token),
    enabled: token !== '',
    staleTime: 0,
    gcTime: 0,
  });

  if (token === '' || usedUp || link.data === null) {
    return (
      <Shell heading={copy.invalidHeading}>
        <InvalidLink copy={copy} />
      </Shell>
    );
  }
  if (link.isError) {
    return (
      <Shell heading={pendingHeading}>
        <p className="text-sm text-slate-700">{copy.errorText}</p>
        <button
          type="button"
          onClick={() => void link.refetch()}
          className="mt-4 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {copy.retry ?? 'Try again'}
        </button>
      </Shell>
    );
  }
  if (!link.data) {
    return (
      <Shell heading={pendingHeading}>
        <p role="status" className="flex items-center gap-3 text-sm text-slate-600">
          <span
            aria-hidden="true"
            className="h-5 w-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600"
          />
          {copy.checking}
        </p>
      </Shell>
    );
  }
  const { heading, text } = intro(link.data);
  return (
    <Shell heading={heading} intro={text}>
      <SetPasswordForm
        endpoint={setEndpoint}
        signInPath={signInPath}
        copy={copy}
        token={token}
        email={link.data.email}
        onLinkInvalid={() => setUsedUp(true)}
      />
    </Shell>
  );
}
