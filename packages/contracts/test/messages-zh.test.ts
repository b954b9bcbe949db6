/** The Chinese messages (decision 0068): chosen by key and code, every one translated. */
import { describe, expect, it } from 'vitest';
import { apiErrorCodeValues } from '../src/api/common';
import { developerApplicationSchemaFor } from '../src/forms/developer-application';
import { loginSchemaWith, setPasswordSchemaWith } from '../src/forms/partner-portal';
import { validationMessages } from '../src/messages';
import { apiErrorMessagesZh, validationMessagesZh as zh } from '../src/messages-zh';
import { errorsOf } from './helpers';

const chinese = /[\u4e00-\u9fff]/;

describe('the Chinese validation messages', () => {
  it('translate every English message, key by key (functions with the same arguments)', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(validationMessages).sort());
    for (const [key, english] of Object.entries(validationMessages)) {
      const translated = zh[key as keyof typeof zh];
      const [en, text] =
        typeof english === 'function'
          ? [(english as (n: number) => string)(5), (translated as (n: number) => string)(5)]
          : [english, translated as string];
      expect(text, key).not.toBe(en);
      expect(text, key).toMatch(chinese);
      if (typeof english === 'function') expect(text, key).toContain('5');
    }
  });

  it("are what the Chinese form's schema says, by each field's key", () => {
    const schema = developerApplicationSchemaFor('Lumen', zh);
    const errors = errorsOf(schema, {
      fullName: 'L',
      email: 'nope',
      phone: 'x',
      githubProfile: 'not a handle!',
      experienceLevel: '',
      programmingLanguages: ['Cobol'],
      developmentAreas: [],
      yearsExperience: 'forever',
      interestedPlatforms: [],
      primaryUseCase: '',
      projectDescription: 'short',
      reasonForInterest: 'short',
      developmentTimeline: 'someday',
      referralSource: 'x'.repeat(1000),
      language: 'fr',
    });
    expect(errors).toMatchObject({
      fullName: zh.developerFullNameMin,
      email: zh.emailInvalidProvide,
      phone: zh.phoneInvalid,
      githubProfile: zh.githubInvalid,
      experienceLevel: zh.experienceLevelRequired,
      'programmingLanguages.0': zh.invalidOption,
      developmentAreas: zh.developmentAreasRequired,
      yearsExperience: zh.yearsExperienceRequired,
      interestedPlatforms: zh.platformsRequired,
      primaryUseCase: zh.primaryUseCaseRequired,
      projectDescription: zh.projectDescriptionMin,
      reasonForInterest: zh.reasonForInterestMin,
      developmentTimeline: zh.developmentTimelineInvalid,
      language: zh.languageInvalid,
    });
    expect(errors.referralSource).toMatch(/^最多 \d+ 个字符$/);
  });

  it("leave the English schema's messages as they were", () => {
    const errors = errorsOf(developerApplicationSchemaFor('Lumen'), { fullName: 'L' });
    expect(errors.fullName).toBe('Full name must be at least 2 characters');
    expect(errors.experienceLevel).toBe('Please select your experience level');
  });

  it('are what the Chinese account forms say (sign in, choose a password)', () => {
    expect(errorsOf(loginSchemaWith(zh), { email: 'x', password: '123' })).toEqual({
      email: zh.emailInvalid,
      password: zh.passwordMin6,
    });
    expect(
      errorsOf(setPasswordSchemaWith(zh), { token: 't', password: 'short', confirmPassword: 'other' }),
    ).toEqual({ password: zh.passwordMin8, confirmPassword: zh.passwordsDoNotMatch });
  });
});

describe('the Chinese error answers', () => {
  it('say every error code in Chinese', () => {
    expect(Object.keys(apiErrorMessagesZh).sort()).toEqual([...apiErrorCodeValues].sort());
    for (const text of Object.values(apiErrorMessagesZh)) expect(text).toMatch(chinese);
  });
});
