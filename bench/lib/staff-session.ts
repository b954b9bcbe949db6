/** A staff account and a signed-in session for it, written straight into the database: the `sid` cookie. */
import { users, type DbHandle } from '@app/db';
import { loadConfig } from '../../apps/server/src/config.ts';
import { SESSION_COOKIE } from '../../apps/server/src/session/cookie.ts';
import { createSession, sessionLifetime } from '../../apps/server/src/session/session-store.ts';

export async function staffSessionCookie(handle: DbHandle): Promise<string> {
  const [user] = await handle.db
    .insert(users)
    // Never signs in with a password: the session below is opened directly.
    .values({ username: 'bench-staff', password: 'unused', role: 'admin' })
    .returning({ id: users.id });
  const { token } = await createSession(
    handle.db,
    { kind: 'staff', subjectId: user!.id },
    sessionLifetime(loadConfig({ NODE_ENV: 'production' })),
  );
  return `${SESSION_COOKIE}=${token}`;
}
