import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public base URL used in e-mailed links (invitations, unsubscribe). */
  PUBLIC_URL: z.url().optional(),
  /** Where the built web app lives; defaults to apps/web/dist beside the server. */
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(10 * 1024 * 1024)
    .default(100 * 1024),
});

export type Config = z.infer<typeof envSchema> & { publicUrl: string };

export class ConfigError extends Error {}

/** Reads the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const parsed = envSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  const host = cfg.HOST === '0.0.0.0' || cfg.HOST === '::' ? 'localhost' : cfg.HOST;
  return { ...cfg, publicUrl: cfg.PUBLIC_URL ?? `http://${host}:${cfg.PORT}` };
}
