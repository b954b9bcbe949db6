/**
 * Add webhook endpoint: the URL, an optional description and the events, checked with the shared
 * newWebhookEndpointSchema, saying the page's messages (decision 0070; the server also checks the address
 * is public). The new secret goes to `onCreated`, which shows it once.
 */
import {
  newWebhookEndpointSchemaWith,
  webhookMessages,
  type NewWebhookEndpointInput,
} from '@app/contracts/api/webhooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxGroupField, TextField } from '../../components/form/fields.tsx';
import { webhookEventText, webhooksCopy } from '../../content/webhooks.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { webhookEventTypes } from '@app/contracts/api/webhooks';
import { isSessionEnd } from './api.ts';
import { FormDialog } from './form-dialog.tsx';
import { useShowFormProblem } from './form-problem.ts';
import { useAddEndpoint, type WebhookEndpoint } from './webhooks-api.ts';

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
  const add = useAddEndpoint();
  const copy = useContent('webhooksCopy', webhooksCopy).form;
  const eventText = useContent('webhookEventText', webhookEventText);
  const eventOptions = webhookEventTypes.map((value) => ({ value, label: `${value}: ${eventText[value]}` }));
  const showFormProblem = useShowFormProblem();
  const messages = useContent('webhookMessages', webhookMessages);
  const schema = useMemo(() => newWebhookEndpointSchemaWith(messages), [messages]);
  const form = useForm<NewWebhookEndpointInput>({
    resolver: zodResolver(schema),
    defaultValues: empty,
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(empty);
  }, [open, reset]);

  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (made) => {
        onClose();
        onCreated(made);
      },
      onError: (error) => {
        if (isSessionEnd(error)) return onClose();
        showFormProblem(form.setError, error, { title: copy.failed, fields });
      },
    }),
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={copy.title}
      description={copy.description}
      form={form}
      onSubmit={onSubmit}
      submitLabel={copy.submit}
      pendingLabel={copy.pending}
      pending={add.isPending}
    >
      <TextField<NewWebhookEndpointInput>
        name="url"
        label={copy.url}
        type="url"
        placeholder="https://example.com/webhooks"
        hint={copy.urlHint}
        maxLength={2048}
        required
      />
      <TextField<NewWebhookEndpointInput> name="description" label={copy.descriptionLabel} maxLength={200} />
      <CheckboxGroupField<NewWebhookEndpointInput>
        name="events"
        label={copy.events}
        options={eventOptions}
        optionsClassName="grid-cols-1"
        required
      />
    </FormDialog>
  );
}
