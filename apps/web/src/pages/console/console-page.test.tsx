import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { dismiss } from '../../components/ui/use-toast.ts';
import { demoApiKeys, demoApps, demoProfile } from '../../content/console-demo.ts';
import { json, mockFetch, renderWithProviders } from '../../testing/test-utils.tsx';
import ConsolePage from './console-page.tsx';
import { sampleApp, sampleKey } from './console-test-data.ts';

afterEach(() => {
  dismiss();
  vi.unstubAllGlobals();
});

const renderPage = () =>
  renderWithProviders(
    <TooltipProvider>
      <ConsolePage />
    </TooltipProvider>,
  );

describe('demo console (not signed in)', () => {
  it('shows the sample data, labelled as a demo, with sign-in and apply links', async () => {
    const fetchMock = mockFetch({
      '/api/developers/session': () => json(200, { developer: null }),
    });
    renderPage();
    const banner = await screen.findByRole('region', { name: "You're viewing a demo console" });
    expect(within(banner).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/developers/sign-in',
    );
    expect(within(banner).getByRole('link', { name: 'Apply' }).getAttribute('href')).toBe(
      '/become-developer',
    );
    for (const name of ['Overview', 'My Apps', 'API Keys', 'Downloads', 'Profile']) {
      expect(screen.getByRole('tab', { name })).toBeTruthy();
    }
    expect(screen.getByText('Apps').nextSibling?.textContent).toBe(String(demoApps.length));

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'My Apps' }));
    for (const app of demoApps) expect(screen.getByRole('heading', { name: app.name })).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'API Keys' }));
    for (const key of demoApiKeys) expect(screen.getByRole('heading', { name: key.keyName })).toBeTruthy();
    expect(screen.getAllByTestId('masked-key')[0]!.textContent).toMatch(/^lumen_live_\w+•+$/);

    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe(demoProfile.fullName);
    expect(screen.getByText('Account Verified')).toBeTruthy();

    // Only the session check went to the server.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/developers/session']);
  });

  it('answers every write action with the sign-in prompt and sends nothing', async () => {
    const fetchMock = mockFetch({
      '/api/developers/session': () => json(200, { developer: null }),
      '/api/sdk-releases': () =>
        json(200, {
          releases: [
            {
              id: 1,
              sdk: 'cxr-m',
              version: '2.1.0',
              releaseDate: '2025-05-24',
              notes: 'Notes',
              requirements: [{ label: 'Operating system', value: 'Android 7.0 (API level 24) or higher' }],
              current: true,
              withdrawn: false,
              sampleBuild: true,
              files: [
                {
                  id: 7,
                  kind: 'library',
                  fileName: 'cxr-m-2.1.0.aar',
                  byteSize: 9216,
                  sha256: 'ab'.repeat(32),
                  url: '/downloads/sdk/cxr-m/2.1.0/cxr-m-2.1.0.aar',
                },
              ],
              totalBytes: 9216,
              publishedAt: '2025-05-24T00:00:00.000Z',
            },
          ],
        }),
    });
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('region', { name: "You're viewing a demo console" });

    const prompts: Array<[string, string]> = [];
    const expectPrompt = async (click: () => Promise<void>, action: string) => {
      await click();
      const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
      expect(dialog.textContent).toContain(action);
      prompts.push([action, dialog.textContent ?? '']);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };

    await expectPrompt(
      () => user.click(screen.getByRole('button', { name: 'Create New App' })),
      'Creating apps',
    );
    await expectPrompt(
      () => user.click(screen.getByRole('button', { name: 'Generate API Key' })),
      'Generating API keys',
    );
    await user.click(screen.getByRole('tab', { name: 'My Apps' }));
    await expectPrompt(
      () => user.click(screen.getAllByRole('button', { name: 'Submit for review' })[0]!),
      'Submitting apps for review',
    );
    await expectPrompt(
      () => user.click(screen.getByRole('button', { name: `Delete ${demoApps[0]!.name}` })),
      'Deleting apps',
    );
    await user.click(screen.getByRole('tab', { name: 'API Keys' }));
    await expectPrompt(() => user.click(screen.getByRole('button', { name: 'Revoke' })), 'Revoking API keys');
    await user.click(screen.getByRole('tab', { name: 'Downloads' }));
    expect(await screen.findByText('Library · 9.0 KB')).toBeTruthy();
    expect(screen.getByText('Android 7.0 (API level 24) or higher')).toBeTruthy();
    expect(screen.getByLabelText('SHA-256 of cxr-m-2.1.0.aar').textContent).toBe('ab'.repeat(32));
    await expectPrompt(
      () => user.click(screen.getByRole('button', { name: 'Download cxr-m-2.1.0.aar' })),
      'Downloading',
    );
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    await expectPrompt(
      () => user.click(screen.getByRole('button', { name: 'Save Profile' })),
      'Saving your profile',
    );

    expect(prompts).toHaveLength(7);
    // Reads only: the session check and the SDK releases (versions, files, sizes, checksums).
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/developers/session',
      '/api/sdk-releases',
    ]);
  });
});

