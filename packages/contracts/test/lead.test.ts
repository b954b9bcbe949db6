import { describe, expect, it } from 'vitest';
import { contactLeadSchema, enterpriseLeadSchema, leadSchema } from '../src/forms/lead';
import { errorsOf, parseOk, repeat } from './helpers';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: 'Analytical Engines',
  email: 'ada@example.com',
  phone: '',
  interest: 'training',
  message: '',
};

describe.each([
  ['enterpriseLeadSchema', enterpriseLeadSchema],
  ['contactLeadSchema', contactLeadSchema],
  ['leadSchema', leadSchema],
] as const)('%s', (_name, schema) => {
  it('accepts a valid payload, with and without optional fields', () => {
    expect(errorsOf(schema, valid)).toEqual({});
    const { phone: _p, message: _m, ...required } = valid;
    expect(errorsOf(schema, required)).toEqual({});
    expect(errorsOf(schema, { ...valid, phone: '+1 (555) 010-2000 ext. 12', message: 'Hi' })).toEqual({});
  });

  it('trims text', () => {
    const out = parseOk(schema, { ...valid, firstName: '  Ada  ', email: ' ada@example.com ' });
    expect(out.firstName).toBe('Ada');
    expect(out.email).toBe('ada@example.com');
  });

  it.each([
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['firstName', '  A ', 'First name must be at least 2 characters'],
    ['firstName', undefined, 'First name must be at least 2 characters'],
    ['lastName', 'L', 'Last name must be at least 2 characters'],
    ['lastName', '', 'Last name must be at least 2 characters'],
    ['companyName', 'X', 'Company name is required'],
    ['companyName', undefined, 'Company name is required'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', '', 'Please enter a valid email address'],
    ['email', undefined, 'Please enter a valid email address'],
    ['interest', '', 'Please select your primary interest'],
    ['interest', undefined, 'Please select your primary interest'],
    ['interest', 'nonsense', 'Please select your primary interest'],
    ['phone', 'call me maybe', 'Please enter a valid phone number'],
  ])('%s = %j gives its message', (field, value, message) => {
    expect(errorsOf(schema, { ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['firstName', 100],
    ['lastName', 100],
    ['companyName', 200],
    ['phone', 40],
    ['message', 5000],
  ])('%s is at most %i characters', (field, max) => {
    const filler = field === 'phone' ? '1' : 'a';
    expect(errorsOf(schema, { ...valid, [field]: repeat(max, filler) })).toEqual({});
    expect(errorsOf(schema, { ...valid, [field]: repeat(max + 1, filler) })).toEqual({
      [field]: `Must be at most ${max} characters`,
    });
  });

  it('email is at most 254 characters', () => {
    const long = `${repeat(64)}@${repeat(185)}.com`;
    expect(long).toHaveLength(254);
    expect(errorsOf(schema, { ...valid, email: long })).toEqual({});
    expect(errorsOf(schema, { ...valid, email: `a${long}` })).toEqual({
      email: 'Must be at most 254 characters',
    });
  });

  it('refuses unknown fields', () => {
    expect(errorsOf(schema, { ...valid, isAdmin: true })).toEqual({ isAdmin: 'Unknown field' });
  });

  it('accepts the guard fields', () => {
    expect(errorsOf(schema, { ...valid, _hp: '', _t: 'signed.token' })).toEqual({});
    expect(errorsOf(schema, { ...valid, _t: repeat(201) })).toEqual({
      _t: 'Must be at most 200 characters',
    });
  });
});

describe('interest options per form', () => {
  it('home form accepts only the home interests', () => {
    for (const interest of ['remote-assistance', 'training', 'workflow', 'partner', 'other']) {
      expect(errorsOf(enterpriseLeadSchema, { ...valid, interest })).toEqual({});
    }
    for (const interest of ['developer', 'distribution']) {
      expect(errorsOf(enterpriseLeadSchema, { ...valid, interest })).toEqual({
        interest: 'Please select your primary interest',
      });
    }
  });

  it('contact form and POST /api/leads accept all 7', () => {
    for (const interest of [
      'remote-assistance',
      'training',
      'workflow',
      'partner',
      'other',
      'developer',
      'distribution',
    ]) {
      expect(errorsOf(contactLeadSchema, { ...valid, interest })).toEqual({});
      expect(errorsOf(leadSchema, { ...valid, interest })).toEqual({});
    }
  });

  it('reports every violated field at once', () => {
    expect(errorsOf(leadSchema, {})).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      companyName: 'Company name is required',
      email: 'Please enter a valid email address',
      interest: 'Please select your primary interest',
    });
  });
});
