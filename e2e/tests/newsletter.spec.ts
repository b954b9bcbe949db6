/** The floating newsletter widget, the /subscribe page and unsubscribing from an e-mailed link. */
import { toasts, validationMessages as m } from '@app/contracts/messages';
import { expect, islandReady, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { linkIn, waitForMail } from '../lib/mail.ts';
import { NEWSLETTER_DISMISSED_KEY } from '../../apps/web/src/features/newsletter/dismissed.ts';
import {
  openForm,
  storeCookieChoice,
  subscribeForUnsubscribeLink,
  subscriberRow as subscriber,
  uniqueEmail,
  withoutFloatingWidgets,
} from './forms-support.ts';

const widget = (page: Page) => page.getByRole('region', { name: 'Get product news' });
const header = (page: Page) => widget(page).getByRole('button', { name: 'Get product news' });
const dismissedFlag = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), NEWSLETTER_DISMISSED_KEY);

test.describe('floating widget', () => {
  test.beforeEach(async ({ page }) => {
    await storeCookieChoice(page);
  });

  test('expanded on desktop; the header collapses and expands it; the close icon dismisses it for good', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(widget(page)).toBeVisible();
    await expect(header(page)).toHaveAttribute('aria-expanded', 'true');
    const email = widget(page).getByLabel('Email address');
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await expectNoAxeViolations(page);

    await header(page).click();
    await expect(header(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(email).toBeHidden();
    await header(page).click();
    await expect(email).toBeVisible();

    await widget(page).getByRole('button', { name: 'Close newsletter sign-up' }).click();
    await expect(widget(page)).toBeHidden();
    expect(await dismissedFlag(page)).toBe('true');
    await page.reload();
    // "Cookie settings" opens the banner, rendered together with where the widget would be: once it shows,
    // the widget would have too. Its island hydrates as it comes into view: clicked once it has.
    const cookieSettings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await islandReady(cookieSettings);
    await cookieSettings.click();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await expect(widget(page)).toBeHidden();
  });

  test('an address without an at-sign gets the invalid-email toast', async ({ page }) => {
    await page.goto('/about');
    await widget(page).getByLabel('Email address').fill('someone.example.com');
    await widget(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(toasts.newsletterInvalidEmail.title, { exact: true })).toBeVisible();
    await expect(page.getByText(toasts.newsletterInvalidEmail.description, { exact: true })).toBeVisible();
  });

  test('subscribes: "Subscribing...", the check-your-inbox toast and message, focused; stored unconfirmed', async ({
    page,
  }) => {
    await openForm(page, '/about');
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/subscribe', async (route) => {
      await held;
      await route.continue();
    });
    const email = uniqueEmail('widget');
    await widget(page).getByLabel('Email address').fill(email);
    await widget(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(widget(page).getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    release();
    await expect(page.getByText(toasts.newsletterConfirmSent.description, { exact: true })).toBeVisible();
    // The form is replaced by its message, and the focus moves there rather than to the page body.
    const sent = widget(page).getByRole('status');
    await expect(sent).toContainText('It works for 7 days');
    await expect(sent).toBeFocused();
    expect(await dismissedFlag(page)).toBe('true');
    expect(await subscriber(email)).toMatchObject({ source: 'floating_newsletter', active: false });
    await expectNoAxeViolations(page);
  });

  test('a refused subscription shows the server message', async ({ page }) => {
    await page.goto('/about');
    await page.route('**/api/subscribe', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"message":"Address refused"}' }),
    );
    await widget(page).getByLabel('Email address').fill('fan@example.com');
    await widget(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(toasts.newsletterFailed.title, { exact: true })).toBeVisible();
    await expect(page.getByText('Address refused', { exact: true })).toBeVisible();
    await expect(widget(page)).toBeVisible();
  });

  test('a network failure shows the error toast', async ({ page }) => {
    await page.goto('/about');
    await page.route('**/api/subscribe', (route) => route.abort('failed'));
    await widget(page).getByLabel('Email address').fill('fan@example.com');
    await widget(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(toasts.newsletterError.title, { exact: true })).toBeVisible();
    await expect(page.getByText(toasts.newsletterError.description, { exact: true })).toBeVisible();
  });
});

