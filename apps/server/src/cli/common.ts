/** What the command-line tools share: opening the server's database, and turning errors into exit codes. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase, type DbHandle } from '@app/db';
import { ConfigError, type Config } from '../config.ts';

/** A refusal whose message is the whole story (printed without a stack). */
export class CliError extends Error {}

/** PGlite keeps postmaster.pid in its folder while open; opening it twice would corrupt it. */
function assertEmbeddedDatabaseFree(dataDir: string): void {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    throw new CliError(
      `The embedded database in ${resolve(dataDir)} is in use. Stop the server first.\n` +
        `If no server is running, the last one did not shut down cleanly: delete ${resolve(pidFile)} and try again.`,
    );
  }
}

/** The server's database (DATABASE_URL, else the embedded one in DATA_DIR), migrated. */
export async function openCliDatabase(config: Config): Promise<DbHandle> {
  if (!config.DATABASE_URL) assertEmbeddedDatabaseFree(config.DATA_DIR);
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 2,
  });
  await handle.migrate();
  return handle;
}

type ErrorClass = abstract new (...args: never[]) => Error;

/** Runs `main` and exits with its code; errors of `expected` kinds (and config errors) print only their message. */
export function runCli(main: (argv: string[]) => Promise<number>, expected: ErrorClass[]): void {
  const quiet = [CliError, ConfigError, ...expected];
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      if (quiet.some((kind) => err instanceof kind)) console.error((err as Error).message);
      else console.error(err);
      process.exit(1);
    },
  );
}
