/** The developer program application (POST /api/submit-developer), then a success screen. */
import type {
  DeveloperApplication,
  DeveloperApplicationInput,
} from '@app/contracts/forms/developer-application';
import type { FormValuesOf } from '@app/contracts/forms/fields';
import { limits } from '@app/contracts/limits';
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
import { useState } from 'react';
import { brand } from '../../site.ts';
import {
  CheckboxField,
  CheckboxGroupField,
  SelectField,
  TextareaField,
  TextField,
} from '../../components/form/fields.tsx';
import { FormFooter, FormSection } from './form-section.tsx';
import { HoneypotField } from '../../components/form/honeypot-field.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { DeveloperSuccess } from '../../components/form/success-screens.tsx';
import { PublicFormElement } from '../../components/form/public-form-element.tsx';
import { usePublicForm, type PublicFormMessages } from '../../components/form/use-public-form.ts';

const loadSchema = () =>
  import('@app/contracts/forms/developer-application').then((contract) =>
    contract.developerApplicationSchemaFor(brand.name),
  );
const platforms = platformOptions(brand.name);

/** The form's values: the contract's input shape as the controls hold it. */
export type DeveloperFormValues = FormValuesOf<DeveloperApplicationInput>;

/** Every field, in page order (the server's field errors are matched against these names). */
const defaults: DeveloperFormValues = {
  fullName: '',
  email: '',
  phone: '',
  jobTitle: '',
  companyAffiliation: '',
  portfolioWebsite: '',
  githubProfile: '',
  experienceLevel: '',
  yearsExperience: '',
  programmingLanguages: [],
  developmentAreas: [],
  interestedPlatforms: [],
  primaryUseCase: '',
  developmentTimeline: '',
  projectDescription: '',
  reasonForInterest: '',
  targetAudience: '',
  needsTechnicalSupport: false,
  needsHardwareAccess: false,
  hasARExperience: false,
  referralSource: '',
  additionalInfo: '',
};

const messages: PublicFormMessages = {
  success: toasts.developerSuccess,
  rejected: () => toasts.developerFailure,
  error: toasts.developerFailure,
};

type F = DeveloperFormValues;

export function DeveloperApplicationForm() {
  const [submitted, setSubmitted] = useState(false);
  const publicForm = usePublicForm<DeveloperFormValues, DeveloperApplication>({
    loadSchema,
    defaultValues: defaults,
    name: 'developer',
    messages,
    onSuccess: () => setSubmitted(true),
  });
  const { guard } = publicForm;

  if (submitted) {
    return <DeveloperSuccess />;
  }

  return (
    <PublicFormElement
      publicForm={publicForm}
      label="Developer program application"
      className="relative grid gap-8"
    >
      <FormSection title="About you">
        <TextField<F>
          name="fullName"
          label="Full name"
          required
          autoComplete="name"
          maxLength={limits.name}
        />
        <TextField<F>
          name="email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={limits.email}
        />
        <TextField<F>
          name="phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          maxLength={limits.phone}
        />
        <TextField<F>
          name="jobTitle"
          label="Job title (optional)"
          autoComplete="organization-title"
          maxLength={limits.name}
        />
        <TextField<F>
          name="companyAffiliation"
          label="Company or organization (optional)"
          autoComplete="organization"
          maxLength={limits.company}
        />
        <TextField<F>
          name="portfolioWebsite"
          label="Portfolio or website (optional)"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="example.com"
          maxLength={limits.url}
        />
        <TextField<F>
          name="githubProfile"
          label="GitHub profile (optional)"
          placeholder="octocat or https://github.com/octocat"
          autoComplete="off"
          maxLength={limits.url}
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection title="Experience">
        <SelectField<F>
          name="experienceLevel"
          label="Experience level"
          required
          options={experienceLevelOptions}
          placeholder="Select your experience level"
        />
        <SelectField<F>
          name="yearsExperience"
          label="Years of experience"
          required
          options={yearsOfExperienceOptions}
          placeholder="Select years of experience"
        />
        <CheckboxGroupField<F>
          name="programmingLanguages"
          label="Programming languages"
          hint="Select all that apply."
          required
          options={programmingLanguageOptions}
          className="sm:col-span-2"
        />
        <CheckboxGroupField<F>
          name="developmentAreas"
          label="Development areas"
          hint="Select all that apply."
          required
          options={developmentAreaOptions}
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection title="Your project">
        <CheckboxGroupField<F>
          name="interestedPlatforms"
          label="Platforms you want to build for"
          hint="Select all that apply."
          required
          options={platforms}
          optionsClassName="sm:grid-cols-2"
          className="sm:col-span-2"
        />
        <SelectField<F>
          name="primaryUseCase"
          label="Primary use case"
          required
          options={primaryUseCaseOptions}
          placeholder="Select your primary use case"
        />
        <SelectField<F>
          name="developmentTimeline"
          label="Development timeline (optional)"
          options={developmentTimelineOptions}
          placeholder="Select a timeline"
        />
        <TextareaField<F>
          name="projectDescription"
          label="Project description"
          required
          hint="At least 20 characters: what you plan to build and for whom."
          maxLength={limits.text}
          className="sm:col-span-2"
        />
        <TextareaField<F>
          name="reasonForInterest"
          label="Why are you interested in the program?"
          required
          hint="At least 20 characters."
          maxLength={limits.text}
          className="sm:col-span-2"
        />
        <TextField<F>
          name="targetAudience"
          label="Target audience (optional)"
          placeholder="e.g. field technicians, museum visitors"
          maxLength={limits.shortText}
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection title="Support and hardware">
        <div className="grid gap-4 sm:col-span-2">
          <CheckboxField<F>
            name="needsTechnicalSupport"
            label="I would like technical support from your engineers"
          />
          <CheckboxField<F> name="needsHardwareAccess" label="I need access to development hardware" />
          <CheckboxField<F> name="hasARExperience" label="I have built AR or VR applications before" />
        </div>
      </FormSection>
      <FormSection title="Anything else">
        <TextField<F>
          name="referralSource"
          label="How did you hear about us? (optional)"
          maxLength={limits.shortText}
          className="sm:col-span-2"
        />
        <TextareaField<F>
          name="additionalInfo"
          label="Additional information (optional)"
          maxLength={limits.text}
          className="sm:col-span-2"
        />
      </FormSection>
      <HoneypotField inputRef={guard.honeypotRef} />
      <FormFooter>
        <SubmitButton>Submit Application</SubmitButton>
      </FormFooter>
    </PublicFormElement>
  );
}
