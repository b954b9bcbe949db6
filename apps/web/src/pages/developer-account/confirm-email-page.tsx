/**
 * /developers/confirm-email?token=...: the page behind the link mailed to a developer's new sign-in
 * address. Confirming is a button, not a request on load, so a mail scanner that opens the link changes
 * nothing.
 */
import { apiErrorCodes } from '@app/contracts/api/common';
import { useSearch } from 'wouter';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { developerAccountCopy } from '../../content/console.ts';
import { AccountShell } from '../../features/console/account/account-shell.tsx';
import { useConfirmEmail } from '../../features/console/api.ts';
import { usePageHead } from '../../lib/head.tsx';
import { hasErrorCode, serverMessage } from '../../lib/api.ts';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';

/** Also the Chinese edition's /zh/developers/confirm-email, where a zh account's mailed link leads. */
export default function DeveloperConfirmEmailPage() {
  const copy = useContent('developerAccountCopy', developerAccountCopy).confirmEmail;
  const locale = useLocale();
  usePageHead({ ...copy.meta, noindex: true });
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const confirmation = useConfirmEmail();
  const { error } = confirmation;
  // An unusable link (not_found), or an address taken meanwhile (validation_failed: its message says so).
  const invalid = token === '' || hasErrorCode(error, apiErrorCodes.notFound);
  // The Chinese page says the one refusal this link can get in its own words (the server's are English).
  const refused = hasErrorCode(error, apiErrorCodes.validationFailed)
    ? locale === 'en'
      ? serverMessage(error)
      : copy.takenText
    : undefined;
  const confirm = () =>
    confirmation.mutate(token, {
      onError: (failure) => {
        if (!hasErrorCode(failure, apiErrorCodes.notFound, apiErrorCodes.validationFailed)) {
          toast({ title: copy.errorTitle, description: copy.errorText, variant: 'destructive' });
        }
      },
    });

  if (invalid || refused) {
    return (
      <AccountShell heading={copy.invalidHeading}>
        <div className="grid gap-4">
          <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-yellow-100 text-yellow-800">
            <Icon name="alert" className="h-5 w-5" />
          </span>
          <p className="text-sm text-slate-700" role="alert">
            {refused ?? copy.invalidText}
          </p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={copy.consoleLink.href}>{copy.consoleLink.label}</ButtonLink>
          </div>
        </div>
      </AccountShell>
    );
  }

  if (confirmation.data) {
    return (
      <AccountShell heading={copy.doneHeading}>
        <div className="grid gap-4">
          <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-green-100 text-green-800">
            <Icon name="check" className="h-5 w-5" />
          </span>
          <p className="text-sm text-slate-700" role="status">
            {locale === 'en' ? confirmation.data.message : copy.doneText}
          </p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={copy.consoleLink.href}>{copy.consoleLink.label}</ButtonLink>
            <ButtonLink href={copy.signInLink.href} variant="outline">
              {copy.signInLink.label}
            </ButtonLink>
          </div>
        </div>
      </AccountShell>
    );
  }

  return (
    <AccountShell heading={copy.heading} intro={copy.intro}>
      <Button type="button" disabled={confirmation.isPending} onClick={confirm}>
        {confirmation.isPending ? copy.submittingLabel : copy.submitLabel}
      </Button>
    </AccountShell>
  );
}
