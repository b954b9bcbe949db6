/**
 * The store's Chinese twins exist by their data (decision 0067): a filed app's page has one, an unfiled
 * app's none; without the page's word there is none; the list always has one.
 */
import { describe, expect, it } from 'vitest';
import type { ServerPage } from '@app/contracts/server-pages';
import { localizeHref, pathIn } from './locales.ts';
import { zhTwinOf } from './store-editions.ts';

const app = (appFilingNumber: string | null) =>
  ({ slug: 'metro-map', appFilingNumber }) as unknown as Extract<
    ServerPage,
    { page: 'app-store-app' }
  >['data']['app'];

describe("the store pages' Chinese twins", () => {
  it('exist for the list always, for an app or developer page only when its data say so', () => {
    expect(pathIn('zh-CN', '/app-store')).toBe('/zh/app-store');
    expect(pathIn('zh-CN', '/app-store/metro-map')).toBeUndefined();
    expect(pathIn('zh-CN', '/app-store/metro-map', false)).toBeUndefined();
    expect(pathIn('zh-CN', '/app-store/metro-map', true)).toBe('/zh/app-store/metro-map');
    expect(pathIn('zh-CN', '/app-store/developers/metro-labs', true)).toBe(
      '/zh/app-store/developers/metro-labs',
    );
    // A page's word counts for the store's pages only.
    expect(pathIn('zh-CN', '/contact', true)).toBeUndefined();
    // Every Chinese store page has its English twin.
    expect(pathIn('en', '/zh/app-store/metro-map')).toBe('/app-store/metro-map');
    // Links on Chinese pages go to the list's twin, never to an app page not known to exist.
    expect(localizeHref('/app-store?q=map', 'zh-CN')).toBe('/zh/app-store?q=map');
    expect(localizeHref('/app-store/metro-map', 'zh-CN')).toBe('/app-store/metro-map');
  });

  it('are read from the page data: the app filing number, a developer with a filed app', () => {
    const filed = app('京ICP备2023012345号-1A');
    const unfiled = app(null);
    expect(zhTwinOf({ page: 'app-store-app', data: { app: filed } })).toBe(true);
    expect(zhTwinOf({ page: 'app-store-app', data: { app: unfiled } })).toBe(false);
    const developer = { name: 'Metro Labs', slug: 'metro-labs', website: null };
    expect(zhTwinOf({ page: 'app-store-developer', data: { developer, apps: [unfiled, filed] } })).toBe(true);
    expect(zhTwinOf({ page: 'app-store-developer', data: { developer, apps: [unfiled] } })).toBe(false);
    // A refused report is answered on the app's page: its data decide.
    const answer = {
      form: 'app-report',
      message: '',
      code: 'validation_failed',
      errors: {},
      values: {},
    } as const;
    expect(
      zhTwinOf({ page: 'form-answer', data: answer, on: { page: 'app-store-app', data: { app: unfiled } } }),
    ).toBe(false);
    expect(zhTwinOf({ page: 'docs-search', data: { query: '', results: [] } as never })).toBeUndefined();
  });
});
