/** /developers/set-password?token=...: the page behind the developer invitation and reset links. */
import { developerAccountCopy } from '../../content/console.ts';
import { SetPasswordPageBody, type LinkInfo } from '../../components/account/set-password-page.tsx';
import { SIGN_IN_PATH } from '../../features/console/api.ts';
import { AccountShell } from '../../features/console/account/account-shell.tsx';
import { usePageHead } from '../../lib/head.tsx';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import { pathIn } from '../../i18n/locales.ts';

/** Also the Chinese edition's /zh/developers/set-password, where a zh account's mailed links lead. */
export default function DeveloperSetPasswordPage() {
  const copy = useContent('developerAccountCopy', developerAccountCopy).setPassword;
  const signInPath = pathIn(useLocale(), SIGN_IN_PATH) ?? SIGN_IN_PATH;
  usePageHead({ ...copy.meta, noindex: true });
  return (
    <SetPasswordPageBody<LinkInfo & { fullName: string }>
      Shell={AccountShell}
      copy={copy}
      checkEndpoint="/api/developers/set-password/check"
      setEndpoint="/api/developers/set-password"
      signInPath={signInPath}
      pendingHeading={copy.resetHeading}
      intro={(link) =>
        link.kind === 'invitation'
          ? { heading: copy.invitationHeading, text: copy.invitationText(link.fullName) }
          : { heading: copy.resetHeading, text: copy.resetText }
      }
    />
  );
}
