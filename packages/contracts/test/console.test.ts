import { describe, expect, it } from 'vitest';
import {
  appSubmissionSchema,
  newApiKeySchema,
  newAppSchema,
  profileSchema,
  updateAppSchema,
} from '../src/forms/console';
import { errorsOf, parseOk, repeat } from './helpers';

describe('newAppSchema / updateAppSchema', () => {
  const valid = { name: 'Field Guide', description: '', sdkType: 'cxr-m', category: 'navigation' };
  it('accepts a valid app for every sdkType and category', () => {
    for (const sdkType of ['cxr-m', 'cxr-s', 'both']) {
      expect(errorsOf(newAppSchema, { ...valid, sdkType })).toEqual({});
    }
    for (const category of ['navigation', 'productivity', 'entertainment', 'education', 'utility', 'other']) {
      expect(errorsOf(newAppSchema, { ...valid, category })).toEqual({});
    }
  });
  it('gives its messages', () => {
    expect(errorsOf(newAppSchema, { name: '  ', sdkType: '', category: 'games' })).toEqual({
      name: 'App name is required',
      sdkType: 'Please select an SDK type',
      category: 'Please select a category',
    });
    expect(errorsOf(newAppSchema, { ...valid, name: repeat(101), description: repeat(2001) })).toEqual({
      name: 'Must be at most 100 characters',
      description: 'Must be at most 2000 characters',
    });
  });
  it('update takes any subset', () => {
    expect(errorsOf(updateAppSchema, {})).toEqual({});
    expect(errorsOf(updateAppSchema, { name: 'New name' })).toEqual({});
    expect(errorsOf(updateAppSchema, { name: '' })).toEqual({ name: 'App name is required' });
  });
});

describe('newApiKeySchema', () => {
  it("defaults permissions to ['read'] (a fresh array each time)", () => {
    const a = parseOk(newApiKeySchema, { keyName: 'CI key' });
    const b = parseOk(newApiKeySchema, { keyName: 'CI key' });
    expect(a.permissions).toEqual(['read']);
    expect(a.permissions).not.toBe(b.permissions);
  });
  it('accepts app id, null app, permissions, kinds, modes and expiry moments', () => {
    for (const extra of [
      { appId: 3 },
      { appId: null },
      { permissions: ['read', 'write', 'admin'] },
      { expiresAt: '2030-01-31T12:00:00Z' },
      { expiresAt: '2030-01-31T12:00:00+09:00' },
      { expiresAt: '' },
      { mode: 'test' },
      { kind: 'publishable', appId: 3 },
    ]) {
      expect(errorsOf(newApiKeySchema, { keyName: 'k', ...extra })).toEqual({});
    }
  });
  it('gives its messages', () => {
    expect(errorsOf(newApiKeySchema, { keyName: '', permissions: [] })).toEqual({
      keyName: 'Key name is required',
      permissions: 'Please select at least one permission',
    });
    expect(errorsOf(newApiKeySchema, { keyName: 'k', appId: 0 })).toEqual({
      appId: 'Please select a valid app',
    });
    expect(errorsOf(newApiKeySchema, { keyName: 'k', appId: '3' })).toEqual({
      appId: 'Please select a valid app',
    });
    expect(errorsOf(newApiKeySchema, { keyName: 'k', permissions: ['root'] })).toEqual({
      'permissions.0': 'Please select a valid option',
    });
    // A bare date does not say whose end of the day is meant: the expiry is a moment.
    expect(errorsOf(newApiKeySchema, { keyName: 'k', expiresAt: '2030-01-31' })).toEqual({
      expiresAt: 'Use a date and time with its offset, like 2026-12-31T18:00:00+01:00',
    });
    expect(errorsOf(newApiKeySchema, { keyName: 'k', kind: 'publishable' })).toEqual({
      appId: 'A publishable key belongs to one app: please select it',
    });
    expect(errorsOf(newApiKeySchema, { keyName: 'k', expiresAt: '31/01/2030' })).toEqual({
      expiresAt: 'Use a date and time with its offset, like 2026-12-31T18:00:00+01:00',
    });
    expect(errorsOf(newApiKeySchema, { keyName: repeat(101) })).toEqual({
      keyName: 'Must be at most 100 characters',
    });
  });
});

describe('profileSchema', () => {
  it('requires nothing', () => {
    expect(errorsOf(profileSchema, {})).toEqual({});
    expect(
      errorsOf(profileSchema, {
        fullName: '',
        email: '',
        company: '',
        githubHandle: '',
        bio: '',
        skills: [],
      }),
    ).toEqual({});
  });
  it('accepts a full profile', () => {
    expect(
      errorsOf(profileSchema, {
        fullName: 'Dev One',
        email: 'dev@example.com',
        company: 'Acme',
        githubHandle: 'devone',
        bio: 'Builds things.',
        skills: ['Kotlin', 'Unity'],
      }),
    ).toEqual({});
  });
  it('bounds every field', () => {
    expect(
      errorsOf(profileSchema, {
        fullName: repeat(101),
        email: 'nope',
        company: repeat(201),
        githubHandle: 'bad handle',
        bio: repeat(2001),
      }),
    ).toEqual({
      fullName: 'Must be at most 100 characters',
      email: 'Please enter a valid email address',
      company: 'Must be at most 200 characters',
      githubHandle: 'Please enter a GitHub username or profile URL',
      bio: 'Must be at most 2000 characters',
    });
    expect(errorsOf(profileSchema, { skills: Array.from({ length: 31 }, (_, i) => `s${i}`) })).toEqual({
      skills: 'At most 30 skills',
    });
    expect(errorsOf(profileSchema, { skills: ['ok', ' '] })).toEqual({
      'skills.1': 'Each skill must be 1 to 50 characters',
    });
  });
});

describe('appSubmissionSchema', () => {
  const valid = {
    version: '1.2.0',
    releaseNotes: 'Fixes.',
    downloadUrl: 'https://cdn.example.com/app-1.2.0.apk',
  };
  it('accepts a valid submission; screenshot links are no field of it (files are uploaded)', () => {
    expect(errorsOf(appSubmissionSchema, valid)).toEqual({});
    expect(
      parseOk(appSubmissionSchema, { ...valid, screenshots: ['https://cdn.example.com/1.png'] }),
    ).not.toHaveProperty('screenshots');
  });
  it.each([['1.2'], ['v1.2.0'], [''], ['1.2.0.4']])('version %j gives its message', (version) => {
    expect(errorsOf(appSubmissionSchema, { ...valid, version })).toEqual({
      version: 'Use a version like 1.2.0',
    });
  });
  it('needs https URLs', () => {
    expect(errorsOf(appSubmissionSchema, { ...valid, downloadUrl: 'http://cdn.example.com/a.apk' })).toEqual({
      downloadUrl: 'Please enter an https:// URL',
    });
  });
  it('bounds notes and URLs', () => {
    expect(errorsOf(appSubmissionSchema, { ...valid, releaseNotes: repeat(5001) })).toEqual({
      releaseNotes: 'Must be at most 5000 characters',
    });
    expect(
      errorsOf(appSubmissionSchema, { ...valid, downloadUrl: `https://example.com/${repeat(481)}` }),
    ).toEqual({
      downloadUrl: 'Must be at most 500 characters',
    });
  });
});
