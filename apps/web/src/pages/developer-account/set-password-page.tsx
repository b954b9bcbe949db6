/** /developers/set-password?token=...: the page behind the developer invitation and reset links. */
import { developerAccountCopy } from '../../content/console.ts';
import { SetPasswordPageBody, type LinkInfo } from '../../components/account/set-password-page.tsx';
import { SIGN_IN_PATH } from '../../features/console/api.ts';
import { AccountShell } from '../../features/console/account/account-shell.tsx';
import { usePageHead } from '../../lib/head.tsx';

const copy = developerAccountCopy.setPassword;

export default function DeveloperSetPasswordPage() {
  usePageHead({ ...copy.meta, noindex: true });
  return (
    <SetPasswordPageBody<LinkInfo & { fullName: string }>
      Shell={AccountShell}
      copy={copy}
      checkEndpoint="/api/developers/set-password/check"
      setEndpoint="/api/developers/set-password"
      signInPath={SIGN_IN_PATH}
      pendingHeading={copy.resetHeading}
      intro={(link) =>
        link.kind === 'invitation'
          ? {
              heading: copy.invitationHeading,
              text: `Welcome to the developer program, ${link.fullName}. Choose the password you will sign in with.`,
            }
          : { heading: copy.resetHeading, text: `Choose a new password for your developer console account.` }
      }
    />
  );
}
