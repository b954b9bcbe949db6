/**
 * The production build as a child process, the way `npm start` runs it (NODE_ENV=production), through the
 * test harness's `startServer`. SERVER_MAIN and WEB_DIST may name a copy of the build, so a long run is not
 * disturbed when the checkout is rebuilt.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, type ServerInstance } from '../../apps/server/test/server-instances.ts';

const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

export function startBuiltServer(
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ServerInstance> {
  if (!existsSync(join(webDist, 'routes.json'))) {
    throw new Error(`${webDist} holds no built site: run "npm run build" first`);
  }
  return startServer(port, { NODE_ENV: 'production', WEB_DIST: webDist, ...env }, nodeArgs);
}
