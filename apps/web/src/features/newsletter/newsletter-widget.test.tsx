import { toasts, validationFailed, validationMessages } from '@app/contracts/messages';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  json,
  mockFetch,
  renderWithProviders,
  resetToasts,
  sentBodies,
  TEST_TOKEN,
} from '../../testing/test-utils.tsx';
import { NEWSLETTER_DISMISSED_KEY } from './dismissed.ts';
import { NewsletterWidget } from './newsletter-widget.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

const widget = () => screen.queryByRole('region', { name: 'Get product news' });
const header = () => screen.getByRole('button', { name: /Get product news/ });
const emailInput = () => screen.getByLabelText('Email address');
const submit = () => screen.getByRole('button', { name: /^Subscrib/ });

function setCompactScreen(compact: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: compact, media: query }) as unknown as MediaQueryList),
  );
}

describe('NewsletterWidget', () => {
  it('shows expanded on wide screens and collapses and expands from its header', async () => {
    mockFetch();
    setCompactScreen(false);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NewsletterWidget />);
    expect(widget()).not.toBeNull();
    expect(header().getAttribute('aria-expanded')).toBe('true');
    expect(emailInput()).toBeTruthy();
    await user.click(header());
    expect(header().getAttribute('aria-expanded')).toBe('false');
    const body = document.getElementById(header().getAttribute('aria-controls') ?? '');
    expect(body?.hidden).toBe(true);
    await user.click(header());
    expect(header().getAttribute('aria-expanded')).toBe('true');
    expect(body?.hidden).toBe(false);
    expect(body?.contains(emailInput())).toBe(true);
  });

  it('starts collapsed on small screens', () => {
    mockFetch();
    setCompactScreen(true);
    renderWithProviders(<NewsletterWidget />);
    expect(header().getAttribute('aria-expanded')).toBe('false');
  });

  it('stays hidden, fetching nothing, when the dismissed flag is stored', async () => {
    const fetchMock = mockFetch();
    localStorage.setItem(NEWSLETTER_DISMISSED_KEY, 'true');
    renderWithProviders(<NewsletterWidget />);
    await act(async () => {});
    expect(widget()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes from its close icon and stores the flag', async () => {
    mockFetch();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NewsletterWidget />);
    await user.click(screen.getByRole('button', { name: 'Close newsletter sign-up' }));
    expect(widget()).toBeNull();
    expect(localStorage.getItem(NEWSLETTER_DISMISSED_KEY)).toBe('true');
  });

  it('has an e-mail input of type email, required', () => {
    mockFetch();
    renderWithProviders(<NewsletterWidget />);
    expect(emailInput().getAttribute('type')).toBe('email');
    expect((emailInput() as HTMLInputElement).required).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['without an at-sign', 'someone.example.com'],
  ])('refuses an address that is %s with the invalid-email toast', async (_case, value) => {
    const fetchMock = mockFetch();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NewsletterWidget />);
    if (value) await user.type(emailInput(), value);
    await user.click(submit());
    expect(await screen.findByText(toasts.newsletterInvalidEmail.title)).toBeTruthy();
    expect(screen.getByText(toasts.newsletterInvalidEmail.description)).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/subscribe')).toEqual([]);
  });

  it('reads "Subscribing..." while pending, then says to check the inbox, focused, and stays dismissed', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch({ '/api/subscribe': () => answer.promise });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NewsletterWidget />);
    await user.type(emailInput(), 'fan@example.com');
    await user.click(submit());
    const pending = await screen.findByRole('button', { name: 'Subscribing...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer.resolve(json(201, { ok: true })));
    expect(await screen.findByText(toasts.newsletterConfirmSent.description)).toBeTruthy();
    // The form the focus was in is gone: the focus is on the message in its place, not on the page body.
    const status = screen.getByText(/It works for 7 days/).closest('[role="status"]');
    expect(document.activeElement).toBe(status);
    expect(widget()).not.toBeNull();
    expect(localStorage.getItem(NEWSLETTER_DISMISSED_KEY)).toBe('true');
    expect(sentBodies(fetchMock, '/api/subscribe')).toEqual([
      { email: 'fan@example.com', source: 'floating_newsletter', _hp: '', _t: TEST_TOKEN },
    ]);
  });

  it('shows the server message when the subscription is refused and stays open', async () => {
    mockFetch({ '/api/subscribe': () => json(400, { message: 'This address cannot be subscribed' }) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NewsletterWidget />);
    await user.type(emailInput(), 'fan@example.com');
    await user.click(submit());
    expect(await screen.findByText(toasts.newsletterFailed.title)).toBeTruthy();
    expect(screen.getByText('This address cannot be subscribed')).toBeTruthy();
    expect(widget()).not.toBeNull();
    expect(localStorage.getItem(NEWSLETTER_DISMISSED_KEY)).toBeNull();
    // The toast comes from inside the transition; the button is back once the transition has ended.
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it("shows the e-mail field's own message, not the form-wide one, when the server refuses the address", async () => {
    mockFetch({
      '/api/subscribe': () =>
        json(400, { message: validationFailed, errors: { email: validationMessages.emailInvalid } }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NewsletterWidget />);
    await user.type(emailInput(), 'fan@example');
    await user.click(submit());
    expect(await screen.findByText(toasts.newsletterFailed.title)).toBeTruthy();
    expect(screen.getByText(validationMessages.emailInvalid)).toBeTruthy();
    expect(screen.queryByText(validationFailed)).toBeNull();
  });

  it('falls back to "Please try again later" for a refusal without message', async () => {
    mockFetch({ '/api/subscribe': () => new Response('', { status: 503 }) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NewsletterWidget />);
    await user.type(emailInput(), 'fan@example.com');
    await user.click(submit());
    expect(await screen.findByText(toasts.newsletterFailed.description)).toBeTruthy();
  });

  it('shows the error toast on a network failure', async () => {
    mockFetch({
      '/api/subscribe': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NewsletterWidget />);
    await user.type(emailInput(), 'fan@example.com');
    await user.click(submit());
    expect(await screen.findByText(toasts.newsletterError.title)).toBeTruthy();
    expect(screen.getByText(toasts.newsletterError.description)).toBeTruthy();
  });
});
