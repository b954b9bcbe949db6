/** The two SDK pages: /sdk/cxr-m (phone side) and /sdk/cxr-s (glasses side). */
import type { SdkPage } from './types';
import { cxrMPage } from './sdk/cxr-m';
import { cxrSPage } from './sdk/cxr-s';

export type { SdkPage } from './types';

export const sdkPages: Record<SdkPage['id'], SdkPage> = {
  'cxr-m': cxrMPage,
  'cxr-s': cxrSPage,
};
