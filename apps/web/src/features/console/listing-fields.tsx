/**
 * The listing part of Submit for review (issue #38): compatibility from the supported devices list, the
 * permissions and data the version uses, its size, languages, age rating, privacy policy, support and
 * website. The form keeps the size in MB and the languages as one line; `listingPayload` turns them into the
 * API's fields, which the shared contract checks (in the browser and again on the server).
 */
import {
  appListingFieldsWith,
  checkListing,
  ageRatings,
  appPermissions,
  collectedDataKinds,
  glassesModels,
  limits,
  spriteVersions,
  toOptions,
} from '@app/contracts';
import { z } from 'zod';
import { appPermissionLabels } from '@app/contracts/app-listing-labels';
import type { ConsoleMessages } from '@app/contracts/forms/console';
import { consoleUi } from '../../content/console-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';
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

/** The shared contract's listing rules, saying the page's messages (console-schemas.ts). */
export const listingSchemaWith = ({ listing, validation }: ConsoleMessages) =>
  z
    .object(appListingFieldsWith(listing, validation))
    .superRefine((value, ctx) => checkListing(value, ctx, listing));
type ListingSchema = ReturnType<typeof listingSchemaWith>;

/** Adds the listing's issues under `listingSchema` to the form's fields (the size's to the MB field). */
export function checkListingForm(
  values: ListingForm,
  ctx: z.RefinementCtx,
  listingSchema: ListingSchema,
): void {
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

type ListingWords = typeof consoleUi.listing;

const sizeAndLanguages = (copy: ListingWords): TextFieldProps<ListingForm>[] => [
  { name: 'downloadSizeMb', label: copy.size, inputMode: 'decimal', placeholder: '18.4' },
  {
    name: 'languages',
    label: copy.languages,
    placeholder: 'en, zh-Hans',
    hint: copy.languagesHint,
    maxLength: limits.shortText,
  },
];

const links = (copy: ListingWords): TextFieldProps<ListingForm>[] => [
  {
    name: 'privacyPolicyUrl',
    label: copy.privacy,
    type: 'url',
    placeholder: 'https://example.com/privacy',
    maxLength: limits.url,
  },
  {
    name: 'supportContact',
    label: copy.support,
    placeholder: 'support@example.com',
    maxLength: limits.url,
  },
  {
    name: 'website',
    label: copy.website,
    type: 'url',
    placeholder: 'https://example.com',
    maxLength: limits.url,
  },
];

export function ListingFields() {
  const copy = useContent('consoleUi', consoleUi).listing;
  // The store's labels of the permissions: one list, said the same in the console and on the app page.
  const permissionLabels = useContent('appPermissionLabels', appPermissionLabels);
  return (
    <fieldset className="grid gap-4 border-t border-border pt-4">
      <legend className="text-sm font-semibold">{copy.legend}</legend>
      <CheckboxGroupField<ListingForm>
        name="compatibleModels"
        label={copy.runsOn}
        options={modelOptions}
        optionsClassName="sm:grid-cols-2"
      />
      <SelectField<ListingForm>
        name="minOsVersion"
        label={copy.minOs}
        hint={copy.minOsHint}
        options={toOptions(spriteVersions)}
        placeholder={copy.selectVersion}
      />
      <CheckboxGroupField<ListingForm>
        name="permissions"
        label={copy.permissions}
        hint={copy.permissionsHint}
        options={toOptions(appPermissions, permissionLabels)}
      />
      <TextFields<ListingForm> fields={sizeAndLanguages(copy)} />
      <SelectField<ListingForm>
        name="ageRating"
        label={copy.ageRating}
        options={toOptions(ageRatings)}
        placeholder={copy.selectRating}
      />
      <CheckboxGroupField<ListingForm>
        name="dataCollected"
        label={copy.data}
        hint={copy.dataHint}
        options={toOptions(collectedDataKinds, copy.dataLabels)}
      />
      <TextFields<ListingForm> fields={links(copy)} />
    </fieldset>
  );
}
