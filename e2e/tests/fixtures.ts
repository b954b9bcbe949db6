/**
 * The specs' `test`: Playwright's, with a `page` whose `goto` and `reload` also wait until the page's
 * code has taken over what is in view (it marks `#root` `data-hydrated`). Everything else is Playwright's
 * own. Not a spec file itself.
 */
import { test as base, type Locator, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * True once `#root` is marked `data-hydrated`: on a prerendered public page when every island that was in
 * the viewport has hydrated (apps/web/src/start-islands.tsx), in the SPA once the app has committed its
 * first render (start-app.tsx); also true on a response that is not the site (no `#root`: a download, an
 * API answer).
 */
function appHasTakenOver(): boolean {
  const root = document.getElementById('root');
  return root === null || root.dataset.hydrated === 'true';
}

/**
 * A click on server HTML before the code of its island has run does nothing (a button outside a form) or
 * posts the form as HTML, so a test pressing a button right after loading a page would race the page's
 * scripts on a busy machine. `waitUntil: 'commit'` opts out, for a test that acts on the HTML before the
 * scripts on purpose.
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

/**
 * Waits until the island holding `control` has hydrated, as a visitor waits for a control further down the
 * page to respond: islands out of view hydrate when they come near it, so the control is scrolled into
 * view first. On a page without islands (the SPA) there is nothing to wait for.
 */
export async function islandReady(control: Locator): Promise<void> {
  const island = control.locator('xpath=ancestor::*[@data-island][last()]');
  if ((await island.count()) === 0) return;
  await control.scrollIntoViewIfNeeded();
  await base.expect(island).toHaveAttribute('data-hydrated', 'true');
}

export const test = base.extend({
  page: async ({ page }, use) => {
    waitForApp(page);
    await use(page);
  },
});
