/**
 * Whether developer mode is granted automatically when a developer asks (no staff review). A staff
 * setting kept in the database (decision 0052): staff switch it in the admin without a restart, every
 * instance sharing the database reads the same value, and each change is audited. Off by default.
 */
import { eq } from 'drizzle-orm';
import { siteSettings, type Database } from '@app/db';
import { auditStaff, type Actor } from '../staff-auth/index.ts';

const AUTO_GRANT = 'developer_mode.auto_grant';

export async function autoGrantEnabled(db: Database): Promise<boolean> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.name, AUTO_GRANT));
  return row?.value === true;
}

export async function setAutoGrant(db: Database, actor: Actor, autoGrant: boolean): Promise<boolean> {
  await db.transaction(async (tx) => {
    const before = await autoGrantEnabled(tx);
    await tx
      .insert(siteSettings)
      .values({ name: AUTO_GRANT, value: autoGrant, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: siteSettings.name,
        set: { value: autoGrant, updatedBy: actor.id, updatedAt: new Date() },
      });
    if (before !== autoGrant) {
      await auditStaff(tx, actor, 'setting.changed', { type: 'setting', id: AUTO_GRANT }, { autoGrant });
    }
  });
  return autoGrant;
}
