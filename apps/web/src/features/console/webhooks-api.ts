/**
 * The Webhooks and Request log tabs' server calls: lists as `queryOptions`, changes as `useMutation` hooks
 * that re-read what they change. Errors carry the answer's `code` (contracts' apiErrorCodes).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  NewWebhookEndpointInput,
  requestLogListSchema,
  webhookDeliveryListSchema,
  webhookDeliveryQueuedSchema,
  webhookEndpointListSchema,
  webhookEndpointSecretSchema,
} from '@app/contracts/api/webhooks';
import { apiJson, getQueryFn } from '../../lib/api.ts';

export type EndpointList = z.input<typeof webhookEndpointListSchema>;
export type WebhookEndpoint = EndpointList['endpoints'][number];
export type DeliveryList = z.input<typeof webhookDeliveryListSchema>;
export type WebhookDelivery = DeliveryList['deliveries'][number];
type WithSecret = z.input<typeof webhookEndpointSecretSchema>;
type Queued = z.input<typeof webhookDeliveryQueuedSchema>;
export type RequestLogList = z.input<typeof requestLogListSchema>;
export type RequestLogEntry = RequestLogList['requests'][number];

const WEBHOOKS_URL = '/api/console/webhooks';

export const endpointsQuery = queryOptions({
  queryKey: [WEBHOOKS_URL] as const,
  queryFn: getQueryFn<EndpointList>({ on401: 'throw' }),
  staleTime: 0,
});

/** An endpoint's deliveries; re-read every few seconds while one is pending. */
export const deliveriesQuery = (endpointId: number) =>
  queryOptions({
    queryKey: [`${WEBHOOKS_URL}/${endpointId}/deliveries`] as const,
    queryFn: getQueryFn<DeliveryList>({ on401: 'throw' }),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending') ? 2_000 : false,
  });

/** The request log, of one key or all, or the request with an id. */
export const requestLogQuery = (filter: { keyId: string; requestId: string }) => {
  const params = new URLSearchParams();
  if (filter.keyId) params.set('keyId', filter.keyId);
  if (filter.requestId) params.set('requestId', filter.requestId);
  const query = params.toString();
  return queryOptions({
    queryKey: [`/api/console/request-logs${query ? `?${query}` : ''}`] as const,
    queryFn: getQueryFn<RequestLogList>({ on401: 'throw' }),
    staleTime: 0,
  });
};

function useWebhookMutation<V, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () =>
      queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(WEBHOOKS_URL) }),
  });
}

export const useAddEndpoint = () =>
  useWebhookMutation((body: NewWebhookEndpointInput) => apiJson<WithSecret>('POST', WEBHOOKS_URL, body));

export const useRotateSecret = () =>
  useWebhookMutation((id: number) => apiJson<WithSecret>('POST', `${WEBHOOKS_URL}/${id}/rotate-secret`));

export const useDeleteEndpoint = () =>
  useWebhookMutation((id: number) => apiJson('DELETE', `${WEBHOOKS_URL}/${id}`));

export const useSendTestEvent = () =>
  useWebhookMutation((id: number) => apiJson<Queued>('POST', `${WEBHOOKS_URL}/${id}/test`));

export const useResendDelivery = () =>
  useWebhookMutation((id: number) => apiJson<Queued>('POST', `/api/console/webhook-deliveries/${id}/resend`));
