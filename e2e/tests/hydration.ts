/**
 * Waiting for the app to take over a prerendered page. Not a spec file itself.
 */
import type { Page } from '@playwright/test';

/**
 * Opens `path` and waits until React has taken over the prerendered HTML: `hydrateRoot` has marked the
 * root container. A click before that lands on plain HTML and does nothing (React replays the events it
 * receives during hydration, but none from before its code ran), so a test that presses a button right
 * after loading would race the page's scripts on a busy machine.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}
