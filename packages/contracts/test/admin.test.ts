import { describe, expect, it } from 'vitest';
import {
  adminLoginSchema,
  archiveSchema,
  developerStatusSchema,
  listQuerySchema,
  resendInvitationSchema,
  statusChangeSchema,
  subscriberStatusSchema,
} from '../src/forms/admin';
import { errorsOf, parseOk, repeat } from './helpers';

describe('adminLoginSchema', () => {
  it('accepts a username and password', () => {
    expect(errorsOf(adminLoginSchema, { username: 'admin', password: 'secret' })).toEqual({});
  });
  it('requires both', () => {
    expect(errorsOf(adminLoginSchema, { username: '', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(errorsOf(adminLoginSchema, {})).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });
  it('does not trim passwords', () => {
    expect(parseOk(adminLoginSchema, { username: ' admin ', password: ' pw ' })).toEqual({
      username: 'admin',
      password: ' pw ',
    });
  });
});

describe('statusChangeSchema', () => {
  it('accepts each partner status with the admin password', () => {
    for (const status of ['pending', 'approved', 'rejected']) {
      expect(errorsOf(statusChangeSchema, { status, adminPassword: 'pw' })).toEqual({});
    }
  });
  it('refuses other statuses and an empty password', () => {
    expect(errorsOf(statusChangeSchema, { status: 'archived', adminPassword: '' })).toEqual({
      status: 'Please select a status',
      adminPassword: 'Please enter the admin password',
    });
  });
});

describe('resendInvitationSchema', () => {
  it('accepts an address', () => {
    expect(errorsOf(resendInvitationSchema, { email: 'partner@example.com' })).toEqual({});
  });
  it.each([[''], ['partner.example.com'], [undefined]])('%j gives the spec message', (email) => {
    expect(errorsOf(resendInvitationSchema, { email })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe('developerStatusSchema', () => {
  it('accepts each developer status, notes optional', () => {
    for (const status of ['pending', 'under_review', 'approved', 'rejected']) {
      expect(errorsOf(developerStatusSchema, { status })).toEqual({});
      expect(errorsOf(developerStatusSchema, { status, adminNotes: 'ok' })).toEqual({});
    }
  });
  it('refuses an unknown status and overlong notes', () => {
    expect(errorsOf(developerStatusSchema, { status: 'done', adminNotes: repeat(5001) })).toEqual({
      status: 'Please select a status',
      adminNotes: 'Must be at most 5000 characters',
    });
  });
});

describe('subscriberStatusSchema and archiveSchema', () => {
  it('take booleans only', () => {
    expect(errorsOf(subscriberStatusSchema, { active: false })).toEqual({});
    expect(errorsOf(subscriberStatusSchema, { active: 'false' })).toEqual({
      active: 'Must be true or false',
    });
    expect(errorsOf(archiveSchema, { archived: true })).toEqual({});
    expect(errorsOf(archiveSchema, {})).toEqual({ archived: 'Must be true or false' });
  });
});

describe('listQuerySchema', () => {
  it('defaults limit 50 and offset 0, drops unknown keys like t', () => {
    expect(parseOk(listQuerySchema, { t: '1700000000000' })).toEqual({ limit: 50, offset: 0 });
  });
  it('coerces numbers from the query string', () => {
    expect(
      parseOk(listQuerySchema, {
        q: ' acme ',
        status: 'pending',
        sort: 'createdAt',
        limit: '200',
        offset: '10',
        archived: 'true',
      }),
    ).toEqual({ q: 'acme', status: 'pending', sort: 'createdAt', limit: 200, offset: 10, archived: 'true' });
  });
  it('bounds limit, offset, q and archived', () => {
    for (const limit of ['0', '201', '1.5', 'x']) {
      expect(Object.keys(errorsOf(listQuerySchema, { limit }))).toEqual(['limit']);
    }
    expect(Object.keys(errorsOf(listQuerySchema, { offset: '-1' }))).toEqual(['offset']);
    expect(errorsOf(listQuerySchema, { q: repeat(201) })).toEqual({
      q: 'Must be at most 200 characters',
    });
    expect(Object.keys(errorsOf(listQuerySchema, { archived: 'yes' }))).toEqual(['archived']);
  });
});
