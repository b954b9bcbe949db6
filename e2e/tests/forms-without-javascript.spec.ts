/**
 * The public forms in a browser that runs no JavaScript (blocked scripts, a chunk that failed, a phone
 * still loading): each is a real `<form method="post">`, the server stores the post and redirects to the
 * form's success page, or shows the errors with what was typed; no form data ever goes into a URL. And a
 * form sent before the page's scripts have run is delivered once.
 */
import { toasts, validationMessages as m } from '@app/contracts/messages';
import { formSuccessPaths } from '@app/contracts/form-pages';
// Playwright's own `test`: the fixtures' goto waits for React, which never runs on these pages.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { query } from '../lib/db.ts';
import { linkIn, waitForMail } from '../lib/mail.ts';
import {
  subscribeForUnsubscribeLink,
  subscriberRow,
  uniqueEmail,
  waitForRow,
  withoutFloatingWidgets,
} from './forms-support.ts';

/** The welcome mails queued for an address (none until the confirmation link is followed). */
const welcomeRows = (email: string) =>
  query('select id from email_outbox where "to" = $1 and kind = $2', [email, 'newsletter-welcome']);

/** Every URL the page requests, to show that none carries what was typed. */
function requestedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(decodeURIComponent(request.url())));
  return urls;
}

const expectNoneContains = (urls: string[], typed: string[]) => {
  for (const value of typed) expect(urls.filter((url) => url.includes(value))).toEqual([]);
};

const leadRow = (email: string) =>
  waitForRow(() =>
    query<{ first_name: string; interest: string; message: string | null }>(
      'select first_name, interest, message from leads where email = $1',
      [email],
    ),
  );

async function fillLead(page: Page, email: string) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Company name').fill('Analytical Engines Ltd');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Primary interest').selectOption('training');
  await page.getByLabel('Message (optional)').fill('A pilot for 20 field engineers.');
}

/** A visible control's state: its value, or for a box whether it is ticked. */
interface ControlState {
  key: string;
  value: string | boolean;
}

/** The state of every visible control of `form`, by name (or id), in document order. */
async function controlValues(form: Locator): Promise<ControlState[]> {
  return form.locator('input:visible, select:visible, textarea:visible').evaluateAll((controls) =>
    controls.map((control) => {
      const element = control as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
      const key = `${element.name || element.id}${element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio') ? `=${element.value}` : ''}`;
      const box =
        element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
      return { key, value: box ? (element as HTMLInputElement).checked : element.value };
    }),
  );
}

/** A value a visitor could type into a text control of this type. */
const typedValue = (type: string, index: number) =>
  ({ email: `early-${index}@e2e.test`, tel: '+49 30 1234567', url: 'example.com' })[type] ??
  `Typed early ${index}`;

/**
 * Fills every visible control of `form` as a visitor would: text typed, a select's first choice that is
 * not already chosen (and not the "Other" that asks for more), every box toggled, each radio group's last
 * choice. Returns the state it left.
 */
async function fillEveryControl(form: Locator): Promise<ControlState[]> {
  const controls = form.locator('input:visible, select:visible, textarea:visible');
  const count = await controls.count();
  for (let index = 0; index < count; index++) {
    const control = controls.nth(index);
    const { tag, type } = await control.evaluate((element) => ({
      tag: element.tagName.toLowerCase(),
      type: (element as HTMLInputElement).type,
    }));
    if (tag === 'select') {
      const choice = await control.evaluate((element) => {
        const select = element as HTMLSelectElement;
        return Array.from(select.options).find(
          (option) => option.value !== '' && option.value !== 'Other' && option.value !== select.value,
        )?.value;
      });
      if (choice) await control.selectOption(choice);
    } else if (type === 'checkbox') {
      await control.setChecked(!(await control.isChecked()));
    } else if (type === 'radio') {
      await control.check();
    } else {
      await control.fill(typedValue(type, index));
    }
  }
  return controlValues(form);
}

