import { validationMessages as m } from '@app/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { json, mockFetch, renderWithProviders, resetToasts, sentBodies } from '../../testing/test-utils.tsx';
import { SetPasswordForm, type SetPasswordFormCopy } from './set-password-form.tsx';

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

const ENDPOINT = '/api/partners/set-password';
const copy: SetPasswordFormCopy = {
  accountLabel: 'Account',
  passwordLabel: 'New password',
  passwordHint: 'At least 8 characters',
  confirmLabel: 'Repeat the password',
  submitLabel: 'Save password',
  submittingLabel: 'Saving…',
  errorTitle: 'Password not saved',
  errorText: 'Please try again.',
};

function renderForm() {
  const location = memoryLocation({ path: '/partners/set-password', record: true });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <Router hook={location.hook}>
      <SetPasswordForm
        endpoint={ENDPOINT}
        signInPath="/partners/portal"
        copy={copy}
        token="link-token"
        email="pat@acme.example"
        onLinkInvalid={() => undefined}
      />
    </Router>,
  );
  return { user, location };
}

async function choose(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Repeat the password/), password);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('SetPasswordForm', () => {
  it('checks the length in the browser and sends nothing', async () => {
    const fetch = mockFetch();
    const { user } = renderForm();
    await choose(user, 'short');
    expect(await screen.findByText(m.passwordMin8)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a common password on the password field and stays", async () => {
    const fetch = mockFetch({
      [ENDPOINT]: () =>
        json(400, { message: m.passwordTooCommon, errors: { password: m.passwordTooCommon } }),
    });
    const { user, location } = renderForm();
    await choose(user, 'Password123');
    const field = screen.getByLabelText(/^New password/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(m.passwordTooCommon).length).toBeGreaterThan(0);
    expect(sentBodies(fetch, ENDPOINT)).toEqual([
      { token: 'link-token', password: 'Password123', confirmPassword: 'Password123' },
    ]);
    expect(location.history).toEqual(['/partners/set-password']);
  });
});
