/** Staff privacy requests: lookup, JSON export (a browser download) and erasure of one e-mail address. */
import type { PrivacyEraseResult, PrivacyLookupResult } from '@app/contracts/forms/privacy';
import { apiJson, apiRequest } from '../../../lib/api.ts';

export const lookUpAddress = (email: string) =>
  apiJson<PrivacyLookupResult>('POST', '/api/admin/privacy/lookup', { email });

export const eraseAddress = (email: string, confirmEmail: string, adminPassword: string) =>
  apiJson<PrivacyEraseResult>('POST', '/api/admin/privacy/erase', { email, confirmEmail, adminPassword });

/** Posts the export request and saves the answer under the file name the server gives. */
export async function downloadExport(email: string): Promise<void> {
  const res = await apiRequest('POST', '/api/admin/privacy/export', { email });
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'privacy-export.json';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
