import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorFromZod, fieldErrorsFromZod, isApiError } from '../src/errors';
import { guardFields, withoutGuardFields } from '../src/forms/guard';
import { alerts, maxLengthMessage, pageMessages, toasts, validationFailed } from '../src/messages';
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

describe('messages (doc 1 §8, doc 2 §8)', () => {
  it('public form toasts', () => {
    expect(toasts.leadSuccess).toEqual({
      title: 'Form submitted successfully!',
      description: "We'll get back to you soon.",
    });
    expect(toasts.leadFailed).toEqual({
      title: 'Form submission failed',
      description: 'Please try again later.',
    });
    expect(toasts.leadError).toEqual({
      title: 'Form submission error',
      description: 'An unexpected error occurred. Please try again.',
    });
    expect(toasts.partnerFailure).toEqual({
      title: 'Submission Error',
      description:
        'There was a problem submitting your application. Please try again later or contact support.',
    });
    expect(toasts.partnerSuccess.title).toBe('Application Submitted');
    expect(toasts.partnerSuccess.description).toContain('within 2 business days');
    expect(toasts.developerFailure).toEqual({
      title: 'Submission Error',
      description: 'There was a problem submitting your application. Please try again or contact support.',
    });
    expect(toasts.developerSuccess.description).toContain('within 2 business days');
    expect(toasts.newsletterInvalidEmail).toEqual({
      title: 'Invalid email',
      description: 'Please enter a valid email address',
    });
    expect(toasts.newsletterFailed).toEqual({
      title: 'Subscription failed',
      description: 'Please try again later',
    });
    expect(toasts.newsletterError).toEqual({
      title: 'Subscription error',
      description: 'An unexpected error occurred. Please try again.',
    });
    expect(toasts.newsletterSuccess).toEqual({
      title: 'Subscription successful!',
      description: 'Thank you for subscribing to our newsletter.',
    });
    expect(pageMessages.notFound).toBe('404 Page Not Found');
  });

  it('admin and partner toasts', () => {
    expect(toasts.authRequired).toEqual({
      title: 'Authentication Required',
      description: 'You must be logged in to access this page',
    });
    expect(toasts.loggedOut.title).toBe('Logged Out');
    expect(toasts.incorrectPassword.title).toBe('Incorrect password. Please try again.');
    expect(toasts.partnersLoadFailed).toEqual({
      title: 'Error loading partner data',
      description: 'Please try refreshing the page',
    });
    expect(toasts.developersLoadFailed).toEqual({
      title: 'Error',
      description: 'Failed to fetch developer applications',
    });
    expect(toasts.archiveFailed.title).toBe('Failed to archive partner application');
    expect(toasts.archiveError.title).toBe('Something went wrong while archiving the application');
    expect(toasts.archived.title).toBe('Partner application has been archived');
    expect(toasts.rejected.title).toBe('Partner application has been rejected successfully.');
    expect(toasts.statusChanged('approved').title).toBe('Partner status has been changed to approved');
    expect(toasts.resendFailed.title).toBe('Failed to resend invitation');
    expect(toasts.invitationResent('p@example.com').title).toBe(
      'Partner portal invitation resent to p@example.com',
    );
    expect(toasts.partnerLoginFailed).toEqual({
      title: 'Login failed',
      description: 'Invalid email or password',
    });
    expect(toasts.partnerLoginError).toEqual({
      title: 'Login error',
      description: 'An error occurred while logging in. Please try again.',
    });
    expect(toasts.subscriberUpdateFailed.title).toBe('Update failed');
    expect(toasts.subscriberUpdateError).toEqual({
      title: 'Update failed',
      description: 'An unexpected error occurred.',
    });
    expect(toasts.subscriberDeleteFailed.title).toBe('Deletion failed');
    expect(toasts.subscriberDeleted.title).toBe('Subscriber deleted');
    expect(toasts.statusUpdated.title).toBe('Status updated');
    expect(toasts.statusUpdatedDeveloper.title).toBe('Status Updated');
    expect(toasts.applicationDeleted.title).toBe('Application Deleted');
    expect(toasts.dataRefreshed.title).toBe('Data refreshed');
    expect(toasts.noDataToExport.title).toBe('No data to export');
    expect(toasts.exportSuccessful(3).title).toBe('Export successful');
    expect(toasts.exportSuccessful(3).description).toContain('3');
    expect(pageMessages.errorLoadingSubscribers).toBe('Error Loading Subscribers');
    expect(pageMessages.errorLoadingFormSubmissions).toBe('Error Loading Form Submissions');
  });

  it('alerts and confirmations', () => {
    expect(alerts.statusChangeFailed).toBe(
      "We're unable to approve this application right now. This might be a temporary issue, please try again in a moment or contact technical support if the problem continues.",
    );
    expect(alerts.bulkDeleteConfirm(3)).toBe('Are you sure you want to delete 3 item(s)?');
    expect(alerts.deleteDeveloperApplicationConfirm).toBe(
      'Are you sure you want to delete this application? This action cannot be undone.',
    );
    expect(validationFailed).toBe('Please check the highlighted fields.');
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
