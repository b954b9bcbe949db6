/**
 * The console forms' field messages in the page's language (decision 0070): each form submitted invalid
 * shows, under its fields, the Chinese messages on /zh/console and the English ones (as before) on
 * /console, never the other language's; a field the server refuses says the answer's code on the Chinese
 * console.
 */
import { webhookMessages } from '@app/contracts/api/webhooks';
import { deviceMessages } from '@app/contracts/device-models';
import { appFilingMessages } from '@app/contracts/forms/app-filing';
import { listingMessages } from '@app/contracts/forms/app-listing';
import { slugMessages } from '@app/contracts/forms/console';
import { validationMessages } from '@app/contracts/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { dismiss } from '../../components/ui/use-toast.ts';
import { consoleCopy } from '../../content/console.ts';
import { apiErrorText, consoleUi } from '../../content/console-ui.ts';
import { devicesCopy } from '../../content/devices.ts';
import { webhooksCopy } from '../../content/webhooks.ts';
import { LocaleProvider, loadCatalogue } from '../../i18n/catalogue.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { zhCN } from '../../i18n/zh-CN/index.ts';
import { json, mockFetch, renderWithProviders } from '../../testing/test-utils.tsx';
import ConsolePage from './console-page.tsx';
import { sampleApp, sampleKey } from './console-test-data.ts';

beforeAll(() => loadCatalogue('zh-CN'));
afterEach(() => {
  dismiss();
  vi.unstubAllGlobals();
});

/** The words and messages of one edition of the console. */
const english = {
  copy: consoleCopy,
  ui: consoleUi,
  webhooks: webhooksCopy,
  devices: devicesCopy,
  errors: apiErrorText,
  validation: validationMessages,
  slug: slugMessages,
  listing: listingMessages,
  filing: appFilingMessages,
  webhook: webhookMessages,
  device: deviceMessages,
};
type Words = typeof english;
const chinese = {
  copy: zhCN.consoleCopy,
  ui: zhCN.consoleUi,
  webhooks: zhCN.webhooksCopy,
  devices: zhCN.devicesCopy,
  errors: zhCN.apiErrorText,
  validation: zhCN.validationMessages,
  slug: zhCN.slugMessages,
  listing: zhCN.listingMessages,
  filing: zhCN.appFilingMessages,
  webhook: zhCN.webhookMessages,
  device: zhCN.deviceMessages,
} as Words;

const createdAt = '2025-01-18T14:05:00.000Z';
const app = sampleApp(createdAt);
const key = sampleKey(createdAt);

/** A signed-in developer with one app and one key; an address change of the app is refused as taken. */
function signedIn() {
  return mockFetch({
    '/api/developers/session': () =>
      json(200, { developer: { id: 1, fullName: 'Dana Dev', email: 'd@x.io', company: null } }),
    '/api/console/overview': () =>
      json(200, {
        counts: { apps: 1, apiKeys: 1, downloads: 0, activityThisWeek: 0 },
        recentActivity: [],
      }),
    '/api/console/apps': () => json(200, { apps: [app] }),
    '/api/console/apps/7': () =>
      json(409, {
        message: slugMessages.taken,
        code: 'slug_taken',
        errors: { slug: slugMessages.taken },
      }),
    '/api/console/keys': () => json(200, { keys: [key] }),
    '/api/console/webhooks': () => json(200, { endpoints: [] }),
    '/api/console/devices': () => json(200, { devices: [], limit: 5 }),
    '/api/console/profile': () =>
      json(200, {
        profile: {
          id: 1,
          fullName: 'Dana Dev',
          email: 'd@x.io',
          company: null,
          githubHandle: null,
          website: null,
          publicName: null,
          publicSlug: 'dana-dev',
          bio: null,
          skills: [],
          language: 'en',
          createdAt,
          updatedAt: createdAt,
          lastLoginAt: null,
          username: 'd',
          accountType: 'Developer',
          verified: true,
        },
      }),
  });
}

