import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.x A/AA and best practices: the rule set every spec checks. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * How long axe in the page waits for axe in a same-origin frame to answer before it reports the frame
 * untested: its default, half a second, is too short for a frame on a busy 2-core machine.
 */
const FRAME_ANSWER_MS = 10_000;

/**
 * Runs axe-core on the page and expects no violations, listed readably if there are any.
 *
 * @axe-core/playwright injects axe with Playwright's evaluate, so the site's CSP does not block it. It runs
 * in the builder's documented legacy mode: `axe.run` in the page, which tests same-origin frames through
 * axe's own messaging, instead of a partial run per frame finished in a blank page the builder opens for
 * each check (that page cost two thirds of every check; decision 0036). Legacy mode leaves cross-origin
 * frames untested: axe's frame-tested rule reports them, and this check fails on them rather than passing
 * what it did not see. Only violations are collected in full (`resultTypes`): nothing here reads passes.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .setLegacyMode()
    .options({ resultTypes: ['violations'], pingWaitTime: FRAME_ANSWER_MS })
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  const untested = results.incomplete.filter((result) => result.id === 'frame-tested');
  summary.push(
    ...untested.map(
      (result) => `a frame could not be checked: ${result.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
