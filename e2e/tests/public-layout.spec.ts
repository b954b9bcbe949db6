/**
 * Layout and navigation of the public pages as a first-time visitor sees them: the floating widgets'
 * share of a small screen, toasts beside (not over) the newsletter widget, the hero text clear of the
 * hero graphic, a new page opening at its top, and invalid fields kept clear of the sticky header.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { toasts } from '@app/contracts/messages';
import { openForm, storeCookieChoice, uniqueEmail, withoutFloatingWidgets } from './forms-support.ts';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const newsletter = (page: Page) => page.getByRole('region', { name: 'Get product news' });

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element has no box');
  return b;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The brightest pixel (luminance 0-255) of what is drawn behind `element`, its own text made transparent.
 * Decoded in a blank page of the same browser (a canvas), so the spec needs no image library.
 */
async function brightestBehind(page: Page, element: Locator): Promise<number> {
  await element.evaluate((el) => ((el as HTMLElement).style.color = 'transparent'));
  const png = await page.screenshot({ clip: await box(element) });
  const scratch = await page.context().newPage();
  try {
    return await scratch.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let max = 0;
      for (let i = 0; i < data.length; i += 4) {
        max = Math.max(max, 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!);
      }
      return max;
    }, png.toString('base64'));
  } finally {
    await scratch.close();
  }
}

test.describe('the home hero', () => {
  // The poster (the video's first frame) only: a playing video would change under the measurement.
  test.use({ reducedMotion: 'reduce' });

  for (const [width, height] of [
    [390, 844],
    [768, 1024],
    [1024, 768],
  ] as const) {
    test(`keeps the lead paragraph off the hero graphic at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      const hero = page.locator('main > section').first();
      await hero.locator('img').evaluate((img) => (img as HTMLImageElement).decode());
      const lead = hero.locator('h1 + p');
      // Behind the text only the dark backdrop and its soft glow (≤ ~55); the graphic's code lines and
      // panels are far brighter (90-150 where they ran under the text).
      expect(await brightestBehind(page, lead)).toBeLessThan(70);
    });
  }
});

test.describe('floating widgets on a first visit', () => {
  test('at 390 px the cookie banner alone asks, covering under a third of the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await expect(newsletter(page)).toBeHidden();
    const covered = 844 - (await box(banner(page))).y;
    expect(covered / 844).toBeLessThan(0.3);

    await banner(page).getByRole('button', { name: 'Reject All' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(newsletter(page)).toBeVisible();
  });

  test('at 768 px the widget keeps a usable e-mail field beside the banner', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const field = newsletter(page).getByLabel('Email address');
    await expect(field).toBeVisible();
    expect((await box(field)).width).toBeGreaterThanOrEqual(170);
    expect(overlaps(await box(banner(page)), await box(newsletter(page)))).toBe(false);
  });

  test('at 390 px the room kept below the footer is the banner’s, not a screen’s', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await expect(banner(page)).toBeVisible();
    await expect(newsletter(page)).toBeHidden();
    // The dark spacer after the footer: as tall as what the dock covers, so the footer's last line can be
    // scrolled above the banner, and no taller (the hidden sign-up widget takes no room).
    const covered = 844 - (await box(banner(page))).y;
    const roomBelowFooter = () =>
      page.evaluate(() => {
        const footer = document.querySelector('footer')!.getBoundingClientRect();
        return document.documentElement.scrollHeight - (footer.bottom + window.scrollY);
      });
    await expect.poll(roomBelowFooter).toBeGreaterThanOrEqual(covered - 1); // sub-pixel rounding
    expect(await roomBelowFooter()).toBeLessThanOrEqual(covered + 16);
  });

  test.describe('with the language suggestion (a browser preferring Chinese on an English page)', () => {
    test.use({ locale: 'zh-CN' });
    for (const width of [640, 800, 1024, 1280]) {
      test(`at ${width} px the three never overlap or squeeze, and the suggestion stays put`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/developers');
        const suggestion = page.getByRole('complementary', { name: '语言建议' });
        await expect(suggestion).toBeVisible();
        const before = await box(suggestion);
        await expect(banner(page)).toBeVisible();
        await expect(newsletter(page)).toBeVisible();
        // The banner came 1 s later: added above or beside, it moved and re-wrapped nothing.
        expect(await box(suggestion)).toEqual(before);
        const boxes = [await box(banner(page)), await box(newsletter(page)), before];
        for (const [i, a] of boxes.entries())
          for (const b of boxes.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
        expect(boxes[0]!.width).toBeGreaterThanOrEqual(270);
        expect(before.width).toBeGreaterThanOrEqual(270);
        for (const { x, width: w } of boxes) expect(x + w).toBeLessThanOrEqual(width);
      });
    }
  });
});

test('at 1024 px an error toast leaves the newsletter widget usable', async ({ page }) => {
  await storeCookieChoice(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/');
  const widget = newsletter(page);
  await widget.getByRole('button', { name: 'Subscribe' }).click();
  const toast = page.locator('.toast').filter({ hasText: 'Invalid email' });
  await expect(toast).toBeVisible();
  expect(overlaps(await box(toast), await box(widget))).toBe(false);
  // The widget still takes the visitor's input while the toast shows: what is at its button's centre is the
  // button (a check of the moment, not a race against the toast's 5 s).
  const subscribe = widget.getByRole('button', { name: 'Subscribe' });
  expect(
    await subscribe.evaluate((button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    }),
  ).toBe(true);
  await widget.getByLabel('Email address').fill(uniqueEmail('toast'));
  await subscribe.click();
  // Double opt-in: the sign-up is told to confirm from the inbox.
  await expect(page.locator('.toast').filter({ hasText: toasts.newsletterConfirmSent.title })).toBeVisible();
});

test('a link followed from the bottom of a page opens the next page at its top, without scrolling up', async ({
  page,
}) => {
  await withoutFloatingWidgets(page);
  await page.goto('/about');
  // Scrolled to the bottom once its scroll event has been dispatched (a frame later), so the recorder below
  // does not take that event for a later scroll.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
      }),
  );
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // Every scroll position the window passes through from here on.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { seenScrolls: number[] }).seenScrolls = seen;
    window.addEventListener('scroll', () => seen.push(window.scrollY));
  });
  await page
    .getByRole('navigation', { name: 'Policies' })
    .getByRole('link', { name: 'Privacy Policy' })
    .click();
  await expect(page).toHaveURL(/\/policies\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const seen = await page.evaluate(() => (window as unknown as { seenScrolls: number[] }).seenScrolls);
  expect(seen.filter((y) => y !== 0)).toEqual([]);
});

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`at ${width} px the first invalid field is focused below the sticky header`, async ({ page }) => {
    await withoutFloatingWidgets(page);
    await page.setViewportSize({ width, height });
    await openForm(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const first = form.getByLabel(/First name/);
    // The first field just below the top edge of the window, where the sticky header hides it.
    await first.evaluate((el) => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - 10, behavior: 'instant' });
    });
    await form.getByLabel(/Work email/).press('Enter');
    await expect(first).toBeFocused();
    const header = await box(page.locator('header').first());
    await expect.poll(async () => (await box(first)).y).toBeGreaterThanOrEqual(header.y + header.height);
  });
}
