/**
 * Create New App / Edit app: name, description, SDK type and category, checked with the shared
 * newAppSchema (in the page's language: console-schemas.ts) in the browser and again by the server
 * (whose field messages land on the fields).
 */
import { limits } from '@app/contracts/limits';
import {
  appSchemasWith,
  MAX_SLUG_LENGTH,
  type ConsoleMessages,
  type NewApp,
} from '@app/contracts/forms/console';
import { appCategories, sdkTypes, toOptions } from '@app/contracts/options';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../components/ui/use-toast.ts';
import { SelectField, TextareaField, TextField } from '../../components/form/fields.tsx';
import { isSessionEnd, useCreateApp, useUpdateApp } from './api.ts';
import { FormDialog } from './form-dialog.tsx';
import { useShowFormProblem } from './form-problem.ts';
import { useConsoleSchema } from './console-schemas.ts';
import { useConsole } from './console-context.tsx';
import type { ConsoleApp } from './types.ts';
import { lifecycleCopy } from '../../content/app-lifecycle.ts';
import { consoleUi } from '../../content/console-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';

const fields = new Set(['name', 'description', 'sdkType', 'category', 'slug']);
/** Creating: a new app's fields; editing: the same, and the address while the app has never been published. */
const schemasWith = (messages: ConsoleMessages) => {
  const { newAppSchema, updateAppSchema } = appSchemasWith(messages);
  return { create: newAppSchema, edit: newAppSchema.extend({ slug: updateAppSchema.shape.slug }) };
};
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
  const ui = useContent('consoleUi', consoleUi);
  const copy = ui.appForm;
  const lc = useContent('lifecycleCopy', lifecycleCopy);
  const showFormProblem = useShowFormProblem();
  const schemas = useConsoleSchema(schemasWith);
  const slugEditable = Boolean(app && !app.submissions.some((s) => s.publishedAt));
  // On the App Store, an edit is a listing change for review: the form starts from the pending one.
  const onStore = app?.status === 'published';
  const proposed = app?.submissions.find((s) => s.kind === 'listing' && s.status === 'pending')?.changes;
  const form = useForm<AppForm>({
    resolver: zodResolver(app ? schemas.edit : schemas.create),
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
        title: app ? copy.saveFailed : copy.createFailed,
        fields,
      });
    };
    const done = (sentForReview: boolean) => {
      // An app on the store keeps its listing until staff approve the change (decision 0062).
      toast(
        sentForReview
          ? {
              title: lc.listingChange.sentTitle,
              description: lc.listingChange.sentText,
            }
          : { title: app ? copy.updated : copy.created, description: values.name },
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
      title={app ? copy.editTitle : copy.createTitle}
      description={
        app
          ? onStore
            ? lc.listingChange.editNotice
            : slugEditable
              ? copy.editSlugDescription
              : copy.editDescription
          : copy.createDescription
      }
      form={form}
      onSubmit={onSubmit}
      submitLabel={app ? copy.editSubmit : copy.createSubmit}
      pendingLabel={app ? copy.saving : copy.creating}
      pending={pending}
    >
      <TextField<AppForm> name="name" label={copy.name} maxLength={limits.name} required />
      {slugEditable && (
        <TextField<AppForm>
          name="slug"
          label={copy.slug}
          hint={copy.slugHint(app?.slug ?? '')}
          maxLength={MAX_SLUG_LENGTH}
        />
      )}
      <TextareaField<AppForm>
        name="description"
        label={copy.description}
        rows={3}
        maxLength={limits.appDescription}
      />
      <SelectField<AppForm>
        name="sdkType"
        label={copy.sdkType}
        options={toOptions(sdkTypes, ui.labels.sdkTypes)}
        placeholder={copy.sdkPlaceholder}
        required
      />
      <SelectField<AppForm>
        name="category"
        label={copy.category}
        options={toOptions(appCategories, ui.labels.categories)}
        placeholder={copy.categoryPlaceholder}
        required
      />
    </FormDialog>
  );
}
