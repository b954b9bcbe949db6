/** The partner application (POST /api/submit-partner), then a success screen. */
import type { FormValuesOf } from '@app/contracts/forms/fields';
import type { PartnerApplication, PartnerApplicationInput } from '@app/contracts/forms/partner-application';
import { limits } from '@app/contracts/limits';
import { toasts } from '@app/contracts/messages';
import {
  afterSaleServiceOptions,
  DEFAULT_AFTER_SALE_SERVICE,
  employeeCountOptions,
  referralSourceOptions,
} from '@app/contracts/options';
import { useState } from 'react';
import { brand } from '../../site.ts';
import { RadioGroupField, SelectField, TextareaField, TextField } from '../../components/form/fields.tsx';
import { FormFooter, FormSection } from './form-section.tsx';
import { HoneypotField } from '../../components/form/honeypot-field.tsx';
import { IndustryField } from './industry-field.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { PartnerSuccess } from '../../components/form/success-screens.tsx';
import { PublicFormElement } from '../../components/form/public-form-element.tsx';
import { usePublicForm, type PublicFormMessages } from '../../components/form/use-public-form.ts';

const loadSchema = () =>
  import('@app/contracts/forms/partner-application').then((contract) =>
    contract.partnerApplicationSchemaFor(brand.name),
  );
const referralOptions = referralSourceOptions(brand.name);

/** The form's values: the contract's input shape as the controls hold it. */
export type PartnerFormValues = FormValuesOf<PartnerApplicationInput>;

const defaults: PartnerFormValues = {
  fullName: '',
  contactNumber: '',
  email: '',
  companyName: '',
  companyWebsite: '',
  industry: '',
  employeeCount: '',
  offerAfterSaleService: DEFAULT_AFTER_SALE_SERVICE,
  targetCountryRegion: '',
  salesTargetPlan: '',
  referralSource: '',
  additionalInfo: '',
};

const messages: PublicFormMessages = {
  success: toasts.partnerSuccess,
  rejected: () => toasts.partnerFailure,
  error: toasts.partnerFailure,
};

type F = PartnerFormValues;

export function PartnerApplicationForm() {
  const [submitted, setSubmitted] = useState(false);
  const publicForm = usePublicForm<PartnerFormValues, PartnerApplication>({
    loadSchema,
    defaultValues: defaults,
    name: 'partner',
    messages,
    onSuccess: () => setSubmitted(true),
  });
  const { guard } = publicForm;

  if (submitted) {
    return <PartnerSuccess />;
  }

  return (
    <PublicFormElement publicForm={publicForm} label="Partner application" className="relative grid gap-8">
      <FormSection title="Contact details">
        <TextField<F>
          name="fullName"
          label="Full name"
          required
          autoComplete="name"
          maxLength={limits.name}
        />
        <TextField<F>
          name="contactNumber"
          label="Contact number"
          type="tel"
          required
          autoComplete="tel"
          maxLength={limits.phone}
        />
        <TextField<F>
          name="email"
          label="Business email"
          type="email"
          required
          autoComplete="email"
          maxLength={limits.email}
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection title="Company">
        <TextField<F>
          name="companyName"
          label="Company name"
          required
          autoComplete="organization"
          maxLength={limits.company}
        />
        <TextField<F>
          name="companyWebsite"
          label="Company website (optional)"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="example.com"
          maxLength={limits.url}
        />
        <IndustryField<F> name="industry" />
        <SelectField<F>
          name="employeeCount"
          label="Number of employees"
          required
          options={employeeCountOptions}
          placeholder="Select employee count"
        />
      </FormSection>
      <FormSection title="Market and sales">
        <TextField<F>
          name="targetCountryRegion"
          label="Target country or region"
          required
          placeholder="e.g. Germany, DACH, Southeast Asia"
          maxLength={limits.shortText}
          className="sm:col-span-2"
        />
        <RadioGroupField<F>
          name="offerAfterSaleService"
          label="Do you offer after-sale service?"
          required
          options={afterSaleServiceOptions}
          className="sm:col-span-2"
        />
        <TextareaField<F>
          name="salesTargetPlan"
          label="Sales target plan (optional)"
          hint="Expected volumes, channels and timeline for the first year."
          maxLength={limits.text}
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection title="Anything else">
        <SelectField<F>
          name="referralSource"
          label="How did you hear about us? (optional)"
          options={referralOptions}
          placeholder="Select an option"
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
