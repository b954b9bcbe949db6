/**
 * The developer page's address (`/app-store/developers/{slug}`), chosen in the console profile: unique over
 * developers; left blank, it is made from the public name (romanised like app slugs). A developer who never
 * chose one has `developer-{id}`, so those addresses are reserved for their owners.
 */
import { and, eq, like, ne, or } from 'drizzle-orm';
import { slugMessages } from '@app/contracts';
import { apiErrorCodes } from '@app/contracts/api/common';
import { developers, type Database } from '@app/db';
import { AppError } from '../../lib/app-error.ts';
import { slugify } from '../app-submissions/index.ts';

const defaultSlug = /^developer-(\d+)$/;

/** The slug to store for a developer's choice: the one typed (409 when another developer has it) or one made from `name`. */
export async function developerSlugFor(
  db: Database,
  developerId: number,
  chosen: string,
  name: string,
): Promise<string> {
  const reservedFor = defaultSlug.exec(chosen)?.[1];
  if (chosen) {
    const [clash] = await db
      .select({ id: developers.id })
      .from(developers)
      .where(and(eq(developers.publicSlug, chosen), ne(developers.id, developerId)));
    if (clash || (reservedFor !== undefined && Number(reservedFor) !== developerId)) {
      const message = slugMessages.taken;
      throw new AppError('conflict', message, { publicSlug: message }, undefined, apiErrorCodes.slugTaken);
    }
    return chosen;
  }
  const base = slugify(name, `developer-${developerId}`);
  const rows = await db
    .select({ slug: developers.publicSlug })
    .from(developers)
    .where(
      and(
        ne(developers.id, developerId),
        or(eq(developers.publicSlug, base), like(developers.publicSlug, `${base}-%`)),
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base) && (!defaultSlug.test(base) || base === `developer-${developerId}`)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
