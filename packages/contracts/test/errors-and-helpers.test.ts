import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorFromZod, fieldErrorsFromZod, isApiError } from '../src/errors';
import { guardFields, withoutGuardFields } from '../src/forms/guard';
import { alerts, maxLengthMessage } from '../src/messages';
import { blankToNull, normalizeEmail, normalizeUrl } from '../src/normalize';
import { phonePattern } from '../src/patterns';
import * as contracts from '../src/index';

describe('fieldErrorsFromZod', () => {
  const schema = z.strictObject({
    name: z.string().min(2, 'first').max(3, 'second'),
    nested: z.object({ deep: z.string('deep message') }),
  });

  it('keeps the first message per path, dots nested paths, names unknown keys', () => {
    const result = schema.safeParse({ name: 'x', nested: {}, extra: 1 });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsFromZod(result.error)).toEqual({
      name: 'first',
      'nested.deep': 'deep message',
      extra: 'Unknown field',
    });
  });

  it("puts whole-payload issues under 'root'", () => {
    const result = schema.safeParse('not an object');
    if (result.success) throw new Error('expected failure');
    expect(Object.keys(fieldErrorsFromZod(result.error))).toEqual(['root']);
  });

  it('builds the 400 body', () => {
    const result = z.object({ a: z.string('bad a') }).safeParse({});
    if (result.success) throw new Error('expected failure');
    expect(apiErrorFromZod(result.error)).toEqual({
      message: 'Please check the highlighted fields.',
      code: 'validation_failed',
      errors: { a: 'bad a' },
    });
  });

  it('isApiError', () => {
    expect(isApiError({ message: 'x' })).toBe(true);
    expect(isApiError({ message: 'x', errors: { a: 'b' } })).toBe(true);
    expect(isApiError({ message: 'x', errors: { a: 1 } })).toBe(false);
    expect(isApiError({ error: 'x' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe('guard fields', () => {
  it('are optional bounded strings and can be stripped', () => {
    const schema = z.strictObject({ a: z.string(), ...guardFields });
    expect(schema.safeParse({ a: 'x' }).success).toBe(true);
    expect(schema.safeParse({ a: 'x', _hp: 'bot', _t: 't' }).success).toBe(true);
    expect(withoutGuardFields({ a: 'x', _hp: 'bot', _t: 't' })).toEqual({ a: 'x' });
  });
});

describe('normalize', () => {
  it('normalizeEmail trims and lower-cases', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
  it('normalizeUrl adds https:// when missing, blank gives null', () => {
    expect(normalizeUrl('example.com')).toBe('https://example.com');
    expect(normalizeUrl('http://example.com')).toBe('http://example.com');
    expect(normalizeUrl(' ')).toBeNull();
    expect(normalizeUrl(undefined)).toBeNull();
  });
  it('blankToNull', () => {
    expect(blankToNull('')).toBeNull();
    expect(blankToNull(' x ')).toBe('x');
  });
});

describe('phonePattern', () => {
  it.each([['+1 (555) 010-2000'], ['555.010.2000'], ['+44 20 7946 0958 ext 12'], ['123 EXT. 4']])(
    'accepts %s',
    (v) => {
      expect(phonePattern.test(v)).toBe(true);
    },
  );
  it.each([['abc'], ['555-CALL'], ['----'], ['555\n010'], ['<script>']])('refuses %j', (v) => {
    expect(phonePattern.test(v)).toBe(false);
  });
});

describe('message templates', () => {
  it('fill in their numbers', () => {
    expect(alerts.bulkDeleteConfirm(3)).toBe('Are you sure you want to delete 3 item(s)?');
    expect(maxLengthMessage(100)).toBe('Must be at most 100 characters');
  });
});

describe('index', () => {
  it('re-exports every module', () => {
    for (const name of [
      'enterpriseLeadSchema',
      'contactLeadSchema',
      'leadSchema',
      'partnerApplicationSchema',
      'partnerApplicationSchemaFor',
      'developerApplicationSchema',
      'developerApplicationSchemaFor',
      'subscribeSchema',
      'consentLogSchema',
      'guardFields',
      'adminLoginSchema',
      'statusChangeSchema',
      'resendInvitationSchema',
      'developerStatusSchema',
      'subscriberStatusSchema',
      'archiveSchema',
      'listQuerySchema',
      'partnerLoginSchema',
      'setPasswordSchema',
      'forgotPasswordSchema',
      'newAppSchema',
      'updateAppSchema',
      'newApiKeySchema',
      'profileSchema',
      'appSubmissionSchema',
      'fieldErrorsFromZod',
      'normalizeEmail',
      'toasts',
      'validationFailed',
      'referralSourceOptions',
      'platformOptions',
    ]) {
      expect(contracts, name).toHaveProperty(name);
    }
  });
});
