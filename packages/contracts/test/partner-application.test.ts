import { describe, expect, it } from 'vitest';
import { partnerApplicationSchema, partnerApplicationSchemaFor } from '../src/forms/partner-application';
import { errorsOf, parseOk, repeat } from './helpers';

const valid = {
  fullName: 'Grace Hopper',
  contactNumber: '+1 555 010 2000',
  email: 'grace@example.com',
  companyName: 'Navy Systems',
  companyWebsite: '',
  industry: 'Technology',
  employeeCount: '51-200',
  offerAfterSaleService: 'Yes',
  targetCountryRegion: 'North America',
  salesTargetPlan: '',
  referralSource: '',
  additionalInfo: '',
};

const required = {
  fullName: valid.fullName,
  contactNumber: valid.contactNumber,
  email: valid.email,
  companyName: valid.companyName,
  industry: valid.industry,
  employeeCount: valid.employeeCount,
  targetCountryRegion: valid.targetCountryRegion,
};

describe('partnerApplicationSchema', () => {
  it('accepts a valid payload', () => {
    expect(errorsOf(partnerApplicationSchema, valid)).toEqual({});
  });

  it('accepts only the required fields and defaults offerAfterSaleService to No', () => {
    const out = parseOk(partnerApplicationSchema, required);
    expect(out.offerAfterSaleService).toBe('No');
  });

  it('accepts every after-sale answer', () => {
    for (const offerAfterSaleService of ['Yes', 'No', 'Not Sure']) {
      expect(errorsOf(partnerApplicationSchema, { ...valid, offerAfterSaleService })).toEqual({});
    }
    expect(errorsOf(partnerApplicationSchema, { ...valid, offerAfterSaleService: 'Maybe' })).toEqual({
      offerAfterSaleService: 'Please select an option',
    });
  });

  it.each([
    ['fullName', 'Al', 'Full name must be at least 3 characters'],
    ['fullName', undefined, 'Full name must be at least 3 characters'],
    ['contactNumber', '1234', 'Please provide a valid contact number'],
    ['contactNumber', '', 'Please provide a valid contact number'],
    ['contactNumber', 'phone me', 'Please provide a valid contact number'],
    ['email', 'grace@', 'Please provide a valid email address'],
    ['email', '', 'Please provide a valid email address'],
    ['companyName', 'N', 'Company name must be at least 2 characters'],
    ['industry', 'T', 'Please select or specify your industry'],
    ['industry', '', 'Please select or specify your industry'],
    ['employeeCount', '', 'Please select employee count'],
    ['employeeCount', undefined, 'Please select employee count'],
    ['employeeCount', '7', 'Please select employee count'],
    ['targetCountryRegion', 'E', 'Please specify your target market region'],
    ['targetCountryRegion', undefined, 'Please specify your target market region'],
    ['companyWebsite', 'not a url', 'Please enter a valid URL'],
    ['companyWebsite', 'javascript:alert(1)', 'Please enter a valid URL'],
    ['companyWebsite', 'ftp://example.com', 'Please enter a valid URL'],
    ['referralSource', 'Carrier pigeon', 'Please select how you heard about us'],
  ])('%s = %j gives its message', (field, value, message) => {
    expect(errorsOf(partnerApplicationSchema, { ...valid, [field]: value })).toEqual({
      [field]: message,
    });
  });

  it('accepts free-text industries and the listed ones', () => {
    for (const industry of ['Retail', 'Other', 'Logistics']) {
      expect(errorsOf(partnerApplicationSchema, { ...valid, industry })).toEqual({});
    }
  });

  it('accepts every employee count', () => {
    for (const employeeCount of ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+']) {
      expect(errorsOf(partnerApplicationSchema, { ...valid, employeeCount })).toEqual({});
    }
  });

  it('accepts websites with or without scheme', () => {
    for (const companyWebsite of [
      'example.com',
      'www.example.co.uk',
      'https://example.com',
      'http://example.com/about?x=1',
    ]) {
      expect(errorsOf(partnerApplicationSchema, { ...valid, companyWebsite })).toEqual({});
    }
  });

  it('accepts the referral sources of its brand', () => {
    expect(errorsOf(partnerApplicationSchema, { ...valid, referralSource: 'Lumen Sales' })).toEqual({});
    expect(errorsOf(partnerApplicationSchema, { ...valid, referralSource: 'Others' })).toEqual({});
    const acme = partnerApplicationSchemaFor('Acme');
    expect(errorsOf(acme, { ...valid, referralSource: 'Acme Sales' })).toEqual({});
    expect(errorsOf(acme, { ...valid, referralSource: 'Lumen Sales' })).toEqual({
      referralSource: 'Please select how you heard about us',
    });
  });

  it.each([
    ['fullName', 100],
    ['companyName', 200],
    ['industry', 100],
    ['targetCountryRegion', 200],
    ['salesTargetPlan', 5000],
    ['additionalInfo', 5000],
    ['contactNumber', 40],
  ])('%s is at most %i characters', (field, max) => {
    const filler = field === 'contactNumber' ? '1' : 'a';
    expect(errorsOf(partnerApplicationSchema, { ...valid, [field]: repeat(max, filler) })).toEqual({});
    expect(errorsOf(partnerApplicationSchema, { ...valid, [field]: repeat(max + 1, filler) })).toEqual({
      [field]: `Must be at most ${max} characters`,
    });
  });

  it('companyWebsite is at most 500 characters', () => {
    const url = `example.com/${repeat(488)}`;
    expect(url).toHaveLength(500);
    expect(errorsOf(partnerApplicationSchema, { ...valid, companyWebsite: url })).toEqual({});
    expect(errorsOf(partnerApplicationSchema, { ...valid, companyWebsite: `${url}a` })).toEqual({
      companyWebsite: 'Must be at most 500 characters',
    });
  });

  it('refuses unknown fields, accepts guard fields', () => {
    expect(errorsOf(partnerApplicationSchema, { ...valid, status: 'approved' })).toEqual({
      status: 'Unknown field',
    });
    expect(errorsOf(partnerApplicationSchema, { ...valid, _hp: '', _t: 'x' })).toEqual({});
  });

  it('reports every required field when empty', () => {
    expect(errorsOf(partnerApplicationSchema, {})).toEqual({
      fullName: 'Full name must be at least 3 characters',
      contactNumber: 'Please provide a valid contact number',
      email: 'Please provide a valid email address',
      companyName: 'Company name must be at least 2 characters',
      industry: 'Please select or specify your industry',
      employeeCount: 'Please select employee count',
      targetCountryRegion: 'Please specify your target market region',
    });
  });
});
