/**
 * The staff SDK releases' server calls: the list (every release, withdrawn ones too) as `queryOptions`,
 * publishing and changing a release as `useMutation` hooks that re-read the list when they settle.
 */
import type { SdkRelease, SdkReleaseUpdate } from '@app/contracts/api/sdk-releases';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, getQueryFn } from '../../../lib/api.ts';

const SDK_RELEASES_URL = '/api/admin/sdk-releases';

export const sdkReleasesQuery = queryOptions({
  queryKey: [SDK_RELEASES_URL],
  queryFn: getQueryFn<{ releases: SdkRelease[] }>({ on401: 'throw' }),
});

function useReleaseMutation<Variables>(request: (variables: Variables) => Promise<{ release: SdkRelease }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sdkReleasesQuery.queryKey }),
  });
}

/** POSTs the publish form as it is (multipart: its fields and files). */
export const usePublishRelease = () =>
  useReleaseMutation((form: FormData) => apiJson<{ release: SdkRelease }>('POST', SDK_RELEASES_URL, form));

/** Makes a release current, withdraws it or marks it a sample build. */
export const useUpdateRelease = () =>
  useReleaseMutation(({ id, update }: { id: number; update: SdkReleaseUpdate }) =>
    apiJson<{ release: SdkRelease }>('PATCH', `${SDK_RELEASES_URL}/${id}`, update),
  );