/** The success page: its own URL, the success screen's words, a way back to the site, not indexed. */
async function expectSuccessPage(page: Page, path: string, title: string, text: string | RegExp) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.beforeEach(async ({ page }) => {
    await withoutFloatingWidgets(page);
  });

  test('the contact form posts, the lead is stored, the success page shows; nothing typed is in a URL', async ({
    page,
  }) => {
    const urls = requestedUrls(page);
    const email = uniqueEmail('nojs-contact');
    await page.goto('/contact');
    await fillLead(page, email);
    await page.getByRole('button', { name: 'Send message' }).click();

    await expectSuccessPage(
      page,
      formSuccessPaths.lead,
      toasts.leadSuccess.title,
      toasts.leadSuccess.description,
    );
    // What happens next: when a reply comes and where, and a place to look meanwhile.
    await expect(
      page.getByText(/usually replies within 2 business days, to the e-mail address you gave/),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'FAQ', exact: true })).toHaveAttribute(
      'href',
      '/faq',
    );
    expect(await leadRow(email)).toEqual({
      first_name: 'Ada',
      interest: 'training',
      message: 'A pilot for 20 field engineers.',
    });
    expectNoneContains(urls, [email, 'Lovelace', 'Analytical']);
  });

  test('the home page enterprise form posts and is stored', async ({ page }) => {
    const email = uniqueEmail('nojs-home');
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Enterprise contact form' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Company name').fill('Analytical Engines Ltd');
    await form.getByLabel('Work email').fill(email);
    await form.getByLabel('Primary interest').selectOption('workflow');
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(formSuccessPaths.lead);
    expect(await leadRow(email)).toMatchObject({ first_name: 'Ada', interest: 'workflow' });
  });

  test('an invalid post shows the errors by their fields with the values kept; corrected, it is stored', async ({
    page,
  }) => {
    const urls = requestedUrls(page);
    const email = uniqueEmail('nojs-invalid');
    await page.goto('/contact');
    await page.getByLabel('First name').fill('A');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Work email').fill('ada-at-example');
    await page.getByLabel('Primary interest').selectOption('developer');
    await page.getByLabel('Message (optional)').fill('<b>bold</b> & "quoted"');
    await page.getByRole('button', { name: 'Send message' }).click();

    // The errors are shown at the form's own address, not at an API's.
    await expect(page).toHaveURL('/contact');
    await expect(page).toHaveTitle(/^Error: /);
    const summary = page.locator('#form-problem');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading')).toHaveText('Please check the highlighted fields.');
    for (const message of [m.firstNameMin, m.companyNameRequired, m.emailInvalid]) {
      await expect(summary.getByRole('link', { name: message })).toBeVisible();
    }
    const firstName = page.getByLabel('First name');
    await expect(firstName).toHaveValue('A');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription(m.firstNameMin);
    await expect(page.getByLabel('Work email')).toHaveAccessibleDescription(m.emailInvalid);
    await expect(page.getByLabel('Last name')).toHaveValue('Lovelace');
    await expect(page.getByLabel('Last name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Primary interest')).toHaveValue('developer');
    await expect(page.getByLabel('Message (optional)')).toHaveValue('<b>bold</b> & "quoted"');
    expect(
      await query('select 1 from leads where last_name = $1 and email = $2', ['Lovelace', email]),
    ).toEqual([]);

    await firstName.fill('Ada');
    await page.getByLabel('Company name').fill('Analytical Engines Ltd');
    await page.getByLabel('Work email').fill(email);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(formSuccessPaths.lead);
    expect(await leadRow(email)).toMatchObject({ first_name: 'Ada', interest: 'developer' });
    expectNoneContains(urls, [email, 'ada-at-example', 'Lovelace']);
  });

  test('the partner application posts with its default after-sale answer', async ({ page }) => {
    const email = uniqueEmail('nojs-partner');
    await page.goto('/become-partner');
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Contact number').fill('+49 30 1234567');
    await page.getByLabel('Business email').fill(email);
    await page.getByLabel('Company name').fill('Cobol Distribution GmbH');
    await page.getByLabel(/^Industry/).selectOption('Technology');
    await page.getByLabel('Number of employees').selectOption('51-200');
    await page.getByLabel('Target country or region').fill('Germany and Austria');
    const afterSale = page.getByRole('group', { name: /after-sale service/ });
    await expect(afterSale.getByLabel('No', { exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expectSuccessPage(
      page,
      formSuccessPaths.partner,
      toasts.partnerSuccess.title,
      /contact you within 2 business days/,
    );
    const row = await waitForRow(() =>
      query<{ full_name: string; offer_after_sale_service: string; industry: string }>(
        'select full_name, offer_after_sale_service, industry from partners where email = $1',
        [email],
      ),
    );
    expect(row).toEqual({
      full_name: 'Grace Hopper',
      offer_after_sale_service: 'No',
      industry: 'Technology',
    });
  });

  test('the developer application posts its checkbox groups and boxes', async ({ page }) => {
    const email = uniqueEmail('nojs-developer');
    const group = (name: RegExp) => page.getByRole('group', { name });
    await page.goto('/become-developer');
    await page.getByLabel('Full name').fill('Linus Developer');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel('Experience level').selectOption('advanced');
    await page.getByLabel('Years of experience').selectOption('5-10');
    await page.getByLabel('Primary use case').selectOption('Enterprise & Industrial');
    await page.getByLabel('Project description').fill('A remote-assist app for field technicians.');
    await page
      .getByLabel('Why are you interested in the program?')
      .fill('We want to ship on glasses this year.');
    await group(/Programming languages/)
      .getByLabel('Kotlin')
      .check();
    await group(/Programming languages/)
      .getByLabel('C++', { exact: true })
      .check();
    await group(/Development areas/)
      .getByLabel('IoT')
      .check();
    await group(/Platforms/)
      .getByLabel('YodaOS-Sprite')
      .check();
    await page.getByLabel('I need access to development hardware').check();
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expectSuccessPage(
      page,
      formSuccessPaths.developer,
      toasts.developerSuccess.title,
      /review your application within 2 business days/,
    );
    const row = await waitForRow(() =>
      query<{ programming_languages: string[]; needs_hardware_access: boolean; has_ar_experience: boolean }>(
        'select programming_languages, needs_hardware_access, has_ar_experience from developer_applications where email = $1',
        [email],
      ),
    );
    expect(row).toEqual({
      programming_languages: ['Kotlin', 'C++'],
      needs_hardware_access: true,
      has_ar_experience: false,
    });
  });

  test('/subscribe posts (the waitlist box unticked at first); the e-mailed link confirms from its button', async ({
    page,
  }) => {
    const email = uniqueEmail('nojs-subscribe');
    await page.goto('/subscribe');
    const box = page.getByLabel('Put me on the AI Glasses waitlist');
    await expect(box).not.toBeChecked();
    await box.check();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();

    await expectSuccessPage(
      page,
      formSuccessPaths.waitlist,
      toasts.waitlistConfirmSent.title,
      /link to confirm your place on the AI Glasses waitlist/,
    );
    expect(await subscriberRow(email)).toMatchObject({ source: 'waitlist', active: false });

    const mail = await waitForMail((m) => m.to.includes(email));
    expect(mail.subject).toBe('Confirm your place on the Lumen AI Glasses waitlist');
    const link = new URL(linkIn(mail, '/subscribe/confirm?token='));
    // Opening the link (as a mail scanner would) confirms nothing.
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
    expect((await subscriberRow(email)).active).toBe(false);
    expect(await welcomeRows(email)).toEqual([]);

    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expectSuccessPage(
      page,
      formSuccessPaths.waitlistConfirmed,
      toasts.waitlistSuccess.title,
      toasts.waitlistSuccess.description,
    );
    expect((await subscriberRow(email)).active).toBe(true);
    const welcome = await waitForMail((m) => m.to.includes(email) && m.subject !== mail.subject);
    expect(welcome.subject).toBe("You're on the Lumen AI Glasses waitlist");
  });

  test('an expired or broken confirmation link says so on its page', async ({ page }) => {
    await page.goto('/subscribe/confirm?token=1.n.1000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByRole('heading', { name: /This confirmation link has expired/ })).toBeVisible();
  });

  test('the e-mailed unsubscribe link works: the button posts, the address is off the list', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('nojs-unsubscribe');
    const link = await subscribeForUnsubscribeLink(request, email);
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter' }),
    ).toBeVisible();
    await expect(page.getByText(/Press the button below to stop receiving our newsletter/)).toBeVisible();
    expect((await subscriberRow(email)).active).toBe(true);

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expectSuccessPage(
      page,
      formSuccessPaths.unsubscribe,
      'You have been unsubscribed',
      /Your address will no longer receive our newsletter/,
    );
    await expect(page.getByRole('link', { name: 'subscribe again' })).toHaveAttribute('href', '/subscribe');
    // Leaving the newsletter is not leaving a conversation with the company.
    await expect(
      page.getByText(/Replies about an enquiry or application you sent still reach you/),
    ).toBeVisible();
    expect((await subscriberRow(email)).active).toBe(false);
  });

  test('a broken unsubscribe link shows the server message on its own page', async ({ page }) => {
    await page.goto('/unsubscribe?token=not-a-real-token');
    const response = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    expect((await response).status()).toBe(400);
    await expect(page).toHaveURL('/unsubscribe?token=not-a-real-token');
    await expect(page).toHaveTitle(/^Error: /);
    const problem = page.getByRole('heading', { name: 'This unsubscribe link is invalid or has expired.' });
    await expect(problem).toBeVisible();
    await expect(page.locator('#form-problem')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  });
});

test('the success pages are not in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/contact</loc>');
  for (const path of Object.values(formSuccessPaths)) expect(sitemap).not.toContain(`${path}</loc>`);
});

