/** The SDK packages the console offers: the real file's name, size and SHA-256 (computed by the server). */
import { z } from 'zod';

export const sdkPackageSchema = z.object({
  id: z.string(),
  version: z.string(),
  fileName: z.string(),
  byteSize: z.number().int().describe('Size of the ZIP file in bytes.'),
  sha256: z.string().describe('SHA-256 of the ZIP file, hex.'),
});
export const sdkPackageListSchema = z.object({ packages: z.array(sdkPackageSchema) });
export type SdkPackageInfo = z.input<typeof sdkPackageSchema>;
