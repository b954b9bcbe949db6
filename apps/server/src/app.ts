import Fastify, { type FastifyInstance } from 'fastify';
import type { DbHandle } from '@app/db';
import type { Config } from './config.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { defaultWebDist, registerStaticSite } from './plugins/static-site.ts';
import { healthRoutes } from './modules/health/routes.ts';

export interface AppDeps {
  config: Pick<Config, 'BODY_LIMIT' | 'TRUST_PROXY' | 'LOG_LEVEL' | 'publicUrl'> & Partial<Config>;
  dbHandle: DbHandle;
  /** Built web app to serve; `null` serves the API only (most API tests). */
  webDist?: string | null;
  logger?: boolean;
}

/** Builds the whole HTTP app without listening; tests drive it through `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger === false ? false : { level: deps.config.LOG_LEVEL },
    bodyLimit: deps.config.BODY_LIMIT,
    trustProxy: deps.config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  registerErrorHandler(app);
  healthRoutes(app, deps);
  registerStaticSite(app, deps.webDist === null ? undefined : (deps.webDist ?? defaultWebDist()));
  await app.ready();
  return app;
}
