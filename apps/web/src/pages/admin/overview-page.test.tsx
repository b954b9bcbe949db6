/** The combined dashboard: search per tab, and the bulk status dialog's password. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, resetToasts } from '../../testing/test-utils.tsx';
import OverviewPage from './overview-page.tsx';

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

const me = { user: { id: 1, username: 'staff-admin', role: 'admin' } };
const acme = {
  id: 7,
  fullName: 'Pat Partner',
  email: 'pat@acme.example',
  companyName: 'Acme AR',
  status: 'pending',
  createdAt: '2026-01-02T10:00:00Z',
  archived: false,
};
const page = (rows: unknown[]) =>
  new Response(JSON.stringify(rows), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(rows.length) },
  });

function stubApi() {
  const fn = vi.fn<typeof fetch>(async (input) => {
    const path = String(input).split('?')[0];
    if (path === '/api/admin/me') return json(200, me);
    if (path === '/api/partners/raw') return page([acme]);
    if (path === '/api/admin/subscribers' || path === '/api/admin/form-submissions') return page([]);
    if (path === '/api/admin/partners/counts') return json(200, {});
    if (path === '/api/admin/bulk') return json(200, { ok: true, affected: 1, missing: [] });
    throw new TypeError(`unexpected fetch ${String(input)}`);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

const urls = (fn: ReturnType<typeof stubApi>) => fn.mock.calls.map(([input]) => String(input));

describe('admin dashboard', () => {
  it('starts each tab with an empty search and sends no old search text with its list', async () => {
    const fetchMock = stubApi();
    renderWithProviders(<OverviewPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Search partner applications'), 'acme');
    await waitFor(() => expect(urls(fetchMock).some((u) => u.includes('q=acme'))).toBe(true));

    await user.click(screen.getByRole('tab', { name: 'Subscribers' }));
    expect((screen.getByLabelText('Search subscribers') as HTMLInputElement).value).toBe('');
    await waitFor(() =>
      expect(urls(fetchMock).some((u) => u.startsWith('/api/admin/subscribers'))).toBe(true),
    );
    expect(urls(fetchMock).filter((u) => u.startsWith('/api/admin/subscribers'))).not.toContainEqual(
      expect.stringContaining('q='),
    );
  });

  it('opens the bulk status dialog with an empty password each time', async () => {
    stubApi();
    renderWithProviders(<OverviewPage />);
    const user = userEvent.setup();
    const changeAll = async () => {
      await user.click(await screen.findByRole('checkbox', { name: 'Select Acme AR' }));
      await user.selectOptions(screen.getByLabelText('Batch action'), 'status:approved');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      return screen.findByRole('dialog', { name: 'Set 1 application(s) to approved' });
    };
    const first = await changeAll();
    await user.type(within(first).getByLabelText(/Admin password/), 'correct horse battery');
    await user.click(within(first).getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const second = await changeAll();
    expect((within(second).getByLabelText(/Admin password/) as HTMLInputElement).value).toBe('');
  });

  it("never shows one tab's rows as another's while the next list loads", async () => {
    let release: (response: Response) => void = () => {};
    const submissions = new Promise<Response>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const path = String(input).split('?')[0];
        if (path === '/api/admin/me') return json(200, me);
        if (path === '/api/partners/raw') return page([acme]);
        if (path === '/api/admin/form-submissions') return submissions;
        throw new TypeError(`unexpected fetch ${String(input)}`);
      }),
    );
    renderWithProviders(<OverviewPage />);
    const user = userEvent.setup();
    expect(await screen.findByRole('cell', { name: 'Acme AR' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Form Submissions' }));
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Acme AR' })).toBeNull();
    release(
      page([
        {
          id: 3,
          formType: 'contact-form',
          submitterName: 'Sam Sender',
          submitterEmail: 'sam@example.com',
          formData: { message: 'Hello' },
          notificationSent: true,
          signals: ['no-script'],
          createdAt: '2026-01-02T10:00:00Z',
        },
      ]),
    );
    expect(await screen.findByText('Sent without JavaScript')).toBeTruthy();
  });
});