describe('signed-in console', () => {
  it('loads real data and shows a new key secret once after generating it', async () => {
    const now = new Date().toISOString();
    const app = sampleApp(now);
    const newKey = sampleKey(now);
    let keys: unknown[] = [];
    const secret = 'lumen_live_AbCdEfGh012345678901234567890123_a1B2c3';
    const fetchMock = mockFetch({
      '/api/developers/session': () =>
        json(200, { developer: { id: 1, fullName: 'Dana Dev', email: 'd@x.io', company: null } }),
      '/api/console/overview': () =>
        json(200, {
          counts: { apps: 1, apiKeys: keys.length, downloads: 0, activityThisWeek: 2 },
          recentActivity: [],
        }),
      '/api/console/apps': () => json(200, { apps: [app] }),
      '/api/console/keys': (init) => {
        if (init?.method === 'POST') {
          keys = [newKey];
          return json(201, { key: newKey, secret });
        }
        return json(200, { keys });
      },
      '/api/console/profile': () =>
        json(200, {
          profile: {
            id: 1,
            fullName: 'Dana Dev',
            email: 'd@x.io',
            company: null,
            githubHandle: null,
            bio: null,
            skills: [],
            language: 'en',
            createdAt: now,
            lastLoginAt: now,
            username: 'd',
            accountType: 'Developer',
            verified: true,
          },
        }),
    });
    renderPage();
    expect(await screen.findByText('Welcome back, Dana Dev')).toBeTruthy();
    expect(screen.queryByRole('region', { name: "You're viewing a demo console" })).toBeNull();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Generate API Key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate API Key' });
    await user.type(within(dialog).getByLabelText(/Key name/), 'Deploy');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Key' }));

    const secretDialog = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect((within(secretDialog).getByLabelText('Deploy') as HTMLInputElement).value).toBe(secret);
    const posted = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/console/keys' && init?.method === 'POST',
    );
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
      keyName: 'Deploy',
      kind: 'secret',
      mode: 'live',
      appId: null,
      permissions: ['read'],
      expiresAt: '',
    });
    await user.click(within(secretDialog).getByRole('button', { name: "I've saved my key" }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your new API key' })).toBeNull());
    // The list shows only the masked key.
    expect(await screen.findByRole('heading', { name: 'Deploy' })).toBeTruthy();
    expect(document.body.textContent).not.toContain(secret);
  });

  it('asks for a new sign-in address and says to check the new inbox, keeping the current address meanwhile', async () => {
    const now = new Date().toISOString();
    const profile = {
      id: 1,
      fullName: 'Dana Dev',
      email: 'd@x.io',
      company: null,
      githubHandle: null,
      bio: null,
      skills: [],
      language: 'en',
      createdAt: now,
      lastLoginAt: now,
      username: 'd',
      accountType: 'Developer',
      verified: true,
    };
    const message =
      "Check your new inbox: we've sent a confirmation link to new@x.io. Your e-mail address changes once you open it; until then you sign in with your current one.";
    const fetchMock = mockFetch({
      '/api/developers/session': () =>
        json(200, { developer: { id: 1, fullName: 'Dana Dev', email: 'd@x.io', company: null } }),
      '/api/console/overview': () =>
        json(200, { counts: { apps: 0, apiKeys: 0, downloads: 0, activityThisWeek: 0 }, recentActivity: [] }),
      '/api/console/apps': () => json(200, { apps: [] }),
      '/api/console/keys': () => json(200, { keys: [] }),
      '/api/console/profile': (init) =>
        init?.method === 'PUT'
          ? json(200, { profile, pendingEmail: 'new@x.io', message })
          : json(200, { profile }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Profile' }));
    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    await user.clear(email);
    await user.type(email, 'new@x.io');
    await user.type(screen.getByLabelText('Current password'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    const notice = await screen.findByText(message, { selector: 'p[role="status"]' });
    expect(notice).toBeTruthy();
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('d@x.io');
    const put = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/console/profile' && init?.method === 'PUT',
    );
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      email: 'new@x.io',
      currentPassword: 'my-password',
    });
  });
});
