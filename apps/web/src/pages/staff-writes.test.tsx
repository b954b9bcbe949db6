/**
 * The console's, the sign-in's and the sign-outs' writes run as TanStack Query mutations: the button is
 * disabled with its pending label while the request runs, a save re-reads the lists it changed, and a
 * refusal is told apart by its `code` (the spec's titles whatever the server's words); the open console
 * tab is in the address.
 */
import { appCategoryOptions, sdkTypeOptions } from '@app/contracts/options';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { developerAccountCopy } from '../content/console.ts';
import { devicesCopy } from '../content/devices.ts';
import DeveloperConfirmEmailPage from './developer-account/confirm-email-page.tsx';
import AdminLoginPage from './admin/login-page.tsx';
import ConsolePage from './console/console-page.tsx';
import { deferred, json, mockFetch, renderWithProviders, resetToasts } from '../testing/test-utils.tsx';
import { PortalShell } from '../features/partners/portal-shell.tsx';
import { AppFormDialog } from '../features/console/app-form-dialog.tsx';
import { ConsoleProvider, type ConsoleActions } from '../features/console/console-context.tsx';
import { RegisterDeviceDialog } from '../features/console/register-device-dialog.tsx';

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

/** The text of each open toast. */
const openToasts = () =>
  [...document.querySelectorAll('li[data-state="open"]')].map((toast) => toast.textContent ?? '');

