/**
 * Export to CSV: the server streams the file (current filters, the admin's time zone); the browser only
 * starts the download. With no matching rows: 'No data to export' and no request for the file.
 */
import { toasts } from '@app/contracts/messages';
import { notify } from '../../components/ui/use-toast.ts';
import { fetchPage, type QueryParams, queryString } from '../../lib/api.ts';

export async function exportCsv(listPath: string, exportPath: string, filters: QueryParams): Promise<void> {
  const { total } = await fetchPage(listPath, { ...filters, limit: 1, offset: 0 });
  if (total === 0) {
    notify(toasts.noDataToExport, { destructive: true });
    return;
  }
  const link = document.createElement('a');
  link.href = `${exportPath}${queryString({ ...filters, tz: browserTimeZone() })}`;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  notify(toasts.exportSuccessful(total));
}

/** The browser's IANA time zone, so exported dates match the screen. */
function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
