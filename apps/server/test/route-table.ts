/**
 * Every route an app registered, as Fastify announces each one to its `onRoute` hooks (public API), so new
 * routes are covered unasked. `createTestApp` (helpers.ts) builds every test app with `recordRoutes`;
 * tests read the table with `registeredRoutes(app)`.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The contract the route declared (fastify-type-provider-zod schemas). */
  schema: NonNullable<RouteOptions['schema']>;
}

const tables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** An `onRoute` hook filling a route table, and `attach` to file that table under the app it was built into. */
export function recordRoutes() {
  const routes: RegisteredRoute[] = [];
  return {
    onRoute(route: RouteOptions) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      // Fastify adds a HEAD route beside every GET by itself; the tests walk the routes the app declared.
      for (const method of methods) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema ?? {} });
      }
    },
    attach(app: FastifyInstance) {
      tables.set(app, routes);
    },
  };
}

/** The routes of an app built by `createTestApp`. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes = tables.get(app);
  if (!routes) throw new Error('This app was not built with recordRoutes (test/helpers.ts createTestApp)');
  return routes;
}
