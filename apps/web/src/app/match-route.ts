import { parse } from 'regexparam';
import { routes, type RouteDef } from './routes.ts';

const compiled = routes.map((route) => ({ route, pattern: parse(route.path).pattern }));

/** The route a path belongs to, or undefined for the not-found page. */
export function matchRoute(pathname: string): RouteDef | undefined {
  return compiled.find(({ pattern }) => pattern.test(pathname))?.route;
}
