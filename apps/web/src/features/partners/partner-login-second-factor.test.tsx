/** The code step of the shared sign-in form (partner portal shown; the console uses the same form). */
import { secondFactorMessages as m } from '@app/contracts/forms/second-factor';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { json, mockFetch, renderWithProviders, resetToasts, sentBodies } from '../../testing/test-utils.tsx';
import { PartnerLoginForm } from './partner-login-form.tsx';

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

const partner = { id: 7, companyName: 'Acme AR', fullName: 'Pat Lee', email: 'pat@acme.example' };
const pending = () => json(200, { secondFactorRequired: true, challenge: 'challenge-token' });

async function passwordStep() {
  const location = memoryLocation({ path: '/partners/portal', record: true });
  const user = userEvent.setup();
  renderWithProviders(
    <Router hook={location.hook}>
      <PartnerLoginForm />
    </Router>,
  );
  await user.type(screen.getByLabelText(/Email/), 'pat@acme.example');
  await user.type(screen.getByLabelText(/^Password/), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return { user, location };
}

describe('two-factor code step', () => {
  it('asks for the app code (one-time-code, numeric), shows a refusal, then signs in', async () => {
    let attempt = 0;
    const fetch = mockFetch({
      '/api/partners/login': pending,
      '/api/partners/login/second-factor': () =>
        (attempt += 1) === 1
          ? json(401, { message: m.invalidCode, code: 'wrong_code' })
          : json(200, { partner }),
    });
    const { user, location } = await passwordStep();
    const code = await screen.findByLabelText(/Authentication code/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await waitFor(() => expect(document.activeElement).toBe(code));

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.codeRequired);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.invalidCode);
    expect(location.history.at(-1)).toBe('/partners/portal');

    await user.type(screen.getByLabelText(/Authentication code/), '222222');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/partners/dashboard'));
    expect(sentBodies(fetch, '/api/partners/login/second-factor')).toEqual([
      { challenge: 'challenge-token', code: '111111' },
      { challenge: 'challenge-token', code: '222222' },
    ]);
  });

  it('sends a recovery code after "Use a recovery code"', async () => {
    const fetch = mockFetch({
      '/api/partners/login': pending,
      '/api/partners/login/second-factor': () => json(200, { partner }),
    });
    const { user, location } = await passwordStep();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText(/Recovery code/), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/partners/dashboard'));
    expect(sentBodies(fetch, '/api/partners/login/second-factor')).toEqual([
      { challenge: 'challenge-token', recoveryCode: 'abcde-fghjk' },
    ]);
  });

  it('an expired challenge goes back to the password with the reason', async () => {
    mockFetch({
      '/api/partners/login': pending,
      '/api/partners/login/second-factor': () =>
        json(401, { message: m.challengeExpired, code: 'challenge_expired' }),
    });
    const { user } = await passwordStep();
    await user.type(await screen.findByLabelText(/Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.challengeExpired);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});
