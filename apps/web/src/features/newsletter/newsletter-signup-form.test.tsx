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

describe('NewsletterSignupForm', () => {
  it('validates the address on submit and focuses it', async () => {
    mockFetch();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(m.emailInvalid)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Email address/)));
  });

  it('joins the waitlist when the box is ticked, and says so: check your inbox for the link', async () => {
    const fetchMock = mockFetch({ [SUBSCRIBE_URL]: () => json(201, { ok: true }) });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(screen.getByLabelText(/Email address/), 'fan@example.com');
    await user.type(screen.getByLabelText(/First name/), 'Sam');
    await user.click(screen.getByLabelText(/AI Glasses waitlist/));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(toasts.waitlistConfirmSent.description)).toBeTruthy();
    expect(screen.getByRole('heading', { name: toasts.waitlistConfirmSent.title })).toBeTruthy();
    expect(
      screen.getByText(/an e-mail with a link to confirm your place on the AI Glasses waitlist\./),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, SUBSCRIBE_URL)).toEqual([
      { email: 'fan@example.com', firstName: 'Sam', source: 'waitlist', _hp: '', _t: TEST_TOKEN },
    ]);
  });

  it('subscribes with source "website" while the waitlist box is left unticked (its start)', async () => {
    const fetchMock = mockFetch({ [SUBSCRIBE_URL]: () => json(201, { ok: true }) });
    const user = userEvent.setup({ delay: null });
    renderForm();
    expect((screen.getByLabelText(/AI Glasses waitlist/) as HTMLInputElement).checked).toBe(false);
    await user.type(screen.getByLabelText(/Email address/), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(toasts.newsletterConfirmSent.description)).toBeTruthy();
    expect(screen.getByText(/an e-mail with a link to confirm your newsletter subscription\./)).toBeTruthy();
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
