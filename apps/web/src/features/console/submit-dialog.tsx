/**
 * Submit for review: version, release notes, download URL (https) and the listing's declarations, checked
 * with the shared appSubmissionSchema; staff then approve or reject it. Screenshots are image files,
 * uploaded to the pending submission on the app's card (screenshot-uploads.tsx).
 */
import { appFilingFields, checkAppFiling } from '@app/contracts/forms/app-filing';
import { appSubmissionFieldsSchema } from '@app/contracts/forms/console';
import { limits } from '@app/contracts/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../components/ui/use-toast.ts';
import { CheckboxField, TextareaField, TextField } from '../../components/form/fields.tsx';
import { isSessionEnd, useSubmitVersion } from './api.ts';
import { FormDialog } from './form-dialog.tsx';
import { showFormProblem } from './form-problem.ts';
import {
  checkListingForm,
  emptyListing,
  listingFieldOf,
  listingFormFields,
  listingPayload,
  ListingFields,
} from './listing-fields.tsx';
import type { ConsoleApp } from './types.ts';
import { consoleCopy } from '../../content/console.ts';

/** The form's shape: the submission's fields, with the listing's as the form edits them. */
const formSchema = appSubmissionFieldsSchema
  .pick({ version: true, releaseNotes: true, downloadUrl: true })
  .extend({ ...listingFormFields, ...appFilingFields })
  .superRefine((values, ctx) => {
    checkListingForm(values, ctx);
    checkAppFiling(values, ctx);
  });
type SubmissionForm = z.input<typeof formSchema>;

const fields = new Set([
  'version',
  'releaseNotes',
  'downloadUrl',
  'mainlandChina',
  'appFilingNumber',
  ...Object.keys(emptyListing),
]);
const empty: SubmissionForm = {
  version: '',
  releaseNotes: '',
  downloadUrl: '',
  mainlandChina: false,
  appFilingNumber: '',
  ...emptyListing,
};

/** Distribution in mainland China, and then the app filing number it needs (decision 0064). */
function MainlandChinaFields() {
  const mainland = useWatch<SubmissionForm, 'mainlandChina'>({ name: 'mainlandChina' });
  return (
    <div className="grid gap-3">
      <CheckboxField<SubmissionForm>
        name="mainlandChina"
        label="Distributed in mainland China"
        hint="Apps in the Chinese edition of the App Store need an app filing number (APP备案号) from MIIT."
      />
      {mainland && (
        <TextField<SubmissionForm>
          name="appFilingNumber"
          label="App filing number (APP备案号)"
          placeholder="京ICP备2023000000号-1A"
          maxLength={40}
          hint="As MIIT issued it: the provider's ICP filing number, a hyphen, the service number and A."
          required
        />
      )}
    </div>
  );
}

export function SubmitDialog({ app, onClose }: { app: ConsoleApp | null; onClose: () => void }) {
  const submit = useSubmitVersion();
  const form = useForm<SubmissionForm>({ resolver: zodResolver(formSchema), defaultValues: empty });
  const { reset } = form;
  useEffect(() => {
    if (app) reset(empty);
  }, [app, reset]);

  const onSubmit = form.handleSubmit((values) => {
    if (!app) return;
    submit.mutate(
      {
        appId: app.id,
        submission: {
          version: values.version,
          releaseNotes: values.releaseNotes,
          downloadUrl: values.downloadUrl,
          ...listingPayload(values),
          mainlandChina: values.mainlandChina === true,
          ...(values.mainlandChina ? { appFilingNumber: values.appFilingNumber ?? '' } : {}),
        },
      },
      {
        onSuccess: () => {
          toast({ title: 'Submitted for review', description: `${app.name} ${values.version}` });
          onClose();
        },
        onError: (error) => {
          if (isSessionEnd(error)) return onClose();
          showFormProblem(form.setError, error, {
            title: 'Could not submit the app',
            fields,
            fieldOf: listingFieldOf,
          });
        },
      },
    );
  });

  return (
    <FormDialog
      open={app !== null}
      onClose={onClose}
      title={app ? `Submit ${app.name} for review` : 'Submit for review'}
      description="Our team reviews submissions, usually within 2 business days. You will see the decision here and by e-mail."
      form={form}
      onSubmit={onSubmit}
      submitLabel={'Submit for review'}
      pendingLabel={'Submitting...'}
      pending={submit.isPending}
    >
      <TextField<SubmissionForm>
        name="version"
        label="Version"
        placeholder="1.1.0"
        maxLength={limits.version}
        hint={app ? `Current version: ${app.version}` : undefined}
        required
      />
      <TextareaField<SubmissionForm>
        name="releaseNotes"
        label="Release notes"
        rows={3}
        maxLength={limits.text}
      />
      <TextField<SubmissionForm>
        name="downloadUrl"
        label="Download URL"
        type="url"
        placeholder="https://example.com/my-app.apk"
        maxLength={limits.url}
        hint="An https:// link to the build to review."
        required
      />
      <p className="text-sm text-slate-600">{consoleCopy.submit.screenshotsAfter}</p>
      <ListingFields />
      <MainlandChinaFields />
    </FormDialog>
  );
}