describe('console saves', () => {
  it('Create New App: pending while the save runs, then the toast, the lists re-read and the dialog closed', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch({ '/api/console/apps': () => answer.promise });
    const onClose = vi.fn();
    // The console's live mode, signed in: a new app is made live.
    const actions: ConsoleActions = {
      demo: false,
      mode: 'live',
      showSecret: vi.fn(),
      blocked: () => false,
      openCreateApp: vi.fn(),
      openGenerateKey: vi.fn(),
      goTo: vi.fn(),
    };
    const { queryClient } = renderWithProviders(
      <ConsoleProvider value={actions}>
        <AppFormDialog open onClose={onClose} />
      </ConsoleProvider>,
    );
    queryClient.setQueryData(['/api/console/apps'], { apps: [] });

    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Create New App' });
    await user.type(within(dialog).getByLabelText(/App name/), 'Trail Guide');
    await user.selectOptions(within(dialog).getByLabelText(/SDK type/), sdkTypeOptions[0]!.value);
    await user.selectOptions(within(dialog).getByLabelText(/Category/), appCategoryOptions[0]!.value);
    await user.click(within(dialog).getByRole('button', { name: 'Create App' }));

    const pending = await within(dialog).findByRole('button', { name: 'Creating...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/console/apps')).toHaveLength(1);

    answer.resolve(json(201, { app: {} }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(openToasts().some((text) => text.includes('App created') && text.includes('Trail Guide'))).toBe(
      true,
    );
    expect(queryClient.getQueryState(['/api/console/apps'])?.isInvalidated).toBe(true);
  });

  it('a refused registration takes its title from the code, whatever the words; an ended session closes', async () => {
    let answer = { message: 'Reworded by the server', code: 'device_serial_taken', errors: {} };
    let status = 409;
    mockFetch({ '/api/console/devices': () => json(status, answer) });
    const onClose = vi.fn();
    renderWithProviders(<RegisterDeviceDialog open onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: devicesCopy.registerTitle });
    const models = within(dialog).getByLabelText(new RegExp(devicesCopy.modelLabel)) as HTMLSelectElement;
    await user.selectOptions(models, models.options[1]!.value);
    await user.type(within(dialog).getByLabelText(/Serial/), 'ABCD12345678');
    await user.click(within(dialog).getByRole('button', { name: devicesCopy.submit }));

    await waitFor(() =>
      expect(
        openToasts().some(
          (text) =>
            text.includes('Serial number already registered') && text.includes('Reworded by the server'),
        ),
      ).toBe(true),
    );
    expect(onClose).not.toHaveBeenCalled();

    // The words of that refusal with the session's code: signed out, not a serial problem.
    resetToasts();
    answer = { message: 'Serial number already registered', code: 'session_expired', errors: {} };
    status = 401;
    await user.click(within(dialog).getByRole('button', { name: devicesCopy.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(openToasts().some((text) => text.includes('Your session has ended'))).toBe(true);
  });
});

describe('the console tab in the address', () => {
  it('opens the tab the address names, and writes the tab chosen', async () => {
    window.history.replaceState(null, '', '/console?tab=keys');
    mockFetch({ '/api/developers/session': () => json(200, { developer: null }) });
    renderWithProviders(
      <TooltipProvider>
        <ConsolePage />
      </TooltipProvider>,
    );
    const keys = await screen.findByRole('tab', { name: 'API Keys' });
    expect(keys.getAttribute('aria-selected')).toBe('true');

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Profile' }));
    expect(window.location.search).toBe('?tab=profile');
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('sign-in and sign-out', () => {
  it('admin login: "Signing in..." and disabled while the request runs', async () => {
    window.history.replaceState(null, '', '/admin/login');
    const answer = deferred<Response>();
    mockFetch({
      '/api/admin/me': () => json(401, { message: 'Authentication required', code: 'session_expired' }),
      '/api/admin/login': () => answer.promise,
    });
    renderWithProviders(<AdminLoginPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), 'staff-admin');
    await user.type(screen.getByLabelText(/Password/), 'a-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const pending = await screen.findByRole('button', { name: 'Signing in...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);

    answer.resolve(json(401, { message: 'Invalid username or password', code: 'wrong_credentials' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password');
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('partner sign-out: disabled while it runs; an unreachable server keeps the partner signed in and says so', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch({ '/api/partners/logout': () => answer.promise });
    renderWithProviders(
      <PortalShell partner={{ companyName: 'Acme Optics' } as never}>
        <p>Dashboard</p>
      </PortalShell>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect((screen.getByRole('button', { name: 'Logout' }) as HTMLButtonElement).disabled).toBe(true);
    answer.resolve(json(200, { ok: true }));
    await waitFor(() => expect(openToasts().some((text) => text.includes('Logged Out'))).toBe(true));
    expect(window.location.pathname).toBe('/partners/portal');

    resetToasts();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(openToasts().some((text) => text.includes('Logout failed'))).toBe(true));
  });
});

describe('confirming a new sign-in address', () => {
  const copy = developerAccountCopy.confirmEmail;

  it('tells an unusable link (not_found) from an address taken meanwhile (validation_failed) by code', async () => {
    window.history.replaceState(null, '', '/developers/confirm-email?token=t1');
    let answer = () => json(404, { message: 'Reworded: gone', code: 'not_found' });
    mockFetch({ '/api/developers/confirm-email': () => answer() });
    const { unmount } = renderWithProviders(<DeveloperConfirmEmailPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: copy.submitLabel }));
    expect((await screen.findByRole('alert')).textContent).toBe(copy.invalidText);
    unmount();

    answer = () =>
      json(400, {
        message: 'That e-mail address is already in use',
        code: 'validation_failed',
        errors: { email: 'That e-mail address is already in use' },
      });
    renderWithProviders(<DeveloperConfirmEmailPage />);
    await user.click(screen.getByRole('button', { name: copy.submitLabel }));
    expect((await screen.findByRole('alert')).textContent).toBe('That e-mail address is already in use');
  });

  it('"Confirming..." while it runs; a failure that is neither keeps the button and says so', async () => {
    window.history.replaceState(null, '', '/developers/confirm-email?token=t2');
    const answer = deferred<Response>();
    mockFetch({ '/api/developers/confirm-email': () => answer.promise });
    renderWithProviders(<DeveloperConfirmEmailPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: copy.submitLabel }));
    const pending = await screen.findByRole('button', { name: copy.submittingLabel });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    answer.resolve(json(500, { message: 'Something went wrong', code: 'internal_error' }));
    await waitFor(() => expect(openToasts().some((text) => text.includes(copy.errorTitle))).toBe(true));
    expect((screen.getByRole('button', { name: copy.submitLabel }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
