/** The partner applications page: a failed load, and the status-change dialog's title and checks. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, resetToasts } from '../../features/forms/test-utils.tsx';
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
  ...overrides,
});

/** Stubs fetch by path (query strings ignored); returns the mock for call assertions. */
function stubApi(list: () => Response) {
  const fn = vi.fn<typeof fetch>(async (input) => {
    const path = String(input).split('?')[0];
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
});
