/**
 * The console forms' Chinese messages (decision 0070): every set has every key of its English twin, each
 * translated, and the schemas built with them say them by key while the English exports keep their words.
 */
import { describe, expect, it } from 'vitest';
import { newWebhookEndpointSchema, newWebhookEndpointSchemaWith, webhookMessages } from '../src/api/webhooks';
import { webhookMessagesZh } from '../src/api/webhooks-zh';
import { deviceMessages, deviceRegistrationSchema, deviceRegistrationSchemaWith } from '../src/devices';
import { deviceMessagesZh } from '../src/device-models-zh';
import { appFilingMessages } from '../src/forms/app-filing';
import { appFilingMessagesZh } from '../src/forms/app-filing-zh';
import { listingMessages } from '../src/forms/app-listing';
import { listingMessagesZh } from '../src/forms/app-listing-zh';
import {
  appSchemasWith,
  appSubmissionSchema,
  keySchemasWith,
  newApiKeySchema,
  profileSchema,
  profileSchemaWith,
  slugMessages,
  submissionSchemasWith,
  updateAppSchema,
  type ConsoleMessages,
} from '../src/forms/console';
import { slugMessagesZh } from '../src/forms/console-zh';
import { validationMessagesZh } from '../src/messages-zh';
import { brand } from '../src/site';
import { errorsOf } from './helpers';

const chinese = /[\u4e00-\u9fff]/;

/** Each English set and its Chinese twin. */
const twins: ReadonlyArray<readonly [string, object, object]> = [
  ['slugMessages', slugMessages, slugMessagesZh],
  ['listingMessages', listingMessages, listingMessagesZh],
  ['appFilingMessages', appFilingMessages, appFilingMessagesZh],
  ['webhookMessages', webhookMessages, webhookMessagesZh],
  ['deviceMessages', deviceMessages, deviceMessagesZh],
];

/** A message's text: a function's called with sample arguments (numbers print in both languages). */
const textOf = (message: unknown): string =>
  typeof message === 'function'
    ? String((message as (...args: unknown[]) => unknown)(...[7, 8].slice(0, message.length)))
    : String(message);

const zh: ConsoleMessages = {
  validation: validationMessagesZh,
  slug: slugMessagesZh,
  listing: listingMessagesZh,
  filing: appFilingMessagesZh,
};

describe('the Chinese console messages', () => {
  it.each(twins)('%s: every English key, each translated', (_name, english, chineseSet) => {
    expect(Object.keys(chineseSet).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(english)) {
      const translated: unknown = (chineseSet as Record<string, unknown>)[key];
      expect(typeof translated, key).toBe(typeof message);
      const [en, text] = [textOf(message), textOf(translated)];
      expect(text, key).not.toBe(en);
      expect(text, key).toMatch(chinese);
      // A parameter the English says (a count, a model and its version) the Chinese says too.
      for (const sample of ['7', '8']) if (en.includes(sample)) expect(text, key).toContain(sample);
    }
  });

  it('are what the app and key forms say, by key', () => {
    const { newAppSchema, updateAppSchema: update } = appSchemasWith(zh);
    expect(errorsOf(newAppSchema, { name: ' ', sdkType: '', category: 'games' })).toEqual({
      name: validationMessagesZh.appNameRequired,
      sdkType: validationMessagesZh.sdkTypeRequired,
      category: validationMessagesZh.categoryRequired,
    });
    expect(errorsOf(update, { slug: 'Not A Slug' })).toEqual({ slug: slugMessagesZh.invalid });
    const keys = keySchemasWith(zh);
    expect(errorsOf(keys.newApiKeySchema, { keyName: '', kind: 'publishable', permissions: [] })).toEqual({
      keyName: validationMessagesZh.keyNameRequired,
      appId: validationMessagesZh.publishableKeyNeedsApp,
      permissions: validationMessagesZh.permissionsRequired,
    });
    expect(errorsOf(keys.updateApiKeySchema, { expiresAt: '2026-12-31' })).toEqual({
      expiresAt: validationMessagesZh.expiryMomentInvalid,
    });
    expect(errorsOf(keys.rollApiKeySchema, { overlap: 'forever' })).toEqual({
      overlap: validationMessagesZh.invalidOption,
    });
  });

  it('are what the profile and submission forms say, by key', () => {
    expect(errorsOf(profileSchemaWith(zh), { email: 'nope', publicSlug: 'Bad Slug', website: 'x' })).toEqual({
      email: validationMessagesZh.emailInvalid,
      publicSlug: slugMessagesZh.invalid,
      website: validationMessagesZh.urlInvalid,
    });
    const { appSubmissionSchema: submission } = submissionSchemasWith(zh);
    expect(
      errorsOf(submission, {
        version: 'one',
        downloadUrl: 'http://example.com/app.apk',
        compatibleModels: ['max2'],
        minOsVersion: '2.3',
        languages: ['not a tag'],
        mainlandChina: true,
      }),
    ).toEqual({
      version: validationMessagesZh.versionInvalid,
      downloadUrl: validationMessagesZh.httpsUrlInvalid,
      'languages.0': listingMessagesZh.languageInvalid,
      minOsVersion: listingMessagesZh.osVersionTooNew(`${brand.name} Max 2`, '2.2'),
      appFilingNumber: appFilingMessagesZh.required,
    });
    expect(
      errorsOf(submission, {
        version: '1.0.0',
        downloadUrl: 'https://example.com/app.apk',
        dataCollected: ['location'],
        appFilingNumber: '京ICP备2023000000号-1A',
      }),
    ).toEqual({
      privacyPolicyUrl: listingMessagesZh.privacyPolicyRequired,
      appFilingNumber: appFilingMessagesZh.withoutDistribution,
    });
  });

  it('are what the webhook and device forms say, by key', () => {
    expect(errorsOf(newWebhookEndpointSchemaWith(webhookMessagesZh), { url: 'nope', events: [] })).toEqual({
      url: webhookMessagesZh.urlInvalid,
      events: webhookMessagesZh.eventsRequired,
    });
    expect(
      errorsOf(deviceRegistrationSchemaWith(deviceMessagesZh), { model: '', serialNumber: 'x' }),
    ).toEqual({
      model: deviceMessagesZh.modelRequired,
      serialNumber: deviceMessagesZh.serialInvalid,
    });
  });

  it("leave the English exports' messages as they were", () => {
    expect(errorsOf(updateAppSchema, { slug: 'Not A Slug' })).toEqual({ slug: slugMessages.invalid });
    expect(errorsOf(newApiKeySchema, { keyName: '' }).keyName).toBe('Key name is required');
    expect(errorsOf(profileSchema, { email: 'nope' }).email).toBe('Please enter a valid email address');
    expect(
      errorsOf(appSubmissionSchema, {
        version: '1.0.0',
        downloadUrl: 'https://example.com/app.apk',
        mainlandChina: 'yes',
      }).mainlandChina,
    ).toBe('Please answer yes or no');
    expect(errorsOf(newWebhookEndpointSchema, { url: 'nope', events: [] }).events).toBe(
      'Choose at least one event',
    );
    expect(errorsOf(deviceRegistrationSchema, { model: '' }).model).toBe('Please choose the glasses model');
  });
});
