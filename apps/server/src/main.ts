import { DataDirLockedError, openDatabase } from '@app/db';
import { buildApp } from './app.ts';
import { runAsClusterPrimary } from './cluster.ts';
import { ConfigError, loadConfig } from './config.ts';
import { readTlsFiles, startHttpRedirect } from './https.ts';
import { resolveSecretKey } from './lib/secret.ts';
import { AccountError, bootstrapAdmin } from './modules/staff-auth/index.ts';
import { unsupportedNodeMessage } from './node-version.ts';

async function main() {
  const nodeProblem = unsupportedNodeMessage();
  if (nodeProblem) {
    console.error(nodeProblem);
    process.exit(1);
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (await runAsClusterPrimary(config)) return;
  const dbHandle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    parallelWorkers: config.DATABASE_PARALLEL_WORKERS,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
  });
  await dbHandle.migrate();
  const secretKey = await resolveSecretKey(dbHandle.db, config.SECRET_KEY);
  const tls = readTlsFiles(config);
  const app = await buildApp({
    config,
    dbHandle,
    secretKey,
    webDist: config.WEB_DIST,
    startWorkers: true,
    tls,
  });
  await bootstrapAdmin(dbHandle.db, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await dbHandle.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (tls && config.HTTP_REDIRECT_PORT !== undefined) {
    const redirect = await startHttpRedirect(config, { port: config.HTTP_REDIRECT_PORT, host: config.HOST });
    app.server.once('close', () => redirect.close());
  }
  app.log.info(
    { database: dbHandle.kind, dataDir: dbHandle.kind === 'pglite' ? config.DATA_DIR : undefined },
    `site ready at ${config.publicUrl}`,
  );
}

main().catch((err: unknown) => {
  // An operator's mistake (a bad variable, a refused ADMIN_PASSWORD, a data folder in use) is one clear
  // message, not a stack trace.
  const known = [ConfigError, AccountError, DataDirLockedError].some((kind) => err instanceof kind);
  console.error(known ? (err as Error).message : err);
  process.exit(1);
});
