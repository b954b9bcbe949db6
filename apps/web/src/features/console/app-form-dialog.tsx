/**
 * Create New App / Edit app: name, description, SDK type and category, checked with the shared
 * newAppSchema in the browser and again by the server (whose field messages land on the fields).
 */
import { limits } from '@app/contracts/limits';
import { newAppSchema, updateAppSchema, MAX_SLUG_LENGTH, type NewApp } from '@app/contracts/forms/console';
import { appCategoryOptions, sdkTypeOptions } from '@app/contracts/options';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { SelectField, TextareaField, TextField } from '../../components/form/fields.tsx';
import { fieldErrorsFor } from '../../components/form/field-errors.ts';
import { problemOf, useRefreshConsole, useSessionEnded } from './api.ts';
import { useConsole } from './console-context.tsx';
import { DialogSubmit } from './dialog-submit.tsx';
import type { ConsoleApp } from './types.ts';
import { apiJson } from '../../lib/api.ts';

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
  const refresh = useRefreshConsole();
  const sessionEnded = useSessionEnded();
  // A new app is made in the mode the console shows (Test / Live).
  const { mode } = useConsole();
  const slugEditable = Boolean(app && !app.submissions.some((s) => s.publishedAt));
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
            name: app.name,
            description: app.description ?? '',
            sdkType: app.sdkType ?? '',
            category: app.category ?? '',
            slug: app.slug,
          } as AppForm)
        : empty,
    );
  }, [open, app, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (app) {
        const { slug, ...rest } = values;
        await apiJson('PATCH', `/api/console/apps/${app.id}`, slugEditable ? { ...rest, slug } : rest);
      } else await apiJson('POST', '/api/console/apps', { ...values, mode });
    } catch (error) {
      if (sessionEnded(error)) return onClose();
      const problem = problemOf(error);
      for (const [name, message] of fieldErrorsFor(problem.fields, fields)) {
        form.setError(name as keyof AppForm, { type: 'server', message });
      }
      toast({
        title: app ? 'Could not save the app' : 'Could not create the app',
        description: problem.message ?? 'Please try again in a moment.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: app ? 'App updated' : 'App created', description: values.name });
    await refresh();
    form.reset(empty);
    onClose();
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title={app ? 'Edit app' : 'Create New App'}
        description={
          app
            ? slugEditable
              ? 'Change the name, description, SDK, category or address. The address is fixed once the app is published.'
              : 'Change the name, description, SDK or category. The app keeps its address.'
            : 'New apps start at version 1.0.0, in development and private.'
        }
      >
        <FormProvider {...form}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
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
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <DialogSubmit pendingLabel={app ? 'Saving...' : 'Creating...'}>
                {app ? 'Save changes' : 'Create App'}
              </DialogSubmit>
            </div>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
