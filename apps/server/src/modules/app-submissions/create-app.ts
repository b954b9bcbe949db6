/**
 * Creating an app, for the console and the developer API (`POST /api/v1/apps`) alike: one home, so
 * neither module imports the other.
 */
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { blankToNull, validationMessages, type KeyMode, type NewApp } from '@app/contracts';
import { apps, developers, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { appColumns, type AppView } from './developer-apps.ts';
import { listingDiff, recordListingVersion } from './listing.ts';
import { freeSlug, slugify } from './slug.ts';

const MAX_APPS = 50;
const tooManyAppsMessage = `You can have at most ${MAX_APPS} apps. Delete one you no longer need first.`;

type Who = { id: number; email: string };

/**
 * Refuses a name the developer already uses for another app (any letter case): two apps listed under
 * one name cannot be told apart in My Apps or the key dialogs. Locks the developer's row first, so two
 * concurrent requests with the same name are checked one after the other.
 */
export async function assertNameFree(
  tx: Database,
  developerId: number,
  name: string,
  mode: KeyMode,
  exceptId?: number,
) {
  await tx.select({ id: developers.id }).from(developers).where(eq(developers.id, developerId)).for('update');
  const [clash] = await tx
    .select({ id: apps.id })
    .from(apps)
    .where(
      and(
        eq(apps.developerId, developerId),
        eq(apps.mode, mode),
        eq(sql`lower(${apps.name})`, name.toLowerCase()),
        exceptId === undefined ? undefined : ne(apps.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) {
    const message = validationMessages.appNameTaken;
    throw new AppError('conflict', message, { name: message });
  }
}
export const appAudit = (
  db: Database,
  who: Who,
  action: string,
  id: number,
  details: Record<string, unknown>,
  ip: string | null,
) =>
  recordAudit(db, {
    actorKind: 'developer',
    actorId: who.id,
    actorName: who.email,
    action,
    entityType: 'app',
    entityId: id,
    details,
    ipAddress: ip,
  });

/**
 * Creates an app with a unique slug from its name, version 1.0.0, status development, visibility private.
 * Two concurrent creations of the same name cannot get the same slug: the insert skips on the unique
 * slug and the next free suffix is tried. A test-mode app's slug starts with `test-`, so test apps do not
 * take the addresses live apps will want (decision 0060).
 */
export async function createApp(
  ctx: AppContext,
  who: Who,
  input: NewApp,
  ip: string | null,
): Promise<AppView> {
  const mode = input.mode ?? 'live';
  const base = slugify(mode === 'test' ? `test ${input.name}` : input.name);
  return ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, who.id, input.name, mode);
    const [owned] = await tx.select({ n: count() }).from(apps).where(eq(apps.developerId, who.id));
    if ((owned?.n ?? 0) >= MAX_APPS) throw new AppError('conflict', tooManyAppsMessage);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const slug = await freeSlug(tx, base);
      const [row] = await tx
        .insert(apps)
        .values({
          name: input.name,
          slug,
          description: blankToNull(input.description),
          sdkType: input.sdkType,
          category: input.category,
          developerId: who.id,
          version: '1.0.0',
          status: 'development',
          visibility: 'private',
          mode,
        })
        .onConflictDoNothing({ target: apps.slug })
        .returning(appColumns);
      if (row) {
        await appAudit(tx, who, 'app.created', row.id, { name: row.name, slug: row.slug, mode }, ip);
        await recordListingVersion(tx, {
          appId: row.id,
          source: 'created',
          changes: listingDiff({}, row),
          actor: { kind: 'developer', name: who.email },
        });
        return row;
      }
    }
    throw new AppError('conflict', 'Could not find a free name for this app. Please try another name.');
  });
}
