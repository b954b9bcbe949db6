/**
 * Whether an App Store page the server renders has its Chinese twin (decision 0067): the Chinese store
 * lists only apps whose current version is filed for mainland China (decision 0064), so an app's page
 * exists in Chinese when its app filing number is set, and a developer's page when one of their apps has
 * one. The server's Chinese routes find exactly these (`listStore`/`resolveStoreSlug`/`storeDeveloper`
 * with `'zh'`), so a CN link made from this never leads to a 404.
 */
import type { ServerPage } from '@app/contracts/server-pages';

/** The store page's twin by its data; undefined for pages whose twin is known by their path. */
export function zhTwinOf(page: ServerPage): boolean | undefined {
  const data = page.page === 'form-answer' ? page.on : page;
  if (data?.page === 'app-store-app') return data.data.app.appFilingNumber !== null;
  if (data?.page === 'app-store-developer') return data.data.apps.some((app) => app.appFilingNumber !== null);
  return undefined;
}
