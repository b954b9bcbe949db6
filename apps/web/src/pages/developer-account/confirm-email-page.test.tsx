import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '../../testing/test-utils.tsx';
import DeveloperConfirmEmailPage from './confirm-email-page.tsx';

const CONFIRM_URL = '/api/developers/confirm-email';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function renderAt(search: string) {
  window.history.replaceState(null, '', `/developers/confirm-email${search}`);
  return renderWithProviders(
    <Router>
      <DeveloperConfirmEmailPage />
    </Router>,
  );
}

describe('/developers/confirm-email', () => {
  it('changes nothing until the developer presses the button, then posts the token and says it is done', async () => {
    const fetchMock = mockFetch({
      [CONFIRM_URL]: () =>
        json(200, {
          ok: true,
          email: 'new@example.com',
          message: 'Your e-mail address has been changed. Sign in with your new address from now on.',
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('?token=abc');
    const button = await screen.findByRole('button', { name: 'Confirm new address' });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(button);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your e-mail address has been changed. Sign in with your new address from now on.',
    );
    expect(screen.getByRole('heading', { name: 'E-mail address changed' })).toBeTruthy();
    expect(sentBodies(fetchMock, CONFIRM_URL)).toEqual([{ token: 'abc' }]);
  });

  it('explains a used or expired link', async () => {
    mockFetch({
      [CONFIRM_URL]: () =>
        json(404, {
          message: 'This link is invalid, has expired or has already been used.',
          code: 'not_found',
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('?token=used');
    await user.click(await screen.findByRole('button', { name: 'Confirm new address' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /invalid, has expired or has already been used/,
    );
  });

  it('shows the server message when the address was taken meanwhile', async () => {
    mockFetch({
      [CONFIRM_URL]: () =>
        json(400, {
          message: 'That e-mail address is already in use',
          code: 'validation_failed',
          errors: { email: 'That e-mail address is already in use' },
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('?token=taken');
    await user.click(await screen.findByRole('button', { name: 'Confirm new address' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That e-mail address is already in use');
  });
});
