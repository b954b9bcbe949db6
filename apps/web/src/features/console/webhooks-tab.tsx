/**
 * Webhooks: the developer's endpoints, each with its events, its secret's prefix, Send test event, Rotate
 * secret, Delete and its recent deliveries (status, response code, time; Resend). Add endpoint opens the
 * form; a new or rotated secret is shown once. In the demo console the list is empty and every action
 * asks the visitor to sign in.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Badge, Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { consoleUi } from '../../content/console-ui.ts';
import { webhooksCopy } from '../../content/webhooks.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { useSessionEnded } from './api.ts';
import { useColon, useConsoleDates, useProblemText } from './console-text.ts';
import { useConsole } from './console-context.tsx';
import { KeySecretDialog } from './key-secret-dialog.tsx';
import { WebhookFormDialog } from './webhook-form-dialog.tsx';
import {
  deliveriesQuery,
  endpointsQuery,
  useDeleteEndpoint,
  useResendDelivery,
  useRotateSecret,
  useSendTestEvent,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './webhooks-api.ts';

const statusTones = { pending: 'yellow', succeeded: 'green', failed: 'red' } as const;

const useWebhooksCopy = () => useContent('webhooksCopy', webhooksCopy);

function DeliveryRow({ delivery, onResend }: { delivery: WebhookDelivery; onResend: () => void }) {
  const copy = useWebhooksCopy();
  const dates = useConsoleDates();
  const colon = useColon();
  return (
    <li
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="webhook-delivery"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm break-all text-slate-900">{delivery.eventType}</span>
          <Badge tone={statusTones[delivery.status]}>{copy.deliveryStatus[delivery.status]}</Badge>
        </div>
        <p className="text-xs text-slate-600">
          {copy.columns.response}
          {colon}
          <span className="font-mono text-slate-900" data-testid="delivery-response">
            {delivery.responseStatus ?? (delivery.attempts > 0 ? copy.noResponse : '—')}
          </span>
          {delivery.responseMs !== null && <> · {delivery.responseMs} ms</>} · {copy.columns.attempts}
          {colon}
          {delivery.attempts} · {dates.dateTime(delivery.lastAttemptAt ?? delivery.createdAt)}
        </p>
        {delivery.lastError && <p className="text-xs break-all text-red-700">{delivery.lastError}</p>}
      </div>
      <Button size="sm" variant="outline" className="self-start sm:self-auto" onClick={onResend}>
        {copy.resend}
      </Button>
    </li>
  );
}

function Deliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { demo } = useConsole();
  const sessionEnded = useSessionEnded();
  const list = useQuery({ ...deliveriesQuery(endpoint.id), enabled: !demo });
  const resend = useResendDelivery();
  const copy = useWebhooksCopy();
  const problemText = useProblemText();
  const deliveries = list.data?.deliveries ?? [];
  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <h4 className="text-sm font-semibold text-slate-900">{copy.deliveries}</h4>
      {list.isError && !sessionEnded(list.error) ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {copy.deliveriesFailed}{' '}
          <button className="underline" onClick={() => void list.refetch()}>
            {copy.retry}
          </button>
        </p>
      ) : deliveries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{copy.noDeliveries}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {deliveries.map((delivery) => (
            <DeliveryRow
              key={delivery.id}
              delivery={delivery}
              onResend={() =>
                resend.mutate(delivery.id, {
                  onSuccess: () => toast({ title: copy.toasts.resent, description: delivery.eventType }),
                  onError: (error) =>
                    !sessionEnded(error) &&
                    toast({
                      title: copy.toasts.failed,
                      description: problemText(error),
                      variant: 'destructive',
                    }),
                })
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}

type Confirm = { endpoint: WebhookEndpoint; action: 'rotate' | 'remove' };

export function WebhooksTab() {
  const { demo, blocked } = useConsole();
  const sessionEnded = useSessionEnded();
  const list = useQuery({ ...endpointsQuery, enabled: !demo });
  const sendTest = useSendTestEvent();
  const rotate = useRotateSecret();
  const remove = useDeleteEndpoint();
  const [adding, setAdding] = useState(false);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [secret, setSecret] = useState<{ secret: string; url: string } | null>(null);
  const copy = useWebhooksCopy();
  const ui = useContent('consoleUi', consoleUi);
  const problemText = useProblemText();
  const colon = useColon();
  const endpoints = list.data?.endpoints ?? [];

  const failed = (error: unknown) =>
    !sessionEnded(error) &&
    toast({ title: copy.toasts.failed, description: problemText(error), variant: 'destructive' });

  const onConfirm = () => {
    if (!confirm) return;
    const { endpoint, action } = confirm;
    if (action === 'rotate') {
      rotate.mutate(endpoint.id, {
        onSuccess: (made) => setSecret({ secret: made.secret, url: made.endpoint.url }),
        onError: failed,
        onSettled: () => setConfirm(null),
      });
    } else {
      remove.mutate(endpoint.id, {
        onSuccess: () => toast({ title: copy.toasts.removed, description: endpoint.url }),
        onError: failed,
        onSettled: () => setConfirm(null),
      });
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{copy.heading}</h2>
          <p className="text-sm text-slate-600">{copy.lead}</p>
        </div>
        <Button onClick={() => !blocked(ui.blocked.addWebhook) && setAdding(true)} className="shrink-0">
          <Icon name="zap" className="h-4 w-4" />
          {copy.add}
        </Button>
      </div>
      {list.isError && !sessionEnded(list.error) && (
        <p role="alert" className="text-sm text-red-700">
          {copy.loadFailed}{' '}
          <button className="underline" onClick={() => void list.refetch()}>
            {copy.retry}
          </button>
        </p>
      )}
      {endpoints.length === 0 ? (
        <Card className="p-8 text-center">
          <Icon name="zap" className="mx-auto h-8 w-8 text-slate-500" />
          <p className="mt-3 font-medium text-slate-900">
            {list.isPending && !demo ? ui.webhooks.loading : copy.empty}
          </p>
          <p className="mt-1 text-sm text-slate-600">{copy.emptyHint}</p>
        </Card>
      ) : (
        <ul className="grid gap-4">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id}>
              <Card className="p-5" data-testid="webhook-endpoint">
                <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
                  <div className="grid min-w-0 gap-1.5">
                    <h3 className="font-mono text-sm font-semibold break-all text-slate-900">
                      {endpoint.url}
                    </h3>
                    {endpoint.description && <p className="text-sm text-slate-700">{endpoint.description}</p>}
                    <p className="text-sm text-slate-600">
                      {copy.secret}
                      {colon}
                      <span className="font-mono text-slate-900">{endpoint.secretPrefix}…</span>
                    </p>
                    <div className="flex flex-wrap items-center gap-1.5">
                      <span className="text-sm text-slate-600">
                        {copy.events}
                        {colon}
                      </span>
                      {endpoint.events.map((event) => (
                        <Badge key={event} tone="brand" className="font-mono">
                          {event}
                        </Badge>
                      ))}
                    </div>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <Button
                      size="sm"
                      disabled={sendTest.isPending}
                      onClick={() =>
                        sendTest.mutate(endpoint.id, {
                          onSuccess: () =>
                            toast({ title: copy.toasts.testQueued, description: endpoint.url }),
                          onError: failed,
                        })
                      }
                    >
                      <Icon name="play" className="h-4 w-4" />
                      {copy.sendTest}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setConfirm({ endpoint, action: 'rotate' })}
                    >
                      <Icon name="key" className="h-4 w-4" />
                      {copy.rotate}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setConfirm({ endpoint, action: 'remove' })}
                    >
                      {copy.remove}
                    </Button>
                  </div>
                </div>
                <Deliveries endpoint={endpoint} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-600">
        <SmartLink className="font-medium text-brand-700 underline" href={copy.guideLink.href}>
          {copy.guideLink.label}
        </SmartLink>
      </p>
      {!demo && (
        <WebhookFormDialog
          open={adding}
          onClose={() => setAdding(false)}
          onCreated={(made) => setSecret({ secret: made.secret, url: made.endpoint.url })}
        />
      )}
      <KeySecretDialog
        secret={secret?.secret ?? null}
        keyName={secret?.url ?? ''}
        copy={copy.secretDialog}
        onClose={() => setSecret(null)}
      />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm?.action === 'rotate' ? copy.rotateTitle : copy.removeTitle}
        description={
          confirm
            ? (confirm.action === 'rotate' ? copy.rotateDescription : copy.removeDescription)(
                confirm.endpoint.url,
              )
            : ''
        }
        confirmLabel={confirm?.action === 'rotate' ? copy.rotate : copy.remove}
        busy={rotate.isPending || remove.isPending}
        onConfirm={onConfirm}
      />
    </div>
  );
}
