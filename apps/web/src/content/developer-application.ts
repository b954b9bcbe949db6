/**
 * The words of the developer application form (/become-developer): its sections, labels, hints,
 * placeholders, option labels, button, success screen and toasts. In content so the Chinese edition can
 * translate them (i18n/zh-CN/developer-application.ts); the English is the form's as it always was. The
 * options' values are the contract's (what the API stores) in every language: only their labels differ.
 */
import { toasts } from '@app/contracts/messages';
import {
  developmentAreaOptions,
  developmentTimelineOptions,
  experienceLevelOptions,
  platformOptions,
  primaryUseCaseOptions,
  programmingLanguageOptions,
  yearsOfExperienceOptions,
} from '@app/contracts/options';
import { brand } from '../site.ts';

const selectAll = 'Select all that apply.';

export const developerApplicationForm = {
  label: 'Developer program application',
  sections: {
    about: 'About you',
    experience: 'Experience',
    project: 'Your project',
    support: 'Support and hardware',
    more: 'Anything else',
  },
  fullName: { label: 'Full name' },
  email: { label: 'Email' },
  phone: { label: 'Phone (optional)' },
  jobTitle: { label: 'Job title (optional)' },
  companyAffiliation: { label: 'Company or organization (optional)' },
  portfolioWebsite: { label: 'Portfolio or website (optional)', placeholder: 'example.com' },
  githubProfile: {
    label: 'GitHub profile (optional)',
    placeholder: 'octocat or https://github.com/octocat',
  },
  experienceLevel: { label: 'Experience level', placeholder: 'Select your experience level' },
  yearsExperience: { label: 'Years of experience', placeholder: 'Select years of experience' },
  programmingLanguages: { label: 'Programming languages', hint: selectAll },
  developmentAreas: { label: 'Development areas', hint: selectAll },
  interestedPlatforms: { label: 'Platforms you want to build for', hint: selectAll },
  primaryUseCase: { label: 'Primary use case', placeholder: 'Select your primary use case' },
  developmentTimeline: { label: 'Development timeline (optional)', placeholder: 'Select a timeline' },
  projectDescription: {
    label: 'Project description',
    hint: 'At least 20 characters: what you plan to build and for whom.',
  },
  reasonForInterest: { label: 'Why are you interested in the program?', hint: 'At least 20 characters.' },
  targetAudience: {
    label: 'Target audience (optional)',
    placeholder: 'e.g. field technicians, museum visitors',
  },
  needsTechnicalSupport: { label: 'I would like technical support from your engineers' },
  needsHardwareAccess: { label: 'I need access to development hardware' },
  hasARExperience: { label: 'I have built AR or VR applications before' },
  referralSource: { label: 'How did you hear about us? (optional)' },
  additionalInfo: { label: 'Additional information (optional)' },
  submit: 'Submit Application',
  submitting: 'Submitting...',
  /** The screen that replaces the form once it is sent. */
  success: {
    title: toasts.developerSuccess.title,
    text: `Thank you for applying to the ${brand.name} developer program. Our developer relations team will review your application within 2 business days and e-mail you about the next steps.`,
    /** The home button's words on a Chinese page (the English page keeps the panel's own). */
    home: 'Return to Homepage',
  },
  /** The head of the page a post without JavaScript lands on (/become-developer/submitted). */
  sentHead: {
    title: 'Application submitted',
    description: 'Your developer program application has reached our team.',
  },
  toasts: { success: toasts.developerSuccess, failure: toasts.developerFailure },
};

/** The form's option lists: the contract's values with their labels. */
export const developerApplicationOptions = {
  experienceLevel: experienceLevelOptions,
  yearsExperience: yearsOfExperienceOptions,
  programmingLanguages: programmingLanguageOptions,
  developmentAreas: developmentAreaOptions,
  interestedPlatforms: platformOptions(brand.name),
  primaryUseCase: primaryUseCaseOptions,
  developmentTimeline: developmentTimelineOptions,
};
