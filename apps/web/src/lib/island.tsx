/**
 * Islands: the parts of a prerendered public page that need JavaScript (docs/decisions/0028-islands.md).
 * The server renders an island's component inside a wrapper that marks it (`data-island` = its module's
 * name under `src/islands/`, `data-props` = its props as JSON) and changes no layout (`display: contents`).
 * In the browser, `start-islands.tsx` finds the wrappers, loads each island's module only and hydrates the
 * component into the wrapper with its own `hydrateRoot`; the rest of the page stays server HTML. In the
 * full app (staff, portal, console, dev server) the wrapper simply renders its component.
 */
import type { ComponentType } from 'react';
import { InIslandContext } from './island-context.ts';

/** What an island's module (`src/islands/{name}.tsx`) exports as its default. */
export type IslandComponent<P extends object> = ComponentType<P> & {
  islandName: string;
  /** The component itself, without the wrapper: what the browser hydrates into the wrapper. */
  Component: ComponentType<P>;
};

/** Throws unless `value` survives JSON as it is (plain objects, arrays, strings, finite numbers, booleans, null). */
export function assertJson(value: unknown, where: string): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return;
    throw new Error(`${where}: ${value} is not JSON`);
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertJson(item, `${where}[${index}]`));
    return;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) assertJson(item, `${where}.${key}`);
    return;
  }
  throw new Error(`${where}: a ${typeof value} is not JSON (island props must be JSON)`);
}

/**
 * Marks `Component` as the island `name` (its module's file name under `src/islands/`). Its props must be
 * JSON: rendering it with anything else throws, so the prerender fails loudly rather than hydrating an
 * island with props that did not survive the trip.
 */
export function defineIsland<P extends object>(
  name: string,
  Component: ComponentType<P>,
): IslandComponent<P> {
  function Island(props: P) {
    assertJson(props, `island ${name} props`);
    return (
      <div data-island={name} data-props={JSON.stringify(props)} style={{ display: 'contents' }}>
        <InIslandContext value={true}>
          <Component {...props} />
        </InIslandContext>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { islandName: name, Component });
}
