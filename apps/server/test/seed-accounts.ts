/** A database with one of everything a route may act on, for suites that walk every route. */
import type { ApiKeyPermission } from '@app/contracts';
import type { Database } from '@app/db';
import { seedAdmin, seedSubscriber } from './admin-helpers.ts';
import { seedApp, seedDeveloper, seedKey } from './developer-helpers.ts';
import { seedActivePartner } from './partner-helpers.ts';

/** A staff admin, an active partner, a developer with an app and an API key of `keyPermissions`, a subscriber. */
export async function seedOneOfEach(db: Database, keyPermissions: ApiKeyPermission[]) {
  const admin = await seedAdmin(db);
  const partner = await seedActivePartner(db);
  const { developer } = await seedDeveloper(db);
  const app = await seedApp(db, developer.id);
  const { secret: apiKey } = await seedKey(db, developer.id, { permissions: keyPermissions });
  const subscriber = await seedSubscriber(db);
  return { admin, partner, developer, app, apiKey, subscriber };
}
