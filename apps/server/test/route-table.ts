/** Every route an app registered, read from Fastify's route tree (so new routes are covered unasked). */
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const treeLine = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const path: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = treeLine.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    path.length = indent.length / 4;
    path.push(segment);
    for (const method of methods.split(', ').filter(Boolean)) routes.push({ method, url: path.join('') });
  }
  return routes;
}
