/** The partner applications page: a failed load, and the status-change dialog's title and checks. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, resetToasts } from '../../testing/test-utils.tsx';
import type { Partner } from '../../features/admin/types.ts';
import PartnerApplicationsPage from './partner-applications-page.tsx';

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

const me = { user: { id: 1, username: 'staff-admin', role: 'admin' } };
const counts = { all: 299, pending: 100, approved: 99, rejected: 100 };

const partner = (overrides: Partial<Partner> = {}): Partner => ({
  id: 7,
  fullName: 'Pat Partner',
  contactNumber: '+1 555 0100',
  email: 'pat@acme.example',
  companyName: 'Acme AR',
  companyWebsite: null,
  industry: 'Technology',
  employeeCount: '11-50',
  offerAfterSaleService: 'No',
  targetCountryRegion: 'Europe',
  salesTargetPlan: null,
  referralSource: null,
  additionalInfo: null,
  status: 'approved',
  createdAt: '2026-01-02T10:00:00Z',
  archived: false,
  loginEnabled: true,
  username: 'pat',
  lastLoginAt: null,
  campaign: null,
  ...overrides,
});

/** Stubs fetch by path (query strings ignored); returns the mock for call assertions. */
function stubApi(list: () => Response, other: Record<string, () => Response> = {}) {
  const fn = vi.fn<typeof fetch>(async (input) => {
    const path = String(input).split('?')[0]!;
    if (other[path]) return other[path]();
    if (path === '/api/admin/me') return json(200, me);
    if (path === '/api/admin/partners/counts') return json(200, counts);
    if (path === '/api/partners/raw') return list();
    throw new TypeError(`unexpected fetch ${String(input)}`);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

const listOf = (rows: Partner[]) => () =>
  new Response(JSON.stringify(rows), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(rows.length) },
  });

describe('partner applications page', () => {
  it('shows the error screen with Retry, not "No applications here yet.", when the list fails', async () => {
    let fail = true;
    stubApi(() => (fail ? json(500, { message: 'boom' }) : listOf([partner()])()));
    renderWithProviders(<PartnerApplicationsPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Partner Applications' })).toBeTruthy();
    expect(screen.queryByText('No applications here yet.')).toBeNull();

    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Acme AR')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Error Loading Partner Applications' })).toBeNull();
  });

  it('titles the dialog opened on an approved application "Change status:" and refuses an unchanged status', async () => {
    const fetchMock = stubApi(listOf([partner({ status: 'approved' })]));
    renderWithProviders(<PartnerApplicationsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Acme AR' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status: Acme AR' });
    await user.type(within(dialog).getByLabelText(/Admin password/), 'correct horse battery');
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(
      within(dialog).getByText('This application is already approved. Choose another status.'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('New status').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
    expect(screen.queryByText(/Partner status has been changed/)).toBeNull();
  });

  it('titles Approve and Reject of a pending application by that action', async () => {
    stubApi(listOf([partner({ status: 'pending' })]));
    renderWithProviders(<PartnerApplicationsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve Acme AR' }));
    expect(await screen.findByRole('dialog', { name: 'Approve: Acme AR' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Reject Acme AR' }));
    expect(await screen.findByRole('dialog', { name: 'Reject: Acme AR' })).toBeTruthy();
  });

  it('the tenth wrong admin password: the session ended, the reason toasted, the dialog closed', async () => {
    const locked = 'Too many incorrect passwords. Please sign in again.';
    stubApi(listOf([partner({ status: 'pending' })]), {
      '/api/admin/partners/7/status': () => json(401, { message: locked, code: 'reauth_locked' }),
    });
    const { queryClient } = renderWithProviders(<PartnerApplicationsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve Acme AR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve: Acme AR' });
    await user.type(within(dialog).getByLabelText(/Admin password/), 'wrong again');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(locked)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Approve: Acme AR' })).toBeNull();
    expect(queryClient.getQueryData(['/api/admin/me'])).toBeNull();
  });
});