type User = ReturnType<typeof userEvent.setup>;

/** Signs in on the console of `locale` and opens the tab `tab`. */
async function openTab(locale: Locale, w: Words, tab: keyof Words['copy']['tabs']): Promise<User> {
  signedIn();
  renderWithProviders(
    <LocaleProvider locale={locale}>
      <TooltipProvider>
        <ConsolePage />
      </TooltipProvider>
    </LocaleProvider>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: w.copy.tabs[tab] }));
  return user;
}

async function retype(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text) await user.type(field, text);
}

/**
 * Each form: what opens it and submits it invalid (the element its messages are in), and the messages
 * that must show then, by key.
 */
const forms: ReadonlyArray<{
  name: string;
  submitInvalid: (locale: Locale, w: Words) => Promise<HTMLElement>;
  messages: (w: Words) => string[];
}> = [
  {
    name: 'Create New App',
    submitInvalid: async (locale, w) => {
      const user = await openTab(locale, w, 'apps');
      await user.click(await screen.findByRole('button', { name: w.ui.apps.create }));
      const dialog = await screen.findByRole('dialog', { name: w.ui.appForm.createTitle });
      await user.click(within(dialog).getByRole('button', { name: w.ui.appForm.createSubmit }));
      return dialog;
    },
    messages: (w) => [
      w.validation.appNameRequired,
      w.validation.sdkTypeRequired,
      w.validation.categoryRequired,
    ],
  },
  {
    name: 'Edit app',
    submitInvalid: async (locale, w) => {
      const user = await openTab(locale, w, 'apps');
      await user.click(await screen.findByRole('button', { name: w.ui.apps.editLabel(app.name) }));
      const dialog = await screen.findByRole('dialog', { name: w.ui.appForm.editTitle });
      await retype(user, within(dialog).getByLabelText(new RegExp(w.ui.appForm.name)), '');
      await retype(user, within(dialog).getByLabelText(w.ui.appForm.slug), 'Not A Slug');
      await user.click(within(dialog).getByRole('button', { name: w.ui.appForm.editSubmit }));
      return dialog;
    },
    messages: (w) => [w.validation.appNameRequired, w.slug.invalid],
  },
  {
    name: 'Generate API Key',
    submitInvalid: async (locale, w) => {
      const user = await openTab(locale, w, 'keys');
      await user.click(await screen.findByRole('button', { name: w.ui.keys.generate }));
      const dialog = await screen.findByRole('dialog', { name: w.ui.keyForm.title });
      await user.click(within(dialog).getByRole('radio', { name: w.ui.keyForm.kinds.publishable }));
      await user.click(within(dialog).getByRole('button', { name: w.ui.keyForm.submit }));
      return dialog;
    },
    messages: (w) => [w.validation.keyNameRequired, w.validation.publishableKeyNeedsApp],
  },
  {
    name: 'Edit API key',
    submitInvalid: async (locale, w) => {
      const user = await openTab(locale, w, 'keys');
      await user.click(await screen.findByRole('button', { name: w.ui.keys.editLabel(key.keyName) }));
      const dialog = await screen.findByRole('dialog', { name: w.ui.keyEdit.title });
      await retype(user, within(dialog).getByLabelText(new RegExp(w.ui.keyForm.name)), '');
      for (const box of within(dialog).getAllByRole('checkbox', { checked: true })) await user.click(box);
      await user.click(within(dialog).getByRole('button', { name: w.ui.keyEdit.submit }));
      return dialog;
    },
    messages: (w) => [w.validation.keyNameRequired, w.validation.permissionsRequired],
  },
  {
    name: 'Submit for review',
    submitInvalid: async (locale, w) => {
      const user = await openTab(locale, w, 'apps');
      await user.click(await screen.findByRole('button', { name: w.ui.apps.submit }));
      const dialog = await screen.findByRole('dialog', { name: w.ui.submit.title(app.name) });
      await user.type(within(dialog).getByLabelText(new RegExp(w.ui.submit.downloadUrl)), 'http://x.io/a');
      await user.type(within(dialog).getByLabelText(w.ui.listing.languages), 'not_a_tag!');
      await user.click(within(dialog).getByRole('checkbox', { name: new RegExp(w.ui.submit.mainland) }));
      await user.click(within(dialog).getByRole('button', { name: w.ui.submit.submit }));
      return dialog;
    },
    messages: (w) => [
      w.validation.versionInvalid,
      w.validation.httpsUrlInvalid,
      w.listing.languageInvalid,
      w.filing.required,
    ],
  },
  {
    name: 'Profile',
    submitInvalid: async (locale, w) => {
      const user = await openTab(locale, w, 'profile');
      await retype(user, await screen.findByLabelText(w.ui.profile.email), 'nope');
      await retype(user, screen.getByLabelText(w.ui.profile.publicSlug), 'Not A Slug');
      await user.click(screen.getByRole('button', { name: w.ui.profile.save }));
      return document.body;
    },
    messages: (w) => [w.validation.emailInvalid, w.slug.invalid],
  },
  {
    name: 'Add webhook endpoint',
    submitInvalid: async (locale, w) => {
      const user = await openTab(locale, w, 'webhooks');
      await user.click(await screen.findByRole('button', { name: w.webhooks.add }));
      const dialog = await screen.findByRole('dialog', { name: w.webhooks.form.title });
      await user.type(within(dialog).getByLabelText(new RegExp(w.webhooks.form.url)), 'nope');
      for (const box of within(dialog).getAllByRole('checkbox', { checked: true })) await user.click(box);
      await user.click(within(dialog).getByRole('button', { name: w.webhooks.form.submit }));
      return dialog;
    },
    messages: (w) => [w.webhook.urlInvalid, w.webhook.eventsRequired],
  },
  {
    name: 'Register glasses',
    submitInvalid: async (locale, w) => {
      const user = await openTab(locale, w, 'devices');
      await user.click(await screen.findByRole('button', { name: w.devices.register }));
      const dialog = await screen.findByRole('dialog', { name: w.devices.registerTitle });
      await user.type(within(dialog).getByLabelText(new RegExp(w.devices.serialLabel)), 'x');
      await user.click(within(dialog).getByRole('button', { name: w.devices.submit }));
      return dialog;
    },
    messages: (w) => [w.device.modelRequired, w.device.serialInvalid],
  },
];

