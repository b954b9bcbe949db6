/**
 * Two-factor authentication (components/account/second-factor), for staff, partners and developers: the
 * code step of a sign-in and the settings (turn on, recovery codes, turn off). Its words here, so the
 * Chinese developer pages (sign-in, the console's profile) say them in Chinese.
 */
import { secondFactorMessages } from '@app/contracts/forms/second-factor';

export const secondFactorCopy = {
  codeStep: {
    formLabel: 'Two-factor verification',
    codeIntro: 'Open your authenticator app and enter the 6-digit code for this account.',
    recoveryIntro:
      'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.',
    codeLabel: 'Authentication code',
    recoveryLabel: 'Recovery code',
    verify: 'Verify',
    verifying: 'Verifying...',
    useRecoveryCode: 'Use a recovery code',
    useAuthenticator: 'Use your authenticator app',
    backToSignIn: 'Back to sign in',
    recoveryCodeRequired: secondFactorMessages.recoveryCodeRequired,
    challengeExpired: secondFactorMessages.challengeExpired,
  },
  settings: {
    heading: 'Two-factor authentication',
    on: 'On',
    off: 'Off',
    loading: 'Loading…',
    required: 'Your account requires two-factor authentication. Set it up to continue.',
    enabledText: (left: number) =>
      `Signing in asks for a code from your authenticator app after your password. Recovery codes left: ${left}.`,
    disabledText:
      'Add a second step to signing in: after your password, a 6-digit code from an authenticator app on your phone.',
    newRecoveryCodes: 'New recovery codes',
    turnOff: 'Turn off',
    setUp: 'Set up two-factor authentication',
    confirmTurnOff: 'Turn off two-factor authentication',
    confirmNewCodes: 'Create new recovery codes',
  },
  enrol: {
    qrAlt: 'QR code for setting up two-factor authentication in an authenticator app',
    scan: 'Scan the QR code with an authenticator app (such as Google Authenticator, 1Password or Authy).',
    enterCode: 'Enter the 6-digit code the app shows to finish.',
    cantScan: 'Can’t scan? Enter this key instead:',
    codeLabel: 'Code from the app',
    checking: 'Checking...',
    turnOn: 'Turn on',
  },
  recoveryCodes: {
    heading: 'Save your recovery codes',
    text: 'If you lose your phone, each of these codes signs you in once instead of a code from the app. They are shown only now: keep them somewhere safe.',
    listLabel: 'Recovery codes',
    copy: 'Copy codes',
    copied: 'Recovery codes copied.',
    copyUnavailable: 'Copying is not available here; select the codes and copy them by hand.',
    download: 'Download codes',
    done: 'I have saved my codes',
  },
  reconfirm: {
    codeLabel: 'Code from your authenticator app',
    passwordLabel: 'Your password',
    useCode: 'Use an authenticator code instead',
    usePassword: 'Use your password instead',
  },
  codeRequired: secondFactorMessages.codeRequired,
  cancel: 'Cancel',
  failed: 'Something went wrong. Please try again.',
  unreachable: 'We could not reach the server. Check your connection and try again.',
};