test.describe('with JavaScript, before the page has run it', () => {
  test.beforeEach(async ({ page }) => {
    await withoutFloatingWidgets(page);
  });

  test('a form sent while the scripts are still loading goes out as a post and is stored once', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    const email = uniqueEmail('nojs-early');
    await page.goto('/contact', { waitUntil: 'commit' });
    await fillLead(page, email);
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page).toHaveURL(formSuccessPaths.lead);
    release();
    expect(await leadRow(email)).toMatchObject({ first_name: 'Ada' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(toasts.leadSuccess.title);
    expect(await query('select id from leads where email = $1', [email])).toHaveLength(1);
  });

  // Every public form whose fields are in the server HTML (the newsletter widget renders with its script).
  for (const path of ['/', '/contact', '/become-partner', '/become-developer', '/subscribe']) {
    test(`${path}: every field filled in before the scripts have run keeps its value when they take over`, async ({
      page,
    }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await held;
        await route.continue().catch(() => {});
      });
      await page.goto(path, { waitUntil: 'commit' });
      const form = page.locator('main form').first();
      await form.scrollIntoViewIfNeeded();
      const filled = await fillEveryControl(form);
      expect(filled.length).toBeGreaterThan(2);

      release();
      await expect(page.locator('main [data-island]:has(form)').first()).toHaveAttribute(
        'data-hydrated',
        'true',
      );
      expect(await controlValues(form)).toEqual(filled);
    });
  }
});
