/**
 * The second step of a sign-in (components/account/second-factor/code-step-form.tsx), for staff, partners
 * and developers: its words here, so the Chinese developer sign-in says them in Chinese.
 */
import { secondFactorMessages } from '@app/contracts/forms/second-factor';

export const codeStepCopy = {
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
  codeRequired: secondFactorMessages.codeRequired,
  recoveryCodeRequired: secondFactorMessages.recoveryCodeRequired,
  challengeExpired: secondFactorMessages.challengeExpired,
  failed: 'Something went wrong. Please try again.',
  unreachable: 'We could not reach the server. Check your connection and try again.',
};
