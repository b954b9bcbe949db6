/**
 * Add webhook endpoint: the URL, an optional description and the events, checked with the shared
 * newWebhookEndpointSchema (the server also checks the address is public). The new secret goes to
 * `onCreated`, which shows it once.
 */
import { newWebhookEndpointSchema, type NewWebhookEndpointInput } from '@app/contracts/api/webhooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { CheckboxGroupField, TextField } from '../../components/form/fields.tsx';
import { fieldErrorsFor } from '../../components/form/field-errors.ts';
import { webhookEventOptions, webhooksCopy } from '../../content/webhooks.ts';
import { problemOf, useSessionEnded } from './api.ts';
import { DialogSubmit } from './dialog-submit.tsx';
import { useAddEndpoint, type WebhookEndpoint } from './webhooks-api.ts';

const copy = webhooksCopy.form;
const fields = new Set(['url', 'description', 'events']);
const empty: NewWebhookEndpointInput = { url: '', description: '', events: ['submission.published'] };

export function WebhookFormDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (made: { secret: string; endpoint: WebhookEndpoint }) => void;
}) {
  const sessionEnded = useSessionEnded();
  const add = useAddEndpoint();
  const form = useForm<NewWebhookEndpointInput>({
    resolver: zodResolver(newWebhookEndpointSchema),
    defaultValues: empty,
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(empty);
  }, [open, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const made = await add.mutateAsync(values);
      onClose();
      onCreated(made);
    } catch (error) {
      if (sessionEnded(error)) return onClose();
      const problem = problemOf(error);
      for (const [name, message] of fieldErrorsFor(problem.fields, fields)) {
        form.setError(name as keyof NewWebhookEndpointInput, { type: 'server', message });
      }
      toast({
        title: copy.failed,
        description: problem.message ?? 'Please try again in a moment.',
        variant: 'destructive',
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={copy.title} description={copy.description}>
        <FormProvider {...form}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
            <TextField<NewWebhookEndpointInput>
              name="url"
              label={copy.url}
              type="url"
              placeholder="https://example.com/webhooks"
              hint={copy.urlHint}
              maxLength={2048}
              required
            />
            <TextField<NewWebhookEndpointInput>
              name="description"
              label={copy.descriptionLabel}
              maxLength={200}
            />
            <CheckboxGroupField<NewWebhookEndpointInput>
              name="events"
              label={copy.events}
              options={webhookEventOptions}
              optionsClassName="grid-cols-1"
              required
            />
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">{copy.cancel}</Button>
              </DialogClose>
              <DialogSubmit pendingLabel={copy.pending}>{copy.submit}</DialogSubmit>
            </div>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
