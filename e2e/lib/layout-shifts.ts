import type { Page } from '@playwright/test';

type Recorded = { layoutShifts: number[] };

/**
 * Records the page's layout shifts from its first paint on (a PerformanceObserver added before the page's
 * own scripts, buffered); shifts right after the visitor's input are left out, as CLS leaves them out.
 * Call before `goto`; read them with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The shifts recorded so far. The observer's callback runs in a task after the shift it reports, so this
 * waits for a frame and the task after it first.
 */
export async function layoutShifts(page: Page): Promise<number[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  return page.evaluate(() => (window as unknown as Recorded).layoutShifts);
}
