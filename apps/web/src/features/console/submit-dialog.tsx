/**
 * Submit for review: version, release notes, download URL (https) and the listing's declarations, checked
 * with the shared appSubmissionSchema; staff then approve or reject it. Screenshots are image files,
 * uploaded to the pending submission on the app's card (screenshot-uploads.tsx).
 */
import { appSubmissionFieldsSchema } from '@app/contracts/forms/console';
import { limits } from '@app/contracts/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { TextareaField, TextField } from '../../components/form/fields.tsx';
import { fieldErrorsFor } from '../../components/form/field-errors.ts';
import { problemOf, useRefreshConsole, useSessionEnded } from './api.ts';
import { DialogSubmit } from './dialog-submit.tsx';
import {
  checkListingForm,
  emptyListing,
  listingFieldOf,
  listingFormFields,
  listingPayload,
  ListingFields,
} from './listing-fields.tsx';
import type { ConsoleApp } from './types.ts';
import { apiJson } from '../../lib/api.ts';
import { consoleCopy } from '../../content/console.ts';

/** The form's shape: the submission's fields, with the listing's as the form edits them. */
const formSchema = appSubmissionFieldsSchema
  .pick({ version: true, releaseNotes: true, downloadUrl: true })
  .extend(listingFormFields)
  .superRefine(checkListingForm);
type SubmissionForm = z.input<typeof formSchema>;

const fields = new Set(['version', 'releaseNotes', 'downloadUrl', ...Object.keys(emptyListing)]);
const empty: SubmissionForm = {
  version: '',
  releaseNotes: '',
  downloadUrl: '',
  ...emptyListing,
};

export function SubmitDialog({ app, onClose }: { app: ConsoleApp | null; onClose: () => void }) {
  const refresh = useRefreshConsole();
  const sessionEnded = useSessionEnded();
  const form = useForm<SubmissionForm>({ resolver: zodResolver(formSchema), defaultValues: empty });
  const { reset } = form;
  useEffect(() => {
    if (app) reset(empty);
  }, [app, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!app) return;
    try {
      await apiJson('POST', `/api/console/apps/${app.id}/submissions`, {
        version: values.version,
        releaseNotes: values.releaseNotes,
        downloadUrl: values.downloadUrl,
        ...listingPayload(values),
      });
    } catch (error) {
      if (sessionEnded(error)) return onClose();
      const problem = problemOf(error);
      const serverFields = Object.fromEntries(
        Object.entries(problem.fields ?? {}).map(([name, message]) => [
          listingFieldOf[name] ?? name,
          message,
        ]),
      );
      for (const [name, message] of fieldErrorsFor(serverFields, fields)) {
        form.setError(name as keyof SubmissionForm, { type: 'server', message });
      }
      toast({
        title: 'Could not submit the app',
        description: problem.message ?? 'Please try again in a moment.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Submitted for review', description: `${app.name} ${values.version}` });
    await refresh();
    onClose();
  });

  return (
    <Dialog open={app !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={app ? `Submit ${app.name} for review` : 'Submit for review'}
        description="Our team reviews submissions, usually within 2 business days. You will see the decision here and by e-mail."
      >
        <FormProvider {...form}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
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
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <DialogSubmit pendingLabel="Submitting...">Submit for review</DialogSubmit>
            </div>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
