/**
 * The listing part of Submit for review (issue #38): compatibility from the supported devices list, the
 * permissions and data the version uses, its size, languages, age rating, privacy policy, support and
 * website. The form keeps the size in MB and the languages as one line; `listingPayload` turns them into the
 * API's fields, which the shared contract checks (in the browser and again on the server).
 */
import {
  appListingFields,
  checkListing,
  ageRatings,
  appPermissionLabels,
  appPermissions,
  collectedDataKinds,
  collectedDataLabels,
  glassesModels,
  limits,
  spriteVersions,
  toOptions,
} from '@app/contracts';
import { z } from 'zod';
import {
  CheckboxGroupField,
  SelectField,
  TextFields,
  type TextFieldProps,
} from '../../components/form/fields.tsx';

export const listingFormFields = {
  compatibleModels: z.array(z.string()),
  minOsVersion: z.string(),
  permissions: z.array(z.string()),
  downloadSizeMb: z.string(),
  languages: z.string(),
  ageRating: z.string(),
  dataCollected: z.array(z.string()),
  privacyPolicyUrl: z.string(),
  supportContact: z.string(),
  website: z.string(),
};
export type ListingForm = { [K in keyof typeof listingFormFields]: z.input<(typeof listingFormFields)[K]> };

export const emptyListing: ListingForm = {
  compatibleModels: [],
  minOsVersion: '',
  permissions: [],
  downloadSizeMb: '',
  languages: '',
  ageRating: '',
  dataCollected: [],
  privacyPolicyUrl: '',
  supportContact: '',
  website: '',
};

/** Form field names, and the API field each is checked as (its messages land on the form's field). */
export const listingFieldOf: Readonly<Record<string, keyof ListingForm>> = {
  ...Object.fromEntries(Object.keys(emptyListing).map((name) => [name, name as keyof ListingForm])),
  downloadSizeBytes: 'downloadSizeMb',
};

const arrayOf = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

const listingSchema = z.object(appListingFields).superRefine(checkListing);

/** Adds the shared contract's listing issues to the form's fields (the size's to the MB field). */
export function checkListingForm(values: ListingForm, ctx: z.RefinementCtx): void {
  const result = listingSchema.safeParse(listingPayload(values));
  for (const issue of result.error?.issues ?? []) {
    const field = listingFieldOf[String(issue.path[0])];
    if (field) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
}

/** The API's listing fields from the form's (MB to bytes; languages split on commas or spaces). */
export function listingPayload(values: ListingForm) {
  const megabytes = values.downloadSizeMb.trim();
  return {
    compatibleModels: arrayOf(values.compatibleModels),
    minOsVersion: values.minOsVersion,
    permissions: arrayOf(values.permissions),
    ...(megabytes
      ? {
          downloadSizeBytes: megabytes.match(/^\d+(\.\d+)?$/)
            ? Math.round(Number(megabytes) * 1_000_000)
            : NaN,
        }
      : {}),
    languages: values.languages.split(/[\s,]+/).filter(Boolean),
    ageRating: values.ageRating,
    dataCollected: arrayOf(values.dataCollected),
    privacyPolicyUrl: values.privacyPolicyUrl,
    supportContact: values.supportContact,
    website: values.website,
  };
}

const modelOptions = glassesModels.map((model) => ({
  value: model.id,
  label: `${model.name} (YodaOS-Sprite ${model.osVersion})`,
}));

const sizeAndLanguages: TextFieldProps<ListingForm>[] = [
  { name: 'downloadSizeMb', label: 'Download size (MB)', inputMode: 'decimal', placeholder: '18.4' },
  {
    name: 'languages',
    label: 'Languages',
    placeholder: 'en, zh-Hans',
    hint: 'Language codes, separated by commas.',
    maxLength: limits.shortText,
  },
];

const links: TextFieldProps<ListingForm>[] = [
  {
    name: 'privacyPolicyUrl',
    label: 'Privacy policy URL',
    type: 'url',
    placeholder: 'https://example.com/privacy',
    maxLength: limits.url,
  },
  {
    name: 'supportContact',
    label: 'Support URL or e-mail',
    placeholder: 'support@example.com',
    maxLength: limits.url,
  },
  {
    name: 'website',
    label: 'Developer website',
    type: 'url',
    placeholder: 'https://example.com',
    maxLength: limits.url,
  },
];

export function ListingFields() {
  return (
    <fieldset className="grid gap-4 border-t border-border pt-4">
      <legend className="text-sm font-semibold">App Store listing</legend>
      <CheckboxGroupField<ListingForm>
        name="compatibleModels"
        label="Runs on"
        options={modelOptions}
        optionsClassName="sm:grid-cols-2"
      />
      <SelectField<ListingForm>
        name="minOsVersion"
        label="Requires YodaOS-Sprite"
        hint="The oldest release the app runs on."
        options={toOptions(spriteVersions)}
        placeholder="Select a version"
      />
      <CheckboxGroupField<ListingForm>
        name="permissions"
        label="Permissions the version uses"
        hint="Leave all unticked if it uses none."
        options={toOptions(appPermissions, appPermissionLabels)}
      />
      <TextFields<ListingForm> fields={sizeAndLanguages} />
      <SelectField<ListingForm>
        name="ageRating"
        label="Age rating"
        options={toOptions(ageRatings)}
        placeholder="Select a rating"
      />
      <CheckboxGroupField<ListingForm>
        name="dataCollected"
        label="Data the version collects"
        hint="Leave all unticked if it collects none."
        options={toOptions(collectedDataKinds, collectedDataLabels)}
      />
      <TextFields<ListingForm> fields={links} />
    </fieldset>
  );
}
