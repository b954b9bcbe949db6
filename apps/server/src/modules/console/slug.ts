/**
 * App slugs: lower-case ASCII words joined by '-', from the app name; unique over all apps. A taken slug
 * gets the first free numeric suffix (`field-guide`, `field-guide-2`, `field-guide-3`…).
 */
import { eq, like, or } from 'drizzle-orm';
import { apps, type Database } from '@app/db';

const MAX_SLUG_BASE = 60;

export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_BASE)
    .replace(/-+$/, '');
  return slug || 'app';
}

/** The first slug of `base`, `base-2`, `base-3`… not used by any app right now. */
export async function freeSlug(db: Database, base: string): Promise<string> {
  const rows = await db
    .select({ slug: apps.slug })
    .from(apps)
    .where(or(eq(apps.slug, base), like(apps.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
