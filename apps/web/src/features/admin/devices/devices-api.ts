/**
 * The staff Devices screen's server calls: the list as `queryOptions` (its params in the key), and the
 * decision, the automatic-grant setting and the key rotation as `useMutation` hooks that re-read the list.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DeviceDecision } from '@app/contracts/devices';
import type {
  signingKeyRotatedSchema,
  staffDeviceChangedSchema,
  staffDeviceListSchema,
} from '@app/contracts/api/devices';
import { apiJson, getJson, type QueryParams } from '../../../lib/api.ts';

export type StaffDeviceList = z.input<typeof staffDeviceListSchema>;
export type StaffDevice = StaffDeviceList['devices'][number];

const LIST_URL = '/api/admin/devices';

export const staffDevicesQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: [LIST_URL, params] as const,
    queryFn: () => getJson<StaffDeviceList>(LIST_URL, params),
    placeholderData: keepPreviousData,
  });

function useListMutation<V, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [LIST_URL] }),
  });
}

export const useDecideDevice = () =>
  useListMutation(({ id, decision }: { id: number; decision: DeviceDecision }) =>
    apiJson<z.input<typeof staffDeviceChangedSchema>>('PUT', `${LIST_URL}/${id}/status`, decision),
  );

export const useAutoGrantSetting = () =>
  useListMutation((autoGrant: boolean) =>
    apiJson<{ autoGrant: boolean }>('PUT', '/api/admin/device-settings', { autoGrant }),
  );

export const useRotateSigningKey = () =>
  useListMutation(() =>
    apiJson<z.input<typeof signingKeyRotatedSchema>>('POST', `${LIST_URL}/signing-key/rotate`),
  );
