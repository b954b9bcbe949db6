/**
 * The daily salt of the anonymous visitor hash (as Plausible does): one random salt per UTC day, shared by
 * every instance through the database; the salts of earlier days are deleted when a new one is made, so a
 * hash can no longer be recomputed from an address once its day is over.
 */
import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { analyticsSalts, type Database } from '@app/db';

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export class DailySalt {
  private cached: { day: string; salt: string } | null = null;

  constructor(private readonly db: Database) {}

  async forDay(day: string): Promise<string> {
    if (this.cached?.day === day) return this.cached.salt;
    const salt = await this.db.transaction(async (tx) => {
      await tx
        .insert(analyticsSalts)
        .values({ day, salt: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      await tx.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
      const [row] = await tx
        .select({ salt: analyticsSalts.salt })
        .from(analyticsSalts)
        .where(eq(analyticsSalts.day, day));
      if (!row) throw new Error('analytics salt missing after insert');
      return row.salt;
    });
    this.cached = { day, salt };
    return salt;
  }
}
