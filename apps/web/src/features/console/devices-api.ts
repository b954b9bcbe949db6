/**
 * The Devices tab's server calls: the list as `queryOptions`, each change as a `useMutation` hook that
 * re-reads the list when it settles and signs out an ended session. Errors carry the answer's `code`
 * (contracts' apiErrorCodes).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DeviceRegistrationInput } from '@app/contracts/devices';
import type { deviceChangedSchema, deviceListSchema } from '@app/contracts/api/devices';
import { apiJson, getQueryFn } from '../../lib/api.ts';
import { useSessionEnded } from './api.ts';

export type DeviceList = z.input<typeof deviceListSchema>;
export type ConsoleDevice = DeviceList['devices'][number];
type Changed = z.input<typeof deviceChangedSchema>;

const DEVICES_URL = '/api/console/devices';

export const devicesQuery = queryOptions({
  queryKey: [DEVICES_URL] as const,
  queryFn: getQueryFn<DeviceList>({ on401: 'throw' }),
  staleTime: 0,
});

/** Where the signed certificate file downloads from (a plain link: the browser saves it). */
export const certificateUrl = (id: number) => `${DEVICES_URL}/${id}/certificate`;

function useDeviceMutation<V, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: request,
    onError: (error) => void sessionEnded(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesQuery.queryKey }),
  });
}

export const useRegisterDevice = () =>
  useDeviceMutation((body: DeviceRegistrationInput) => apiJson<Changed>('POST', DEVICES_URL, body));

export type DeviceAction = 'request' | 'revoke' | 'remove';

export const useDeviceAction = () =>
  useDeviceMutation(({ action, id }: { action: DeviceAction; id: number }) =>
    action === 'remove'
      ? apiJson('DELETE', `${DEVICES_URL}/${id}`)
      : apiJson<Changed>('POST', `${DEVICES_URL}/${id}/${action}`),
  );
