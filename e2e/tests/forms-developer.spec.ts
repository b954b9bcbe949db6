/** /become-developer → POST /api/submit-developer, then the success screen. */
import { toasts, validationMessages as m } from '@app/contracts/messages';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { query } from '../lib/db.ts';
import {
  openForm,
  openFormBeforeHydration,
  uniqueEmail,
  waitForRow,
  withoutFloatingWidgets,
} from './forms-support.ts';

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

const submit = (page: Page) => page.getByRole('button', { name: 'Submit Application' }).click();
const group = (page: Page, name: RegExp) => page.getByRole('group', { name });

async function fillRequiredText(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Linus Developer');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel('Experience level').selectOption('advanced');
  await page.getByLabel('Years of experience').selectOption('5-10');
  await page.getByLabel('Primary use case').selectOption('Enterprise & Industrial');
  await page.getByLabel('Project description').fill('A remote-assist app for field technicians.');
  await page
    .getByLabel('Why are you interested in the program?')
    .fill('We want to ship on glasses this year.');
}

test('every required message on an empty submit, focus on the first field, no axe violations', async ({
  page,
}) => {
  await openForm(page, '/become-developer');
  await expect(page.getByRole('heading', { level: 1, name: 'Join the Developer Program' })).toBeVisible();
  await submit(page);
  for (const message of [
    m.developerFullNameMin,
    m.emailInvalidProvide,
    m.experienceLevelRequired,
    m.yearsExperienceRequired,
    m.programmingLanguagesRequired,
    m.developmentAreasRequired,
    m.platformsRequired,
    m.primaryUseCaseRequired,
    m.projectDescriptionMin,
    m.reasonForInterestMin,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expectNoAxeViolations(page);
});

test('focus lands on the first checkbox of the first empty group, then on a select', async ({ page }) => {
  await openForm(page, '/become-developer');
  await fillRequiredText(page, 'linus@example.com');
  await group(page, /Programming languages/)
    .getByLabel('Kotlin')
    .check();
  await submit(page);
  const areas = group(page, /Development areas/);
  await expect(areas.getByText(m.developmentAreasRequired)).toBeVisible();
  await expect(areas.getByRole('checkbox').first()).toBeFocused();
  await expect(page.getByText(m.platformsRequired)).toBeVisible();
  await expect(page.getByText(m.programmingLanguagesRequired)).toHaveCount(0);

  // Ticking an item re-validates the group at once.
  await areas.getByLabel('IoT').check();
  await expect(page.getByText(m.developmentAreasRequired)).toHaveCount(0);

  await group(page, /Platforms/)
    .getByLabel('YodaOS-Sprite')
    .check();
  await page.getByLabel('Years of experience').selectOption('');
  await submit(page);
  await expect(page.getByLabel('Years of experience')).toBeFocused();
  await expect(page.getByText(m.yearsExperienceRequired)).toBeVisible();
});

test('a complete application is stored with its lists and flags; the success screen appears', async ({
  page,
}) => {
  await openForm(page, '/become-developer');
  const email = uniqueEmail('developer');
  await fillRequiredText(page, email);
  await page.getByLabel('GitHub profile (optional)').fill('octocat');
  await group(page, /Programming languages/)
    .getByLabel('Kotlin')
    .check();
  await group(page, /Programming languages/)
    .getByLabel('C++', { exact: true })
    .check();
  await group(page, /Development areas/)
    .getByLabel('Enterprise Solutions')
    .check();
  await group(page, /Platforms/)
    .getByLabel('CXR-M (Mobile AR Platform)')
    .check();
  await group(page, /Platforms/)
    .getByLabel('Lumen SDK Integration')
    .check();
  await page.getByLabel('Development timeline (optional)').selectOption('1-3months');
  await page.getByLabel('I need access to development hardware').check();
  await submit(page);

  await expect(page.getByRole('heading', { name: toasts.developerSuccess.title })).toBeFocused();
  await expect(page.getByText(/review your application within 2 business days/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Homepage' })).toBeVisible();
  await expectNoAxeViolations(page);

  const row = await waitForRow(() =>
    query<Record<string, unknown>>('select * from developer_applications where email = $1', [email]),
  );
  expect(row).toMatchObject({
    full_name: 'Linus Developer',
    experience_level: 'advanced',
    years_experience: '5-10',
    programming_languages: ['Kotlin', 'C++'],
    development_areas: ['Enterprise Solutions'],
    interested_platforms: ['CXR-M (Mobile AR Platform)', 'Lumen SDK Integration'],
    primary_use_case: 'Enterprise & Industrial',
    development_timeline: '1-3months',
    needs_technical_support: false,
    needs_hardware_access: true,
    has_ar_experience: false,
    status: 'pending',
  });
  const submission = await waitForRow(() =>
    query<{ form_type: string }>('select form_type from form_submissions where submitter_email = $1', [
      email,
    ]),
  );
  expect(submission.form_type).toBe('developer-application');
});

test('a server failure shows the developer failure toast and keeps the answers', async ({ page }) => {
  await openForm(page, '/become-developer');
  await page.route('**/api/submit-developer', (route) => route.abort('failed'));
  await fillRequiredText(page, uniqueEmail('developer-down'));
  await group(page, /Programming languages/)
    .getByLabel('Swift')
    .check();
  await group(page, /Development areas/)
    .getByLabel('IoT')
    .check();
  await group(page, /Platforms/)
    .getByLabel('YodaOS-Sprite')
    .check();
  await submit(page);
  await expect(page.getByText(toasts.developerFailure.description, { exact: true })).toBeVisible();
  await expect(page.getByText(toasts.developerFailure.title, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Linus Developer');
});

test('boxes ticked before the form has hydrated stay ticked and count', async ({ page }) => {
  const hydrate = await openFormBeforeHydration(page, '/become-developer', 'developer-application-form');
  const kotlin = group(page, /Programming languages/).getByLabel('Kotlin');
  await kotlin.check();
  await page.getByLabel('Full name').fill('Linus Developer');
  await hydrate();

  await expect(kotlin).toBeChecked();
  await expect(page.getByLabel('Full name')).toHaveValue('Linus Developer');
  await submit(page);
  await expect(page.getByText(m.developmentAreasRequired)).toBeVisible();
  await expect(page.getByText(m.programmingLanguagesRequired)).toHaveCount(0);
});
