/**
 * The staff screens decide what a refusal means by its `code`, never by its words: a reworded message
 * changes nothing, and a message that reads like another refusal is not taken for it.
 */
import { toasts } from '@app/contracts/messages';
import { secondFactorMessages } from '@app/contracts/forms/second-factor';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeStepForm } from '../../components/account/second-factor/code-step-form.tsx';
import { HttpError } from '../../lib/api.ts';
import { json, mockFetch, renderWithProviders, resetToasts } from '../../testing/test-utils.tsx';
import { adminPasswordError } from './admin-password.tsx';
import { endedSession } from './session.ts';

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

const refusal = (status: number, body: object) => new HttpError(status, JSON.stringify(body), '');

describe('staff refusals, told apart by code', () => {
  it('a wrong admin password is the code wrong_password, whatever the words', () => {
    expect(
      adminPasswordError(refusal(403, { message: 'Reworded: not your password', code: 'wrong_password' })),
    ).toBe(toasts.incorrectPassword.title);
    // The spec's words without the code are another refusal (no access), not a wrong password.
    expect(
      adminPasswordError(refusal(403, { message: toasts.incorrectPassword.title, code: 'no_access' })),
    ).toBeNull();
    expect(adminPasswordError(refusal(429, { message: 'Slow down', code: 'rate_limited' }))).toBe(
      'Slow down',
    );
  });

  it('an ended session is a code, not a status or a sentence', () => {
    expect(endedSession(refusal(401, { message: 'anything', code: 'session_expired' }))).toBe(true);
    expect(endedSession(refusal(401, { message: 'anything', code: 'reauth_locked' }))).toBe(true);
    expect(endedSession(refusal(403, { message: 'Reworded', code: 'no_access' }))).toBe(true);
    expect(
      endedSession(refusal(403, { message: 'You do not have access to this page.', code: 'forbidden' })),
    ).toBe(false);
    expect(endedSession(refusal(403, { message: 'x', code: 'second_factor_setup_required' }))).toBe(false);
  });

  it('the code step restarts on challenge_expired, and not on the same words with another code', async () => {
    const onRestart = vi.fn();
    let answer = { message: 'Reworded: start again', code: 'challenge_expired' };
    mockFetch({ '/api/admin/login/second-factor': () => json(401, answer) });
    renderWithProviders(
      <CodeStepForm
        endpoint="/api/admin/login/second-factor"
        challenge="c"
        onSignedIn={() => {}}
        onRestart={onRestart}
        idPrefix="t"
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onRestart).toHaveBeenCalledWith(secondFactorMessages.challengeExpired));

    answer = { message: secondFactorMessages.challengeExpired, code: 'wrong_code' };
    await user.type(screen.getByLabelText(/Authentication code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(secondFactorMessages.challengeExpired);
    expect(onRestart).toHaveBeenCalledTimes(1);
  });
});
