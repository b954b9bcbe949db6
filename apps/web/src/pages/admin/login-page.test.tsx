/** /admin/login: a signed-in admin goes on at once; a failed attempt's toast goes with the next one. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, resetToasts } from '../../testing/test-utils.tsx';
import AdminLoginPage from './login-page.tsx';

const me = { user: { id: 1, username: 'staff-admin', role: 'admin' } };

beforeEach(() => window.history.replaceState(null, '', '/admin/login'));
afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

/** The text of each toast on screen (a closed one may stay in the DOM until it is removed). */
const openToasts = () =>
  [...document.querySelectorAll('li[data-state="open"]')].map((toast) => toast.textContent ?? '');

function stubApi(handlers: Record<string, () => Response>) {
  const fn = vi.fn<typeof fetch>(async (input) => {
    const handler = handlers[String(input)];
    if (!handler) throw new TypeError(`unexpected fetch ${String(input)}`);
    return handler();
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('admin login page', () => {
  it('sends a signed-in admin straight on to the dashboard (or ?next=) instead of showing the form', async () => {
    window.history.replaceState(null, '', '/admin/login?next=%2Fadmin%2Fsubscribers');
    stubApi({ '/api/admin/me': () => json(200, me) });
    renderWithProviders(<AdminLoginPage />);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/subscribers'));
  });

  it('closes the "Login failed" toast when the next attempt succeeds', async () => {
    let attempts = 0;
    stubApi({
      '/api/admin/me': () =>
        json(401, { message: 'You must be logged in to access this page', code: 'session_expired' }),
      '/api/admin/login': () =>
        (attempts += 1) === 1
          ? json(401, { message: 'Invalid username or password', code: 'wrong_credentials' })
          : json(200, me),
    });
    renderWithProviders(<AdminLoginPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Username/), 'staff-admin');
    await user.type(screen.getByLabelText(/Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(openToasts()).toContainEqual(expect.stringContaining('Login failed')));

    await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/dashboard'));
    expect(openToasts()).toEqual([]);
  });
});
