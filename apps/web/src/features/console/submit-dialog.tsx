/**
 * Submit for review: version, release notes, download URL (https) and the listing's declarations, checked
 * with the shared appSubmissionSchema; staff then approve or reject it. Screenshots are image files,
 * uploaded to the pending submission on the app's card (screenshot-uploads.tsx).
 */
import { checkAppFiling } from '@app/contracts/forms/app-filing';
import { submissionSchemasWith, type ConsoleMessages } from '@app/contracts/forms/console';
import { limits } from '@app/contracts/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../components/ui/use-toast.ts';
import { CheckboxField, TextareaField, TextField } from '../../components/form/fields.tsx';
import { isSessionEnd, useSubmitVersion } from './api.ts';
import { FormDialog } from './form-dialog.tsx';
import { useShowFormProblem } from './form-problem.ts';
import { useConsoleSchema } from './console-schemas.ts';
import {
  checkListingForm,
  emptyListing,
  listingFieldOf,
  listingFormFields,
  listingPayload,
  listingSchemaWith,
  ListingFields,
} from './listing-fields.tsx';
import type { ConsoleApp } from './types.ts';
import { consoleCopy } from '../../content/console.ts';
import { consoleUi } from '../../content/console-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';

/**
 * The form's shape: the submission's fields, with the listing's as the form edits them, saying the page's
 * messages (console-schemas.ts).
 */
const formSchemaWith = (messages: ConsoleMessages) => {
  const listingSchema = listingSchemaWith(messages);
  return submissionSchemasWith(messages)
    .appSubmissionFieldsSchema.pick({
      version: true,
      releaseNotes: true,
      downloadUrl: true,
      mainlandChina: true,
      appFilingNumber: true,
    })
    .extend(listingFormFields)
    .superRefine((values, ctx) => {
      checkListingForm(values, ctx, listingSchema);
      checkAppFiling(values, ctx, messages.filing);
    });
};
type SubmissionForm = z.input<ReturnType<typeof formSchemaWith>>;

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
  const copy = useContent('consoleUi', consoleUi).submit;
  return (
    <div className="grid gap-3">
      <CheckboxField<SubmissionForm> name="mainlandChina" label={copy.mainland} hint={copy.mainlandHint} />
      {mainland && (
        <TextField<SubmissionForm>
          name="appFilingNumber"
          label={copy.filing}
          placeholder="京ICP备2023000000号-1A"
          maxLength={40}
          hint={copy.filingHint}
          required
        />
      )}
    </div>
  );
}

export function SubmitDialog({ app, onClose }: { app: ConsoleApp | null; onClose: () => void }) {
  const submit = useSubmitVersion();
  const copy = useContent('consoleUi', consoleUi).submit;
  const { submit: submitCopy } = useContent('consoleCopy', consoleCopy);
  const showFormProblem = useShowFormProblem();
  const formSchema = useConsoleSchema(formSchemaWith);
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
          toast({ title: copy.done, description: `${app.name} ${values.version}` });
          onClose();
        },
        onError: (error) => {
          if (isSessionEnd(error)) return onClose();
          showFormProblem(form.setError, error, {
            title: copy.failed,
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
      title={app ? copy.title(app.name) : copy.titleNone}
      description={copy.description}
      form={form}
      onSubmit={onSubmit}
      submitLabel={copy.submit}
      pendingLabel={copy.pending}
      pending={submit.isPending}
    >
      <TextField<SubmissionForm>
        name="version"
        label={copy.version}
        placeholder="1.1.0"
        maxLength={limits.version}
        hint={app ? copy.currentVersion(app.version) : undefined}
        required
      />
      <TextareaField<SubmissionForm>
        name="releaseNotes"
        label={copy.releaseNotes}
        rows={3}
        maxLength={limits.text}
      />
      <TextField<SubmissionForm>
        name="downloadUrl"
        label={copy.downloadUrl}
        type="url"
        placeholder="https://example.com/my-app.apk"
        maxLength={limits.url}
        hint={copy.downloadUrlHint}
        required
      />
      <p className="text-sm text-slate-600">{submitCopy.screenshotsAfter}</p>
      <ListingFields />
      <MainlandChinaFields />
    </FormDialog>
  );
}
