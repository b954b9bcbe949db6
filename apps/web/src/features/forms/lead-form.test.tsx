import { validationMessages as m, toasts } from '@app/contracts/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactLeadForm } from './contact-lead-form.tsx';
import { homeInterestOptions } from '@app/contracts/options';
import { LeadForm, leadSentText } from './lead-form.tsx';
import { EnterpriseLeadForm } from './enterprise-lead-form.tsx';
import {
  deferred,
  json,
  mockFetch,
  renderWithProviders,
  resetToasts,
  sentBodies,
  TEST_TOKEN,
} from '../../testing/test-utils.tsx';

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), 'Ada');
  await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/Company name/), 'Analytical Engines');
  await user.type(screen.getByLabelText(/Work email/), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText(/Primary interest/), 'training');
}

describe('EnterpriseLeadForm', () => {
  it('shows every required-field message on an empty submit and focuses the first field', async () => {
    mockFetch();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<EnterpriseLeadForm />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [
      m.firstNameMin,
      m.lastNameMin,
      m.companyNameRequired,
      m.emailInvalid,
      m.interestRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    const first = screen.getByLabelText(/First name/);
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(first.getAttribute('aria-describedby')).toBe(`${first.id}-error`);
    expect(document.getElementById(`${first.id}-error`)?.textContent).toBe(m.firstNameMin);
  });

  it('focuses the first invalid field in page order, including the select', async () => {
    mockFetch();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<EnterpriseLeadForm />);
    await user.type(screen.getByLabelText(/First name/), 'Ada');
    await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
    await user.type(screen.getByLabelText(/Company name/), 'Engines');
    await user.type(screen.getByLabelText(/Work email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const select = screen.getByLabelText(/Primary interest/);
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(screen.getByText(m.interestRequired)).toBeTruthy();
  });

  it('re-validates on change after the first submit', async () => {
    mockFetch();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<EnterpriseLeadForm />);
    const email = screen.getByLabelText(/Work email/);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(m.emailInvalid)).toBeTruthy();
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await waitFor(() => expect(screen.queryByText(m.emailInvalid)).toBeNull());
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('does not validate before the first submit', async () => {
    mockFetch();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<EnterpriseLeadForm />);
    await user.type(screen.getByLabelText(/First name/), 'A');
    await user.tab();
    expect(screen.queryByText(m.firstNameMin)).toBeNull();
  });

  it('sends the fields with the token and honeypot, shows "Submitting...", then the success toast and resets', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch({ '/api/leads': () => answer.promise });
    const user = userEvent.setup({ delay: null });
    const { queryClient } = renderWithProviders(<EnterpriseLeadForm />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await fillValid(user);
    await user.type(screen.getByLabelText(/Phone/), '+1 555 0100');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const pending = await screen.findByRole('button', { name: 'Submitting...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(screen.getByRole('form', { name: 'Enterprise contact form' }));
    answer.resolve(json(201, { id: 1 }));
    expect(await screen.findByText(toasts.leadSuccess.title)).toBeTruthy();
    expect(screen.getByText(toasts.leadSuccess.description)).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/leads')).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        companyName: 'Analytical Engines',
        email: 'ada@example.com',
        phone: '+1 555 0100',
        interest: 'training',
        message: '',
        _hp: '',
        _t: TEST_TOKEN,
      },
    ]);
    await waitFor(() => expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe(''));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/leads'] });
  });

  it('moves the focus to the confirmation after a successful send, not to the page', async () => {
    mockFetch({ '/api/leads': () => json(201, { id: 1 }) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<EnterpriseLeadForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const confirmation = await screen.findByText(leadSentText);
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(screen.getByRole('form', { name: 'Enterprise contact form' }).contains(confirmation)).toBe(true);
  });

  it('sends what a bot typed into the honeypot', async () => {
    const fetchMock = mockFetch({ '/api/leads': () => json(201, { id: 2 }) });
    const user = userEvent.setup({ delay: null });
    const { container } = renderWithProviders(<EnterpriseLeadForm />);
    await fillValid(user);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="_hp"]');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    if (honeypot) honeypot.value = 'spam';
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(toasts.leadSuccess.title);
    expect(sentBodies(fetchMock, '/api/leads')[0]).toMatchObject({ _hp: 'spam' });
  });

  it('fetches the token once on mount and still submits (without it) when the fetch failed', async () => {
    const fetchMock = mockFetch({
      '/api/form-token': () => new Response('', { status: 503 }),
      '/api/leads': () => json(201, { id: 5 }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<EnterpriseLeadForm />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/form-token');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(toasts.leadSuccess.title)).toBeTruthy();
    // One retry at submit time, then the lead goes out without `_t` (the server decides).
    const body = sentBodies(fetchMock, '/api/leads')[0] as Record<string, unknown>;
    expect(body._t).toBeUndefined();
    expect(body._hp).toBe('');
  });

  it('maps a 400 answer onto the fields and shows the failure toast with the server message', async () => {
    mockFetch({
      '/api/leads': () =>
        json(400, {
          message: 'Please check the highlighted fields.',
          errors: { email: 'This address cannot receive mail', _t: 'Token expired' },
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<EnterpriseLeadForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(toasts.leadFailed.title)).toBeTruthy();
    expect(screen.getByText('Please check the highlighted fields.')).toBeTruthy();
    expect(screen.getByText('This address cannot receive mail')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Work email/));
    expect(screen.queryByText('Token expired')).toBeNull();
  });

  it('falls back to the default text when a rejection has no message', async () => {
    mockFetch({ '/api/leads': () => new Response('', { status: 500 }) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<EnterpriseLeadForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(toasts.leadFailed.title)).toBeTruthy();
    expect(screen.getByText(toasts.leadFailed.description)).toBeTruthy();
  });

  it('shows the rate-limit message of a 429', async () => {
    mockFetch({ '/api/leads': () => json(429, { message: 'Too many requests. Try again later.' }) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<EnterpriseLeadForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many requests. Try again later.')).toBeTruthy();
  });

  it('shows the unexpected-error toast when the request fails', async () => {
    mockFetch({
      '/api/leads': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<EnterpriseLeadForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(toasts.leadError.title)).toBeTruthy();
    expect(screen.getByText(toasts.leadError.description)).toBeTruthy();
    // The values stay for another try.
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Ada');
  });

  it('tells the visitor when its validation cannot load, and sends nothing', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup({ delay: null });
    const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    renderWithProviders(
      <LeadForm loadSchema={offline} interestOptions={homeInterestOptions} title="Enterprise contact form" />,
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(toasts.leadError.title)).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/leads')).toEqual([]);
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Ada');
  });

  it('offers the five home interests', () => {
    mockFetch();
    renderWithProviders(<EnterpriseLeadForm />);
    const options = screen.getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual(['', 'remote-assistance', 'training', 'workflow', 'partner', 'other']);
  });
});

describe('ContactLeadForm', () => {
  it('offers the seven contact interests and posts a developer enquiry', async () => {
    const fetchMock = mockFetch({ '/api/leads': () => json(201, { id: 3 }) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactLeadForm />);
    const options = screen.getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual([
      '',
      'remote-assistance',
      'training',
      'workflow',
      'partner',
      'other',
      'developer',
      'distribution',
    ]);
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText(/Primary interest/), 'distribution');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(toasts.leadSuccess.title)).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/leads')[0]).toMatchObject({ interest: 'distribution' });
  });
});
