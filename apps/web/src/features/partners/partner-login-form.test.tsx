import { validationMessages as m, toasts } from '@app/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { json, mockFetch, renderWithProviders, resetToasts, sentBodies } from '../../testing/test-utils.tsx';
import { PARTNER_ME_KEY } from './api.ts';
import { PartnerLoginForm } from './partner-login-form.tsx';

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

function renderForm() {
  const location = memoryLocation({ path: '/partners/portal', record: true });
  const user = userEvent.setup();
  const result = renderWithProviders(
    <Router hook={location.hook}>
      <PartnerLoginForm />
    </Router>,
  );
  return { ...result, user, location };
}

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
}

describe('PartnerLoginForm', () => {
  it("shows the spec's messages on an empty submit and sends nothing", async () => {
    const fetch = mockFetch();
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(m.emailInvalid)).toBeTruthy();
    expect(screen.getByText(m.passwordMin6)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Email/)));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('signs in, remembers the partner and goes to the dashboard', async () => {
    const partner = { id: 7, companyName: 'Acme AR', fullName: 'Pat Lee', email: 'pat@acme.example' };
    const fetch = mockFetch({ '/api/partners/login': () => json(200, { partner }) });
    const { user, location, queryClient } = renderForm();
    await fill(user, 'pat@acme.example', 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/partners/dashboard'));
    expect(sentBodies(fetch, '/api/partners/login')).toEqual([
      { email: 'pat@acme.example', password: 'secret-password' },
    ]);
    expect(queryClient.getQueryData(PARTNER_ME_KEY)).toEqual(partner);
  });

  it("shows 'Login failed' with the server's message when refused, and stays", async () => {
    mockFetch({ '/api/partners/login': () => json(401, { message: 'Invalid email or password' }) });
    const { user, location } = renderForm();
    await fill(user, 'pat@acme.example', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(toasts.partnerLoginFailed.title)).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
    expect(location.history).toEqual(['/partners/portal']);
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('');
  });

  it("closes the 'Login failed' toast when the next attempt signs in", async () => {
    const partner = { id: 7, companyName: 'Acme AR', fullName: 'Pat Lee', email: 'pat@acme.example' };
    let attempts = 0;
    mockFetch({
      '/api/partners/login': () =>
        ++attempts === 1
          ? json(401, { code: 'unauthorized', message: 'Invalid email or password' })
          : json(200, { partner }),
    });
    const { user, location } = renderForm();
    await fill(user, 'pat@acme.example', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(toasts.partnerLoginFailed.title)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Password/), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/partners/dashboard'));
    await waitFor(() => expect(screen.queryByText(toasts.partnerLoginFailed.title)).toBeNull());
  });

  it("falls back to 'Invalid email or password' when the refusal has no message", async () => {
    mockFetch({ '/api/partners/login': () => new Response('', { status: 401 }) });
    const { user } = renderForm();
    await fill(user, 'pat@acme.example', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(toasts.partnerLoginFailed.description)).toBeTruthy();
  });

  it("shows 'Login error' when the request never arrives", async () => {
    mockFetch({
      '/api/partners/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderForm();
    await fill(user, 'pat@acme.example', 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(toasts.partnerLoginError.title)).toBeTruthy();
    expect(screen.getByText(toasts.partnerLoginError.description)).toBeTruthy();
  });
});
