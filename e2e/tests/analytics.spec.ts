/**
 * First-party analytics in Chromium: what the browser holds after each cookie choice (compared with the one
 * list the Cookie Policy renders), the landing page's campaign kept when consent is given on it, the visit,
 * the form conversion, the lead's campaign, the session and the journey as staff see them (tiles computed
 * from the stored rows, axe at 1440 and 390 px), nothing sent at all with Reject All or Global Privacy
 * Control, and withdrawal deleting the cookies.
 */
import { CONSENT_REVISION } from '../../apps/web/src/features/consent/consent-storage.ts';
import { siteStorage, type StorageCategory } from '@app/contracts/site-storage';
import { CAMPAIGN_COOKIE, VISITOR_COOKIE } from '@app/contracts/storage-keys';
import { toasts } from '@app/contracts/messages';
import { expect, islandReady, test, type Page } from './fixtures.ts';
import { query } from '../lib/db.ts';
import { screenshot, signInByApi, unique } from './admin-support.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { dismissNewsletterWidget, openForm, uniqueEmail, waitForRow } from './forms-support.ts';

// Headless Chromium names itself HeadlessChrome, which the ingestion drops as a bot (isbot): browse as the
// desktop browser a visitor has.
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/** Cookie, localStorage and sessionStorage names the browser holds for the site. */
async function held(page: Page) {
  const cookies = (await page.context().cookies()).map((c) => c.name);
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  return [...cookies, ...storage.local, ...storage.session].sort();
}

/** Every name held must be on the list, in a category the choice allows. */
function expectListed(names: string[], allowed: StorageCategory[]) {
  for (const name of names) {
    const entry = siteStorage.find((e) => e.name === name);
    expect(entry, `${name} is not in site-storage.ts`).toBeDefined();
    expect(allowed, `${name} (${entry?.category}) without consent`).toContain(entry?.category);
  }
}

const pageviews = async (path: string) =>
  Number(
    (
      await query<{ n: string }>(
        `select count(*) as n from analytics_events where kind = 'pageview' and path = $1`,
        [path],
      )
    )[0]?.n,
  );

/** Waits until the beacon for `path` has been stored (it is sent after hydration, off the page's path). */
async function waitForPageview(path: string, after: number) {
  await expect.poll(() => pageviews(path)).toBeGreaterThan(after);
}

/** Opens `path` as a first visit and makes the choice in the banner once it shows (1 s after load). */
async function choose(page: Page, button: 'Accept All' | 'Reject All', path = '/') {
  await page.clock.install();
  await page.goto(path);
  await page.clock.runFor(1_000);
  await banner(page).getByRole('button', { name: button }).click();
  await expect(banner(page)).toHaveCount(0);
}

/** Every POST /api/events the page sends from now on. */
function eventRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events') sent.push(request.postData() ?? '');
  });
  return sent;
}

/** Resolves once the analytics script of the next page load has arrived (it loads after hydration). */
const trackerLoaded = (page: Page) =>
  page.waitForResponse((response) => /\/assets\/tracker-[\w-]+\.js$/.test(new URL(response.url()).pathname));

/** Fills and sends the contact form of the page open; returns the lead's email. */
async function sendLead(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const contact = page.getByRole('form', { name: 'Contact form' });
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Company name').fill('Analytical Engines Ltd');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Primary interest').selectOption({ index: 1 });
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(toasts.leadSuccess.title, { exact: true })).toBeVisible();
  return email;
}

/** Without consent: a page and a lead go by, the script has loaded, and not one event was sent. */
async function expectNothingSent(page: Page, tag: string) {
  const sent = eventRequests(page);
  const loaded = trackerLoaded(page);
  await page.goto(`/contact?utm_source=${tag}`);
  await loaded;
  await islandReady(page.getByRole('button', { name: 'Send message' }));
  await sendLead(page, tag);
  expect(sent).toEqual([]);
  expectListed(await held(page), ['necessary']);
  const [stored] = await query<{ n: string }>(
    `select count(*) as n from analytics_events where utm_source = $1`,
    [tag],
  );
  expect(Number(stored?.n)).toBe(0);
}

test.beforeEach(async ({ page }) => {
  await dismissNewsletterWidget(page);
});

