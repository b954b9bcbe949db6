/**
 * The specs' `test`: Playwright's, with a `page` whose `goto` and `reload` also wait until React has
 * taken over the page (it marks its root `data-hydrated`). Everything else is Playwright's own. Not a spec file itself.
 */
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * True once the app has committed its first render and marked its root `data-hydrated` (main.tsx); also
 * true on a response that is not the app (no `#root`: a download, an API answer).
 */
function appHasTakenOver(): boolean {
  const root = document.getElementById('root');
  return root === null || root.dataset.hydrated === 'true';
}

/**
 * A click on prerendered HTML before the app's script has run is lost (React replays the events it
 * receives while hydrating, but none from before), so a test pressing a button right after loading a
 * page would race the page's scripts on a busy machine. `waitUntil: 'commit'` opts out, for a test that
 * acts on the HTML before the scripts on purpose.
 */
function waitForApp(page: Page): void {
  const takenOver = async (options?: { waitUntil?: string }) => {
    if (options?.waitUntil !== 'commit') await page.waitForFunction(appHasTakenOver);
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await takenOver(options);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await takenOver(options);
    return response;
  };
}

export const test = base.extend({
  page: async ({ page }, use) => {
    waitForApp(page);
    await use(page);
  },
});
