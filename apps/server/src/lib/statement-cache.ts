/**
 * Statements built once per shape. A hot statement is written with `sql.placeholder(name)` wherever a value
 * goes; `compiledOnce` builds and compiles it the first time its key is asked for, and every later run only
 * binds values (`DbHandle.run`). Building a submission's statement with drizzle took a quarter of the
 * server's CPU per post.
 */
import { compileStatement, type CompiledStatement } from '@app/db';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';

const compiled = new Map<string, CompiledStatement>();

/** `build` must give the same SQL for the same `key`: the key names the statement's shape. */
export function compiledOnce(key: string, build: () => SQL): CompiledStatement {
  let statement = compiled.get(key);
  if (!statement) {
    statement = compileStatement(build());
    compiled.set(key, statement);
  }
  return statement;
}

/** `slots.name` is the placeholder `name`: a statement's values written by name, `${v.email}`. */
export function placeholders<K extends string>(): Record<K, Placeholder<K>> {
  return new Proxy({} as Record<K, Placeholder<K>>, {
    get: (_target, name) => sql.placeholder(String(name)),
  });
}
