/**
 * The suite's accessibility check (lib/axe.ts) itself: it must fail on what it exists to catch. Every
 * spec that says "no axe violations" rests on it, so a faster way of running axe is only taken if these
 * still fail: a violation in the page, a contrast failure, one inside a same-origin frame, and a frame axe
 * cannot look into. The pages are served by Playwright's router under made-up origins, not by the site.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../lib/axe.ts';

const SITE = 'http://site.test';
const OTHER = 'http://other.test';

const document = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`;

/** Opens `${SITE}/` holding `body`; `frames` maps the other URLs the page loads to their body. */
async function open(tab: Page, body: string, frames: Record<string, string> = {}): Promise<void> {
  const pages: Record<string, string> = { [`${SITE}/`]: body, ...frames };
  await tab.route(/^http:\/\/(site|other)\.test\//, (route) => {
    const content = pages[route.request().url()];
    return content === undefined
      ? route.fulfill({ status: 404 })
      : route.fulfill({ contentType: 'text/html', body: document(content) });
  });
  await tab.goto(`${SITE}/`);
}

/** Resolves with the failure message of `check`, or with null when it passes. */
const failureOf = (check: Promise<void>) =>
  check.then(
    () => null,
    (error: Error) => error.message,
  );

test('passes a page without violations', async ({ page }) => {
  await open(page, '<p>Readable text.</p>');
  await expectNoAxeViolations(page);
});

test('names a violation and the element it is on', async ({ page }) => {
  await open(page, '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="no-alt">');
  const message = await failureOf(expectNoAxeViolations(page));
  expect(message).toContain('image-alt (critical)');
  expect(message).toContain('#no-alt');
});

test('finds text without enough contrast', async ({ page }) => {
  await open(page, '<p style="color:#bbb;background:#fff">Faint text.</p>');
  expect(await failureOf(expectNoAxeViolations(page))).toContain('color-contrast (serious)');
});

test('looks inside a same-origin frame', async ({ page }) => {
  await open(page, `<iframe title="Inner" src="${SITE}/inner"></iframe>`, {
    [`${SITE}/inner`]: '<button id="nameless"></button>',
  });
  await expect(page.frameLocator('iframe').locator('#nameless')).toHaveCount(1);
  expect(await failureOf(expectNoAxeViolations(page))).toContain('button-name (critical)');
});

test('refuses a frame it could not look into rather than passing it', async ({ page }) => {
  await open(page, `<iframe title="Elsewhere" src="${OTHER}/inner"></iframe>`, {
    [`${OTHER}/inner`]: '<p>Another site.</p>',
  });
  await expect(page.frameLocator('iframe').getByText('Another site.')).toBeVisible();
  expect(await failureOf(expectNoAxeViolations(page))).toContain('a frame could not be checked: iframe');
});