test('Accept All: visitor and campaign cookies, the lead carries its campaign, staff see visit, conversion and campaign', async ({
  page,
}) => {
  const campaign = `launch-${unique()}`;
  // The landing page carries the campaign; consent is given on it, after its first paint.
  const beforeAbout = await pageviews('/about');
  await choose(page, 'Accept All', `/about?utm_source=e2e-news&utm_medium=email&utm_campaign=${campaign}`);
  await waitForPageview('/about', beforeAbout);
  expect(await held(page)).toEqual(expect.arrayContaining([VISITOR_COOKIE, CAMPAIGN_COOKIE]));
  const before = await pageviews('/contact');
  await openForm(page, '/contact');
  await waitForPageview('/contact', before);
  const names = await held(page);
  expect(names).toEqual(expect.arrayContaining([VISITOR_COOKIE, CAMPAIGN_COOKIE]));
  expectListed(names, ['necessary', 'analytics', 'marketing']);
  const visitorId = (await page.context().cookies()).find((c) => c.name === VISITOR_COOKIE)?.value;
  const [event] = await query<{ visitor_id: string; utm_campaign: string }>(
    `select visitor_id, utm_campaign from analytics_events where utm_campaign = $1`,
    [campaign],
  );
  expect(event).toEqual({ visitor_id: visitorId, utm_campaign: campaign });

  const email = await sendLead(page, 'analytics-lead');
  const lead = await waitForRow(() =>
    query<{ campaign: unknown }>('select campaign from leads where email = $1', [email]),
  );
  expect(lead.campaign).toEqual({ source: 'e2e-news', medium: 'email', campaign });
  await expect
    .poll(
      async () =>
        (
          await query(
            `select 1 from analytics_events where kind = 'form' and form = 'lead' and outcome = 'submitted' and visitor_id = $1`,
            [visitorId],
          )
        ).length,
    )
    .toBe(1);

  // Staff: the campaign in Insights and on the lead's submission.
  await signInByApi(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  // The other worker's tests post forms meanwhile: the tile must show the count of a moment between the
  // reads before and after the page's.
  const DAY = 86_400_000;
  const from = new Date(Date.now() - 27 * DAY).toISOString().slice(0, 10);
  const to = new Date().toISOString().slice(0, 10);
  const countSubmissions = async () => {
    const [all] = await query<{ n: number }>(
      `select count(*)::int as n from form_submissions
        where (created_at at time zone 'UTC')::date between $1::date and $2::date`,
      [from, to],
    );
    return all!.n;
  };
  const submissionsBefore = await countSubmissions();
  await page.goto('/admin/insights');
  // Staff are told whom the figures count, and the form submissions tile counts what the list holds.
  const whom = page.getByText(
    /Visitors, page views, pages, referrers, campaigns, conversions and sessions count only visitors who allowed analytics cookies/,
  );
  await expect(whom).toBeVisible();
  await expect(whom.getByRole('link', { name: 'Form Submissions' })).toHaveAttribute(
    'href',
    '/admin/form-submissions',
  );
  const tile = page.getByText('Form submissions (all)', { exact: true }).locator('..');
  const shown = tile.locator('p').nth(1);
  await expect(shown).toHaveText(/^\d[\d,]*$/);
  const value = Number((await shown.innerText()).replaceAll(',', ''));
  const submissionsAfter = await countSubmissions();
  expect(value).toBeGreaterThanOrEqual(submissionsBefore);
  expect(value).toBeLessThanOrEqual(submissionsAfter);
  await expectNoAxeViolations(page);
  const campaigns = page.getByRole('region', { name: 'Campaigns' });
  await campaigns.getByText('Table of the numbers').click();
  await expect(campaigns.getByRole('rowheader', { name: `e2e-news / email / ${campaign}` })).toBeVisible();
  const conversions = page.getByRole('region', { name: 'Conversion per form' });
  await conversions.getByText('Table of the numbers').click();
  const leadRow = conversions.getByRole('row', { name: /^lead \/contact/ });
  await expect(leadRow).toBeVisible();
  const [counts] = await query<{ visits: number; submissions: number }>(
    `select (select coalesce(sum(count), 0)::int from analytics_daily where metric = 'page' and key = '/contact' and day = current_date) as visits,
            (select coalesce(sum(count), 0)::int from analytics_daily where metric = 'form_submitted' and key = 'lead' and day = current_date) as submissions`,
  );
  expect(counts!.submissions).toBeGreaterThan(0);
  await expect(leadRow.getByRole('cell').nth(1)).toHaveText(String(counts!.visits));
  await expect(leadRow.getByRole('cell').nth(2)).toHaveText(String(counts!.submissions));

  // Sessions, the path (landing page -> lead form) and this visitor's journey.
  const today = new Date().toISOString().slice(0, 10);
  const sessions = page.getByRole('region', { name: 'Sessions per day' });
  await sessions.getByText('Table of the numbers').click();
  await expect(sessions.getByRole('row', { name: new RegExp(`^${today} [1-9]`) })).toBeVisible();
  const paths = page.getByRole('region', { name: 'Paths to enquiry' });
  await paths.getByText('Table of the numbers').click();
  await expect(paths.getByRole('row', { name: /^\/about lead [1-9]/ })).toBeVisible();
  const journey = page
    .getByRole('region', { name: 'Recent journeys to enquiry' })
    .getByRole('listitem')
    .filter({ hasText: visitorId!.slice(0, 8) });
  await expect(journey).toContainText('sent the lead form');
  await expect(journey).toContainText('2 pages viewed');
  await expect(journey).toContainText(`Campaign e2e-news / email / ${campaign}`);
  await expect(journey.getByRole('list', { name: 'Pages in order' }).locator('code')).toHaveText([
    '/about',
    '/contact',
  ]);
  // From the top: the site header is sticky, and a full-page capture of a scrolled page paints it mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'insights-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Visitors and page views per day' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'insights-390');

  const [submission] = await query<{ id: number }>(
    'select id from form_submissions where submitter_email = $1',
    [email],
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/form-submissions');
  await page.getByRole('button', { name: `View submission ${submission!.id}` }).click();
  await expect(page.getByRole('dialog').getByText(`e2e-news / email / ${campaign}`)).toBeVisible();
});

test('withdrawing consent in Cookie settings deletes the analytics and campaign cookies at once', async ({
  page,
}) => {
  await choose(page, 'Accept All');
  const before = await pageviews('/about');
  await page.goto('/about?utm_source=e2e-withdraw');
  await waitForPageview('/about', before);
  expect(await held(page)).toEqual(expect.arrayContaining([VISITOR_COOKIE, CAMPAIGN_COOKIE]));
  await islandReady(page.getByRole('button', { name: 'Cookie settings' }));
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await banner(page).getByRole('switch', { name: 'Analytics' }).click();
  await banner(page).getByRole('switch', { name: 'Marketing' }).click();
  await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
  const names = await held(page);
  expect(names).not.toContain(VISITOR_COOKIE);
  expect(names).not.toContain(CAMPAIGN_COOKIE);
  expectListed(names, ['necessary']);
  // Nothing is sent any more.
  const sent = eventRequests(page);
  const loaded = trackerLoaded(page);
  await page.goto('/products');
  await loaded;
  await islandReady(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }));
  expect(sent).toEqual([]);
});

test('Reject All: no cookie, and nothing sent or stored for the visit or its lead', async ({ page }) => {
  await choose(page, 'Reject All');
  await expectNothingSent(page, `e2e-rejected-${unique()}`);
});

test.describe('a browser sending Global Privacy Control', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });

  test('no banner, a consent record that says GPC, and nothing sent or stored', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    await expectNothingSent(page, `e2e-gpc-${unique()}`);
    await expect(banner(page)).toHaveCount(0);
    const consentId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('cookie-consent') ?? '{}') as { id?: string }).id ?? '',
    );
    const rows = await waitForRow(() =>
      query<{ action: string; source: string }>(
        'select action, source from consent_logs where consent_id = $1',
        [consentId],
      ),
    );
    expect(rows).toEqual({ action: 'reject_all', source: 'gpc' });
  });
});

test('the Cookie Policy lists every entry of the list', async ({ page }) => {
  await page.goto('/policies/cookies');
  for (const entry of siteStorage) {
    await expect(page.getByText(new RegExp(`^${entry.name} \\(`))).toBeVisible();
  }
  expect(CONSENT_REVISION).toBeGreaterThan(0);
});
