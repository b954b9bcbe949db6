/** What the command-line tools share: opening the server's database, and turning errors into exit codes. */
import { DataDirLockedError, openDatabase, type DbHandle } from '@app/db';
import { ConfigError, type Config } from '../config.ts';

/** A refusal whose message is the whole story (printed without a stack). */
export class CliError extends Error {}

/**
 * The server's database (DATABASE_URL, else the embedded one in DATA_DIR), migrated. The embedded one is
 * refused while a server or another command holds its folder (DataDirLockedError names the process).
 */
export async function openCliDatabase(config: Config): Promise<DbHandle> {
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
  const quiet = [CliError, ConfigError, DataDirLockedError, ...expected];
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      if (quiet.some((kind) => err instanceof kind)) console.error((err as Error).message);
      else console.error(err);
      process.exit(1);
    },
  );
}