describe.each([
  ['the Chinese console', 'zh-CN', chinese, english],
  ['the English console', 'en', english, chinese],
] as const)('%s', (_edition, locale, shown, other) => {
  it.each(forms)('says the field messages of $name in its language', async (form) => {
    const container = await form.submitInvalid(locale, shown);
    for (const message of form.messages(shown)) {
      expect(await within(container).findByText(message)).toBeTruthy();
    }
    for (const message of form.messages(other)) {
      expect(within(container).queryByText(message)).toBeNull();
    }
  });

  it("marks a field the server refuses with the page's words", async () => {
    const user = await openTab(locale, shown, 'apps');
    await user.click(await screen.findByRole('button', { name: shown.ui.apps.editLabel(app.name) }));
    const dialog = await screen.findByRole('dialog', { name: shown.ui.appForm.editTitle });
    await retype(user, within(dialog).getByLabelText(shown.ui.appForm.slug), 'taken-address');
    await user.click(within(dialog).getByRole('button', { name: shown.ui.appForm.editSubmit }));
    // The English console shows the server's own message; the Chinese one the text of its code.
    const said = locale === 'en' ? slugMessages.taken : chinese.errors.slug_taken;
    expect(await within(dialog).findByText(said)).toBeTruthy();
    if (locale !== 'en') expect(within(dialog).queryByText(slugMessages.taken)).toBeNull();
  });
});