test('on a phone the widget waits for the cookie choice, then starts collapsed', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/about');
  const cookieBanner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(cookieBanner).toBeVisible();
  // The two together covered ~40% of a phone's screen: the banner asks alone.
  await expect(widget(page)).toBeHidden();
  await expectNoAxeViolations(page);
  await cookieBanner.getByRole('button', { name: 'Reject All' }).click();
  await expect(cookieBanner).toHaveCount(0);
  await expect(widget(page)).toBeVisible();
  await expect(header(page)).toHaveAttribute('aria-expanded', 'false');
  await header(page).click();
  await expect(widget(page).getByLabel('Email address')).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the widget stays off the newsletter's own pages: the sign-up page, its confirmations, unsubscribing", async ({
  page,
}) => {
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  for (const path of [
    '/subscribe',
    '/subscribe/subscribed',
    '/subscribe/waitlist',
    '/unsubscribe',
    '/unsubscribe/done',
  ]) {
    await page.goto(path);
    // The banner shows a second after load, from the same chunk as the widget (which shows at once): once
    // the banner is there, the widget would be too.
    await expect(banner).toBeVisible();
    await expect(widget(page)).toHaveCount(0);
  }
  await page.goto('/about');
  await expect(widget(page)).toBeVisible();
});

test.describe('/subscribe and /unsubscribe', () => {
  test.beforeEach(async ({ page }) => {
    await withoutFloatingWidgets(page);
  });

  test('/subscribe validates, then joins the waitlist once the e-mailed link is confirmed', async ({
    page,
  }) => {
    await openForm(page, '/subscribe');
    await expect(page.getByRole('heading', { level: 1, name: 'Join the waitlist' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(m.emailInvalid)).toBeVisible();
    await expect(page.getByLabel('Email address')).toBeFocused();
    await expectNoAxeViolations(page);

    const email = uniqueEmail('waitlist');
    await page.getByLabel('Email address').fill(email);
    await expect(page.getByText(m.emailInvalid)).toHaveCount(0);
    await page.getByLabel('First name (optional)').fill('Sam');
    const box = page.getByLabel('Put me on the AI Glasses waitlist');
    await expect(box).not.toBeChecked();
    await box.check();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { name: toasts.waitlistConfirmSent.title })).toBeFocused();
    await expect(page.getByText(toasts.waitlistConfirmSent.description, { exact: true })).toBeVisible();
    expect(await subscriber(email)).toMatchObject({ source: 'waitlist', first_name: 'Sam', active: false });

    const mail = await waitForMail((m) => m.to.includes(email));
    expect(mail.subject).toBe('Confirm your place on the Lumen AI Glasses waitlist');
    const link = new URL(linkIn(mail, '/subscribe/confirm?token='));
    await page.goto(link.pathname + link.search);
    const confirmButton = page.getByRole('button', { name: 'Confirm subscription' });
    await expect(confirmButton).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await subscriber(email)).active).toBe(false);
    await confirmButton.click();
    await expect(page.getByRole('heading', { name: toasts.waitlistSuccess.title })).toBeFocused();
    await expect(page.getByText(toasts.waitlistSuccess.description, { exact: true }).first()).toBeVisible();
    expect((await subscriber(email)).active).toBe(true);
    const welcome = await waitForMail((m) => m.to.includes(email) && m.subject !== mail.subject);
    expect(welcome.subject).toBe("You're on the Lumen AI Glasses waitlist");
  });

  test('the e-mailed link unsubscribes only when the button is pressed', async ({ page, request }) => {
    const email = uniqueEmail('unsubscribe');
    await page.goto(await subscribeForUnsubscribeLink(request, email));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter' }),
    ).toBeVisible();
    const button = page.getByRole('button', { name: 'Unsubscribe' });
    await expect(button).toBeVisible();
    await expectNoAxeViolations(page);
    // Opening the link (as a mail scanner would) changed nothing.
    expect((await subscriber(email)).active).toBe(true);

    await button.click();
    const status = page.getByRole('status').filter({ hasText: 'You have been unsubscribed' });
    await expect(status).toBeVisible();
    await expect(status).toContainText(email);
    expect((await subscriber(email)).active).toBe(false);
    await expectNoAxeViolations(page);
  });

  test('a broken link shows the server message', async ({ page }) => {
    await page.goto('/unsubscribe?token=not-a-real-token');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /invalid or has expired/ })).toBeVisible();
  });

  test('a link without token explains what to do', async ({ page }) => {
    await page.goto('/unsubscribe');
    await expect(page.getByText(/link is incomplete/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  });
});
