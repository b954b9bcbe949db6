/** First start: make sure a staff account exists, and tell the operator how to sign in. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@app/db';
import type { Config } from '../../config.ts';
import { ensureInitialAdmin } from './service.ts';

export async function bootstrapAdmin(db: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
  const result = await ensureInitialAdmin(db, config);
  if (!result.created) return;
  if (result.generatedPassword) {
    // Shown once, on one clear line; only the hash is stored.
    log.warn(
      { adminUsername: result.username },
      `FIRST START: created admin "${result.username}" with password: ${result.generatedPassword} ` +
        `(shown only now; sign in at ${config.publicUrl}/admin/login, change it with ` +
        `"npm run admin -- reset-password ${result.username}")`,
    );
  } else {
    log.info(
      { adminUsername: result.username },
      `created admin "${result.username}" from ADMIN_USERNAME/ADMIN_PASSWORD`,
    );
  }
}
