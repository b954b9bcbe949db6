import { describe, expect, it } from 'vitest';
import { consentLogSchema } from '../src/forms/consent';
import { subscribeSchema } from '../src/forms/newsletter';
import { errorsOf, parseOk, repeat } from './helpers';

describe('subscribeSchema', () => {
  it('accepts the widget payload', () => {
    const out = parseOk(subscribeSchema, { email: 'fan@example.com', source: 'floating_newsletter' });
    expect(out.source).toBe('floating_newsletter');
  });

  it("source defaults to 'website'", () => {
    expect(parseOk(subscribeSchema, { email: 'fan@example.com' }).source).toBe('website');
  });

  it('accepts optional names', () => {
    expect(errorsOf(subscribeSchema, { email: 'fan@example.com', firstName: 'Fan', lastName: '' })).toEqual(
      {},
    );
  });

  it.each([[''], ['   '], ['no-at-sign'], [undefined], ['fan@'], ['@example.com']])(
    'email %j gives the spec message',
    (email) => {
      expect(errorsOf(subscribeSchema, { email })).toEqual({
        email: 'Please enter a valid email address',
      });
    },
  );

  it('bounds source, names and email', () => {
    expect(errorsOf(subscribeSchema, { email: 'a@b.co', source: 'has spaces' })).toEqual({
      source: 'Invalid source',
    });
    expect(errorsOf(subscribeSchema, { email: 'a@b.co', source: repeat(101) })).toEqual({
      source: 'Must be at most 100 characters',
    });
    expect(errorsOf(subscribeSchema, { email: 'a@b.co', firstName: repeat(101) })).toEqual({
      firstName: 'Must be at most 100 characters',
    });
  });

  it('refuses unknown fields, accepts guard fields', () => {
    expect(errorsOf(subscribeSchema, { email: 'a@b.co', active: false })).toEqual({
      active: 'Unknown field',
    });
    expect(errorsOf(subscribeSchema, { email: 'a@b.co', _hp: '', _t: 'tok' })).toEqual({});
  });
});

describe('consentLogSchema', () => {
  const valid = {
    timestamp: new Date('2025-05-24T10:00:00Z').toISOString(),
    action: 'customize',
    preferences: { necessary: true, analytics: true, marketing: false },
    userAgent: 'Mozilla/5.0',
    domain: 'www.example.com',
  };

  it('accepts a valid entry, with and without consentId and revision', () => {
    expect(errorsOf(consentLogSchema, valid)).toEqual({});
    expect(
      errorsOf(consentLogSchema, {
        ...valid,
        consentId: '3f1c7a9e-2b4d-4e8f-9a6b-1c2d3e4f5a6b',
        revision: 2,
      }),
    ).toEqual({});
    expect(errorsOf(consentLogSchema, { ...valid, timestamp: '2025-05-24T12:00:00+02:00' })).toEqual({});
  });

  it('accepts every action', () => {
    for (const action of ['accept_all', 'reject_all', 'customize']) {
      expect(errorsOf(consentLogSchema, { ...valid, action })).toEqual({});
    }
  });

  it('refuses invalid values', () => {
    expect(errorsOf(consentLogSchema, { ...valid, timestamp: 'yesterday' })).toEqual({
      timestamp: 'Invalid timestamp',
    });
    expect(errorsOf(consentLogSchema, { ...valid, action: 'maybe' })).toEqual({
      action: 'Invalid consent action',
    });
    expect(
      Object.keys(
        errorsOf(consentLogSchema, { ...valid, preferences: { ...valid.preferences, necessary: false } }),
      ),
    ).toEqual(['preferences.necessary']);
    expect(
      errorsOf(consentLogSchema, { ...valid, preferences: { ...valid.preferences, analytics: 'yes' } }),
    ).toEqual({ 'preferences.analytics': 'Must be true or false' });
    expect(Object.keys(errorsOf(consentLogSchema, { ...valid, consentId: 'abc' }))).toEqual(['consentId']);
    expect(Object.keys(errorsOf(consentLogSchema, { ...valid, revision: 0 }))).toEqual(['revision']);
    expect(Object.keys(errorsOf(consentLogSchema, { ...valid, revision: 1.5 }))).toEqual(['revision']);
  });

  it('bounds userAgent (1000) and domain (255)', () => {
    expect(errorsOf(consentLogSchema, { ...valid, userAgent: repeat(1000), domain: repeat(255) })).toEqual(
      {},
    );
    expect(errorsOf(consentLogSchema, { ...valid, userAgent: repeat(1001) })).toEqual({
      userAgent: 'Must be at most 1000 characters',
    });
    expect(errorsOf(consentLogSchema, { ...valid, domain: repeat(256) })).toEqual({
      domain: 'Must be at most 255 characters',
    });
  });

  it('refuses unknown fields, also inside preferences', () => {
    expect(errorsOf(consentLogSchema, { ...valid, ipAddress: '1.2.3.4' })).toEqual({
      ipAddress: 'Unknown field',
    });
    expect(
      errorsOf(consentLogSchema, { ...valid, preferences: { ...valid.preferences, tracking: true } }),
    ).toEqual({ 'preferences.tracking': 'Unknown field' });
  });
});
