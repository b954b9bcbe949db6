import { describe, expect, it } from 'vitest';
import {
  developerApplicationSchema,
  developerApplicationSchemaFor,
} from '../src/forms/developer-application';
import { errorsOf, parseOk, repeat } from './helpers';

const valid = {
  fullName: 'Linus T',
  email: 'linus@example.com',
  phone: '',
  companyAffiliation: '',
  jobTitle: '',
  portfolioWebsite: '',
  githubProfile: '',
  experienceLevel: 'advanced',
  programmingLanguages: ['Kotlin', 'C++'],
  developmentAreas: ['Mobile Apps'],
  yearsExperience: '5-10',
  interestedPlatforms: ['CXR-M (Mobile AR Platform)', 'Lumen SDK Integration'],
  primaryUseCase: 'Enterprise & Industrial',
  projectDescription: 'A remote assistance app for field technicians.',
  reasonForInterest: 'We want hands-free workflows for our crews.',
  developmentTimeline: '1-3months',
  targetAudience: '',
  needsTechnicalSupport: true,
  needsHardwareAccess: false,
  hasARExperience: true,
  additionalInfo: '',
  referralSource: '',
};

const required = {
  fullName: valid.fullName,
  email: valid.email,
  experienceLevel: valid.experienceLevel,
  programmingLanguages: valid.programmingLanguages,
  developmentAreas: valid.developmentAreas,
  yearsExperience: valid.yearsExperience,
  interestedPlatforms: valid.interestedPlatforms,
  primaryUseCase: valid.primaryUseCase,
  projectDescription: valid.projectDescription,
  reasonForInterest: valid.reasonForInterest,
};

