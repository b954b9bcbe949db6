/**
 * A staff list keeps its state in the address: search and filter survive a reload and a shared link, and
 * Back returns to the previous search and filter.
 */
import { expect, test } from './fixtures.ts';
import { query } from '../lib/db.ts';
import { signInByApi, unique } from './admin-support.ts';
import { withoutFloatingWidgets } from './forms-support.ts';

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

test('subscribers: search and filter survive a reload and a shared link; Back restores the previous ones', async ({
  page,
  context,
}) => {
  const tag = unique();
  await query(
    `insert into subscribers (email, first_name, last_name, source, active, created_at) values
       ($1, 'Ann', 'Lee', 'website', true, now()),
       ($2, 'Bob', 'Ray', 'website', false, now())`,
    [`ann-${tag}@e2e.test`, `bob-${tag}@e2e.test`],
  );
  await signInByApi(page);
  await page.goto('/admin/subscribers');
  const table = page.getByRole('table', { name: 'Email subscribers' });
  const search = page.getByLabel('Search by email, name or source');
  const filter = page.getByLabel('Filter by status');

  await search.fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await expect(table.getByRole('row')).toHaveCount(3);
  await filter.selectOption('inactive');
  await expect(page).toHaveURL(/[?&]status=inactive/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(`bob-${tag}`);

  await page.reload();
  await expect(search).toHaveValue(tag);
  await expect(filter).toHaveValue('inactive');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(`bob-${tag}`);

  // A link to the same address shows the same list in another tab.
  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(shared.getByLabel('Search by email, name or source')).toHaveValue(tag);
  await expect(shared.getByRole('table', { name: 'Email subscribers' }).getByRole('row')).toHaveCount(2);
  await shared.close();

  await page.goBack();
  await expect(page).not.toHaveURL(/status=inactive/);
  await expect(filter).toHaveValue('all');
  await expect(search).toHaveValue(tag);
  await expect(table.getByRole('row')).toHaveCount(3);

  await page.goBack();
  await expect(search).toHaveValue('');
  await expect(page).not.toHaveURL(/[?&]q=/);
});
