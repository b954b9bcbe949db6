/**
 * Screenshots for a person to look at, taken only when E2E_SCREENSHOTS names a folder: full pages at a
 * phone's and a desktop's width (390 and 1440 px), as `<name>-<width>.png`. The viewport is put back.
 */
import type { Page } from '@playwright/test';

export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  const original = page.viewportSize();
  for (const width of [390, 1440]) {
    // The screenshot is a frame drawn after the resize (no script of the page's: it may have none).
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
