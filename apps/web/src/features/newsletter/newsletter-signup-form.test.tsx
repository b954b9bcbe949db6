import { validationMessages as m, toasts } from '@app/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  mockFetch,
  renderWithProviders,
  resetToasts,
  sentBodies,
  TEST_TOKEN,
} from '../../testing/test-utils.tsx';
import { NewsletterSignupForm } from './newsletter-signup-form.tsx';
import { SUBSCRIBE_URL } from './subscribe.ts';

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

const renderForm = () =>
  renderWithProviders(
    <Router>
      <NewsletterSignupForm />
    </Router>,
  );

describe('NewsletterSignupForm', { timeout: 20_000 }, () => {
  it('validates the address on submit and focuses it', async () => {
    mockFetch();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(m.emailInvalid)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Email address/)));
  });

  it('joins the waitlist by default', async () => {
    const fetchMock = mockFetch({ [SUBSCRIBE_URL]: () => json(201, { ok: true, id: 1 }) });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(screen.getByLabelText(/Email address/), 'fan@example.com');
    await user.type(screen.getByLabelText(/First name/), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(toasts.newsletterSuccess.title)).toBeTruthy();
    expect(screen.getByRole('heading', { name: "You're on the waitlist" })).toBeTruthy();
    expect(sentBodies(fetchMock, SUBSCRIBE_URL)).toEqual([
      { email: 'fan@example.com', firstName: 'Sam', source: 'waitlist', _hp: '', _t: TEST_TOKEN },
    ]);
  });

  it('subscribes with source "website" when the waitlist box is cleared', async () => {
    const fetchMock = mockFetch({ [SUBSCRIBE_URL]: () => json(201, { ok: true, id: 2 }) });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(screen.getByLabelText(/Email address/), 'fan@example.com');
    await user.click(screen.getByLabelText(/AI Glasses waitlist/));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('heading', { name: "You're subscribed" })).toBeTruthy();
    expect(sentBodies(fetchMock, SUBSCRIBE_URL)[0]).toMatchObject({ source: 'website' });
  });

  it('shows "Subscribing..." and the failure toast with the server message', async () => {
    let release!: () => void;
    mockFetch({
      [SUBSCRIBE_URL]: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(json(409, { message: 'You are already subscribed' }));
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(screen.getByLabelText(/Email address/), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeTruthy();
    release();
    expect(await screen.findByText(toasts.newsletterFailed.title)).toBeTruthy();
    expect(screen.getByText('You are already subscribed')).toBeTruthy();
  });
});
