import { validationMessages as m, toasts } from '@app/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PartnerApplicationForm } from './partner-application-form.tsx';
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

const renderForm = () =>
  renderWithProviders(
    <Router>
      <PartnerApplicationForm />
    </Router>,
  );

type User = ReturnType<typeof userEvent.setup>;

async function fillValid(user: User) {
  await user.type(screen.getByLabelText(/Full name/), 'Grace Hopper');
  await user.type(screen.getByLabelText(/Contact number/), '+1 555 0100');
  await user.type(screen.getByLabelText(/Business email/), 'grace@example.com');
  await user.type(screen.getByLabelText(/Company name/), 'Cobol Distribution');
  await user.selectOptions(screen.getByLabelText(/^Industry/), 'Retail');
  await user.selectOptions(screen.getByLabelText(/Number of employees/), '51-200');
  await user.type(screen.getByLabelText(/Target country or region/), 'Germany');
}

describe('PartnerApplicationForm', () => {
  it('shows the spec messages for an empty submit and focuses the first field', async () => {
    mockFetch();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    for (const message of [
      m.partnerFullNameMin,
      m.contactNumberInvalid,
      m.emailInvalidProvide,
      m.partnerCompanyNameMin,
      m.industryRequired,
      m.employeeCountRequired,
      m.targetRegionRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Full name/)));
  });

  it('checks the minimum lengths', async () => {
    mockFetch();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(screen.getByLabelText(/Full name/), 'Al');
    await user.type(screen.getByLabelText(/Contact number/), '1234');
    await user.type(screen.getByLabelText(/Company name/), 'X');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(m.partnerFullNameMin)).toBeTruthy();
    expect(screen.getByText(m.contactNumberInvalid)).toBeTruthy();
    expect(screen.getByText(m.partnerCompanyNameMin)).toBeTruthy();
  });

  it('focuses the employee-count select when it is the first invalid field', async () => {
    mockFetch();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText(/Number of employees/), '');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const select = screen.getByLabelText(/Number of employees/);
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(screen.getByText(m.employeeCountRequired)).toBeTruthy();
  });

  it('asks for the industry text after "Other" and focuses it', async () => {
    mockFetch();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText(/^Industry/), 'Other');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const other = screen.getByLabelText(/Please specify your industry/);
    await waitFor(() => expect(document.activeElement).toBe(other));
    expect(screen.getByText(m.industryRequired)).toBeTruthy();
    await user.type(other, 'Logistics');
    await waitFor(() => expect(screen.queryByText(m.industryRequired)).toBeNull());
  });

  it('defaults the after-sale answer to No', () => {
    mockFetch();
    renderForm();
    const group = screen.getByRole('group', { name: /after-sale service/ });
    expect((within(group).getByLabelText('No') as HTMLInputElement).checked).toBe(true);
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
  });

  it('offers the brand referral sources', () => {
    mockFetch();
    renderForm();
    const select = screen.getByLabelText(/How did you hear about us/);
    expect(within(select).getByRole('option', { name: 'Lumen Sales' })).toBeTruthy();
  });

  it('submits, shows "Submitting...", the toast and the success screen', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch({ '/api/submit-partner': () => answer.promise });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText(/^Industry/), 'Other');
    await user.type(screen.getByLabelText(/Please specify your industry/), 'Logistics');
    await user.click(screen.getByLabelText('Yes'));
    await user.selectOptions(screen.getByLabelText(/How did you hear about us/), 'Lumen Sales');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect((screen.getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement).disabled).toBe(true);
    answer.resolve(json(201, { id: 7 }));
    expect(await screen.findByText(toasts.partnerSuccess.description)).toBeTruthy();
    const heading = screen.getByRole('heading', { name: toasts.partnerSuccess.title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('link', { name: 'Return to Homepage' }).getAttribute('href')).toBe('/');
    expect(within(heading.parentElement as HTMLElement).getByText(/within 2 business days/)).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/submit-partner')).toEqual([
      {
        fullName: 'Grace Hopper',
        contactNumber: '+1 555 0100',
        email: 'grace@example.com',
        companyName: 'Cobol Distribution',
        companyWebsite: '',
        industry: 'Logistics',
        employeeCount: '51-200',
        offerAfterSaleService: 'Yes',
        targetCountryRegion: 'Germany',
        salesTargetPlan: '',
        referralSource: 'Lumen Sales',
        additionalInfo: '',
        _hp: '',
        _t: TEST_TOKEN,
      },
    ]);
  });

  it('shows the partner failure toast and keeps the form on a rejection', async () => {
    mockFetch({
      '/api/submit-partner': () =>
        json(400, { message: 'Please check the highlighted fields.', errors: { companyWebsite: 'Bad URL' } }),
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(toasts.partnerFailure.title)).toBeTruthy();
    expect(screen.getByText(toasts.partnerFailure.description)).toBeTruthy();
    expect(screen.getByText('Bad URL')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Company website/));
  });

  it('shows the partner failure toast on a network error', async () => {
    mockFetch({
      '/api/submit-partner': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(toasts.partnerFailure.description)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeTruthy();
  });
});