describe('developerApplicationSchema', () => {
  it('accepts a valid payload', () => {
    expect(errorsOf(developerApplicationSchema, valid)).toEqual({});
  });

  it('accepts only the required fields; the three booleans default to false', () => {
    const out = parseOk(developerApplicationSchema, required);
    expect(out.needsTechnicalSupport).toBe(false);
    expect(out.needsHardwareAccess).toBe(false);
    expect(out.hasARExperience).toBe(false);
  });

  it.each([
    ['fullName', 'L', 'Full name must be at least 2 characters'],
    ['fullName', undefined, 'Full name must be at least 2 characters'],
    ['email', 'linus', 'Please provide a valid email address'],
    ['email', '', 'Please provide a valid email address'],
    ['experienceLevel', '', 'Please select your experience level'],
    ['experienceLevel', undefined, 'Please select your experience level'],
    ['experienceLevel', 'guru', 'Please select your experience level'],
    ['programmingLanguages', [], 'Please select at least one programming language'],
    ['programmingLanguages', undefined, 'Please select at least one programming language'],
    ['developmentAreas', [], 'Please select at least one development area'],
    ['developmentAreas', undefined, 'Please select at least one development area'],
    ['yearsExperience', '', 'Please select your years of experience'],
    ['yearsExperience', '3', 'Please select your years of experience'],
    ['interestedPlatforms', [], 'Please select at least one platform'],
    ['interestedPlatforms', undefined, 'Please select at least one platform'],
    ['primaryUseCase', '', 'Please select your primary use case'],
    ['primaryUseCase', 'Farming', 'Please select your primary use case'],
    ['projectDescription', repeat(19), 'Project description must be at least 20 characters'],
    ['projectDescription', undefined, 'Project description must be at least 20 characters'],
    ['reasonForInterest', repeat(19), 'Please provide more details about your interest'],
    ['reasonForInterest', '', 'Please provide more details about your interest'],
    ['developmentTimeline', 'someday', 'Please select a development timeline'],
    ['phone', 'abc', 'Please enter a valid phone number'],
    ['portfolioWebsite', 'nope', 'Please enter a valid URL'],
    ['githubProfile', 'not a handle!', 'Please enter a GitHub username or profile URL'],
    ['needsTechnicalSupport', 'yes', 'Must be true or false'],
  ])('%s = %j gives its message', (field, value, message) => {
    expect(errorsOf(developerApplicationSchema, { ...valid, [field]: value })).toEqual({
      [field]: message,
    });
  });

  it('projectDescription and reasonForInterest accept exactly 20 characters', () => {
    expect(
      errorsOf(developerApplicationSchema, {
        ...valid,
        projectDescription: repeat(20),
        reasonForInterest: repeat(20),
      }),
    ).toEqual({});
  });

  it('accepts every listed value', () => {
    for (const experienceLevel of ['beginner', 'intermediate', 'advanced', 'expert']) {
      expect(errorsOf(developerApplicationSchema, { ...valid, experienceLevel })).toEqual({});
    }
    for (const yearsExperience of ['0-1', '2-5', '5-10', '10+']) {
      expect(errorsOf(developerApplicationSchema, { ...valid, yearsExperience })).toEqual({});
    }
    for (const developmentTimeline of ['immediate', '1-3months', '3-6months', '6-12months', '']) {
      expect(errorsOf(developerApplicationSchema, { ...valid, developmentTimeline })).toEqual({});
    }
    const { developmentTimeline: _omit, ...withoutTimeline } = valid;
    expect(errorsOf(developerApplicationSchema, withoutTimeline)).toEqual({});
  });

  it('array items must come from the option lists', () => {
    expect(
      errorsOf(developerApplicationSchema, { ...valid, programmingLanguages: ['Kotlin', 'COBOL'] }),
    ).toEqual({ 'programmingLanguages.1': 'Please select a valid option' });
    expect(errorsOf(developerApplicationSchema, { ...valid, developmentAreas: ['Knitting'] })).toEqual({
      'developmentAreas.0': 'Please select a valid option',
    });
  });

  it('arrays hold at most the number of options', () => {
    const all = ['IoT', 'IoT', 'IoT', 'IoT', 'IoT', 'IoT', 'IoT', 'IoT', 'IoT', 'IoT'];
    expect(errorsOf(developerApplicationSchema, { ...valid, developmentAreas: all })).toEqual({
      developmentAreas: 'Select at most 9',
    });
  });

  it('platforms: fixed ones plus the brand SDK integration of the configured brand', () => {
    const fixed = ['CXR-M (Mobile AR Platform)', 'CXR-S (On-device AR Platform)', 'YodaOS-Sprite'];
    expect(
      errorsOf(developerApplicationSchema, {
        ...valid,
        interestedPlatforms: [...fixed, 'Lumen SDK Integration'],
      }),
    ).toEqual({});
    const acme = developerApplicationSchemaFor('Acme');
    expect(errorsOf(acme, { ...valid, interestedPlatforms: ['Acme SDK Integration'] })).toEqual({});
    expect(errorsOf(acme, { ...valid, interestedPlatforms: ['Lumen SDK Integration'] })).toEqual({
      'interestedPlatforms.0': 'Please select a valid option',
    });
  });

  it('githubProfile accepts a handle or a URL', () => {
    for (const githubProfile of [
      'octocat',
      '@octo-cat',
      'https://github.com/octocat',
      'github.com/octocat',
    ]) {
      expect(errorsOf(developerApplicationSchema, { ...valid, githubProfile })).toEqual({});
    }
  });

  it.each([
    ['fullName', 100],
    ['companyAffiliation', 200],
    ['jobTitle', 100],
    ['projectDescription', 5000],
    ['reasonForInterest', 5000],
    ['targetAudience', 5000],
    ['additionalInfo', 5000],
    ['referralSource', 200],
  ])('%s is at most %i characters', (field, max) => {
    expect(errorsOf(developerApplicationSchema, { ...valid, [field]: repeat(max) })).toEqual({});
    expect(errorsOf(developerApplicationSchema, { ...valid, [field]: repeat(max + 1) })).toEqual({
      [field]: `Must be at most ${max} characters`,
    });
  });

  it('refuses unknown fields, accepts guard fields', () => {
    expect(errorsOf(developerApplicationSchema, { ...valid, status: 'approved' })).toEqual({
      status: 'Unknown field',
    });
    expect(errorsOf(developerApplicationSchema, { ...valid, _hp: '', _t: 'x' })).toEqual({});
  });
});
