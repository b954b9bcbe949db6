/** The staff SDK releases' data: the list (every release, withdrawn ones too) and its changes. */
import type { SdkRelease, SdkReleaseUpdate } from '@app/contracts/api/sdk-releases';
import { queryOptions } from '@tanstack/react-query';
import { apiJson, getQueryFn } from '../../../lib/api.ts';

const SDK_RELEASES_URL = '/api/admin/sdk-releases';

export const sdkReleasesQuery = queryOptions({
  queryKey: [SDK_RELEASES_URL],
  queryFn: getQueryFn<{ releases: SdkRelease[] }>({ on401: 'throw' }),
});

/** POST the publish form as it is (multipart: its fields and files). */
export const publishRelease = (form: FormData) =>
  apiJson<{ release: SdkRelease }>('POST', SDK_RELEASES_URL, form);

export const updateRelease = (id: number, update: SdkReleaseUpdate) =>
  apiJson<{ release: SdkRelease }>('PATCH', `${SDK_RELEASES_URL}/${id}`, update);
