/** The developer program application (POST /api/submit-developer), then a success screen. */
import type {
  DeveloperApplication,
  DeveloperApplicationInput,
} from '@app/contracts/forms/developer-application';
import type { FormValuesOf } from '@app/contracts/forms/fields';
import { limits } from '@app/contracts/limits';
import { useState } from 'react';
import { brand } from '../../site.ts';
import {
  developerApplicationForm,
  developerApplicationOptions,
} from '../../content/developer-application.ts';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import type { Locale } from '../../i18n/locales.ts';
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

/**
 * The contract's schema, with the messages of the page's language: the Chinese page's are the Chinese
 * validation messages (by key, @app/contracts/messages-zh), loaded on that page only.
 */
const schemaLoader = (locale: Locale) => () =>
  locale === 'en'
    ? import('@app/contracts/forms/developer-application').then((contract) =>
        contract.developerApplicationSchemaFor(brand.name),
      )
    : Promise.all([
        import('@app/contracts/forms/developer-application'),
        import('@app/contracts/messages-zh'),
      ]).then(([contract, zh]) =>
        contract.developerApplicationSchemaFor(brand.name, zh.validationMessagesZh),
      );

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

type F = DeveloperFormValues;

export function DeveloperApplicationForm() {
  const locale = useLocale();
  const copy = useContent('developerApplicationForm', developerApplicationForm);
  const options = useContent('developerApplicationOptions', developerApplicationOptions);
  const [submitted, setSubmitted] = useState(false);
  const [loadSchema] = useState(() => schemaLoader(locale));
  const [messages] = useState<PublicFormMessages>(() => ({
    success: copy.toasts.success,
    rejected: () => copy.toasts.failure,
    error: copy.toasts.failure,
  }));
  const publicForm = usePublicForm<DeveloperFormValues, DeveloperApplication>({
    loadSchema,
    defaultValues: defaults,
    name: 'developer',
    messages,
    // The Chinese edition's application makes a Chinese account (its mails in Chinese, decision 0064).
    toPayload: (values) => (locale === 'en' ? values : { ...values, language: 'zh' }),
    onSuccess: () => setSubmitted(true),
  });
  const { guard } = publicForm;

  if (submitted) {
    return <DeveloperSuccess />;
  }

  return (
    <PublicFormElement publicForm={publicForm} label={copy.label} className="relative grid gap-8">
      {/* The same for a post without JavaScript: the Chinese page's form says its language. */}
      {locale !== 'en' && <input type="hidden" name="language" value="zh" />}
      <FormSection title={copy.sections.about}>
        <TextField<F>
          name="fullName"
          label={copy.fullName.label}
          required
          autoComplete="name"
          maxLength={limits.name}
        />
        <TextField<F>
          name="email"
          label={copy.email.label}
          type="email"
          required
          autoComplete="email"
          maxLength={limits.email}
        />
        <TextField<F>
          name="phone"
          label={copy.phone.label}
          type="tel"
          autoComplete="tel"
          maxLength={limits.phone}
        />
        <TextField<F>
          name="jobTitle"
          label={copy.jobTitle.label}
          autoComplete="organization-title"
          maxLength={limits.name}
        />
        <TextField<F>
          name="companyAffiliation"
          label={copy.companyAffiliation.label}
          autoComplete="organization"
          maxLength={limits.company}
        />
        <TextField<F>
          name="portfolioWebsite"
          label={copy.portfolioWebsite.label}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={copy.portfolioWebsite.placeholder}
          maxLength={limits.url}
        />
        <TextField<F>
          name="githubProfile"
          label={copy.githubProfile.label}
          placeholder={copy.githubProfile.placeholder}
          autoComplete="off"
          maxLength={limits.url}
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection title={copy.sections.experience}>
        <SelectField<F>
          name="experienceLevel"
          label={copy.experienceLevel.label}
          required
          options={options.experienceLevel}
          placeholder={copy.experienceLevel.placeholder}
        />
        <SelectField<F>
          name="yearsExperience"
          label={copy.yearsExperience.label}
          required
          options={options.yearsExperience}
          placeholder={copy.yearsExperience.placeholder}
        />
        <CheckboxGroupField<F>
          name="programmingLanguages"
          label={copy.programmingLanguages.label}
          hint={copy.programmingLanguages.hint}
          required
          options={options.programmingLanguages}
          className="sm:col-span-2"
        />
        <CheckboxGroupField<F>
          name="developmentAreas"
          label={copy.developmentAreas.label}
          hint={copy.developmentAreas.hint}
          required
          options={options.developmentAreas}
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection title={copy.sections.project}>
        <CheckboxGroupField<F>
          name="interestedPlatforms"
          label={copy.interestedPlatforms.label}
          hint={copy.interestedPlatforms.hint}
          required
          options={options.interestedPlatforms}
          optionsClassName="sm:grid-cols-2"
          className="sm:col-span-2"
        />
        <SelectField<F>
          name="primaryUseCase"
          label={copy.primaryUseCase.label}
          required
          options={options.primaryUseCase}
          placeholder={copy.primaryUseCase.placeholder}
        />
        <SelectField<F>
          name="developmentTimeline"
          label={copy.developmentTimeline.label}
          options={options.developmentTimeline}
          placeholder={copy.developmentTimeline.placeholder}
        />
        <TextareaField<F>
          name="projectDescription"
          label={copy.projectDescription.label}
          required
          hint={copy.projectDescription.hint}
          maxLength={limits.text}
          className="sm:col-span-2"
        />
        <TextareaField<F>
          name="reasonForInterest"
          label={copy.reasonForInterest.label}
          required
          hint={copy.reasonForInterest.hint}
          maxLength={limits.text}
          className="sm:col-span-2"
        />
        <TextField<F>
          name="targetAudience"
          label={copy.targetAudience.label}
          placeholder={copy.targetAudience.placeholder}
          maxLength={limits.shortText}
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection title={copy.sections.support}>
        <div className="grid gap-4 sm:col-span-2">
          <CheckboxField<F> name="needsTechnicalSupport" label={copy.needsTechnicalSupport.label} />
          <CheckboxField<F> name="needsHardwareAccess" label={copy.needsHardwareAccess.label} />
          <CheckboxField<F> name="hasARExperience" label={copy.hasARExperience.label} />
        </div>
      </FormSection>
      <FormSection title={copy.sections.more}>
        <TextField<F>
          name="referralSource"
          label={copy.referralSource.label}
          maxLength={limits.shortText}
          className="sm:col-span-2"
        />
        <TextareaField<F>
          name="additionalInfo"
          label={copy.additionalInfo.label}
          maxLength={limits.text}
          className="sm:col-span-2"
        />
      </FormSection>
      <HoneypotField inputRef={guard.honeypotRef} />
      <FormFooter>
        <SubmitButton pendingLabel={copy.submitting}>{copy.submit}</SubmitButton>
      </FormFooter>
    </PublicFormElement>
  );
}
