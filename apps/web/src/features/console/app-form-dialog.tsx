/**
 * Create New App / Edit app: name, description, SDK type and category, checked with the shared
 * newAppSchema in the browser and again by the server (whose field messages land on the fields).
 */
import { limits } from '@app/contracts/limits';
import { newAppSchema, updateAppSchema, MAX_SLUG_LENGTH, type NewApp } from '@app/contracts/forms/console';
import { appCategoryOptions, sdkTypeOptions } from '@app/contracts/options';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../components/ui/use-toast.ts';
import { SelectField, TextareaField, TextField } from '../../components/form/fields.tsx';
import { isSessionEnd, useCreateApp, useUpdateApp } from './api.ts';
import { FormDialog } from './form-dialog.tsx';
import { showFormProblem } from './form-problem.ts';
import { useConsole } from './console-context.tsx';
import type { ConsoleApp } from './types.ts';
import { lifecycleCopy } from '../../content/app-lifecycle.ts';

const fields = new Set(['name', 'description', 'sdkType', 'category', 'slug']);
/** Editing: the same fields, and the address while the app has never been published. */
const editSchema = newAppSchema.extend({ slug: updateAppSchema.shape.slug });
type AppForm = NewApp & { slug?: string | undefined };
const empty = { name: '', description: '', sdkType: '', category: '' } as unknown as NewApp;

export function AppFormDialog({
  open,
  app,
  onClose,
}: {
  open: boolean;
  /** The app to edit; absent for Create New App. */
  app?: ConsoleApp | undefined;
  onClose: () => void;
}) {
  const create = useCreateApp();
  const update = useUpdateApp();
  // A new app is made in the mode the console shows (Test / Live).
  const { mode } = useConsole();
  const slugEditable = Boolean(app && !app.submissions.some((s) => s.publishedAt));
  // On the App Store, an edit is a listing change for review: the form starts from the pending one.
  const onStore = app?.status === 'published';
  const proposed = app?.submissions.find((s) => s.kind === 'listing' && s.status === 'pending')?.changes;
  const form = useForm<AppForm>({
    resolver: zodResolver(app ? editSchema : newAppSchema),
    defaultValues: empty,
    shouldFocusError: true,
  });
  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    reset(
      app
        ? ({
            name: proposed?.name ?? app.name,
            description: (proposed?.description !== undefined ? proposed.description : app.description) ?? '',
            sdkType: (proposed?.sdkType !== undefined ? proposed.sdkType : app.sdkType) ?? '',
            category: (proposed?.category !== undefined ? proposed.category : app.category) ?? '',
            slug: app.slug,
          } as AppForm)
        : empty,
    );
  }, [open, app, proposed, reset]);

  const onSubmit = form.handleSubmit((values) => {
    const failed = (error: unknown) => {
      if (isSessionEnd(error)) return onClose();
      showFormProblem(form.setError, error, {
        title: app ? 'Could not save the app' : 'Could not create the app',
        fields,
      });
    };
    const done = (sentForReview: boolean) => {
      // An app on the store keeps its listing until staff approve the change (decision 0062).
      toast(
        sentForReview
          ? {
              title: lifecycleCopy.listingChange.sentTitle,
              description: lifecycleCopy.listingChange.sentText,
            }
          : { title: app ? 'App updated' : 'App created', description: values.name },
      );
      form.reset(empty);
      onClose();
    };
    if (!app) return create.mutate({ ...values, mode }, { onSuccess: () => done(false), onError: failed });
    const { slug, ...rest } = values;
    update.mutate(
      { id: app.id, changes: slugEditable ? { ...rest, slug } : rest },
      { onSuccess: (answer) => done(Boolean(answer.listingChange)), onError: failed },
    );
  });
  const pending = create.isPending || update.isPending;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={app ? 'Edit app' : 'Create New App'}
      description={
        app
          ? onStore
            ? lifecycleCopy.listingChange.editNotice
            : slugEditable
              ? 'Change the name, description, SDK, category or address. The address is fixed once the app is published.'
              : 'Change the name, description, SDK or category. The app keeps its address.'
          : 'New apps start at version 1.0.0, in development and private.'
      }
      form={form}
      onSubmit={onSubmit}
      submitLabel={app ? 'Save changes' : 'Create App'}
      pendingLabel={app ? 'Saving...' : 'Creating...'}
      pending={pending}
    >
      <TextField<AppForm> name="name" label="App name" maxLength={limits.name} required />
      {slugEditable && (
        <TextField<AppForm>
          name="slug"
          label="App Store address"
          hint={`/app-store/${app?.slug ?? ''}; links to an old address lead to the new one.`}
          maxLength={MAX_SLUG_LENGTH}
        />
      )}
      <TextareaField<AppForm>
        name="description"
        label="Description"
        rows={3}
        maxLength={limits.appDescription}
      />
      <SelectField<AppForm>
        name="sdkType"
        label="SDK type"
        options={sdkTypeOptions}
        placeholder="Select an SDK"
        required
      />
      <SelectField<AppForm>
        name="category"
        label="Category"
        options={appCategoryOptions}
        placeholder="Select a category"
        required
      />
    </FormDialog>
  );
}
