/**
 * Statements whose text is built once and then only bound to values. Building a large statement with
 * drizzle (its SQL objects turned into text and parameters) costs more server CPU than everything else a
 * public post does; a statement written with `sql.placeholder(name)` wherever a value goes is built once,
 * and each run only fills the placeholders (`bindValues`). On PostgreSQL it also runs as a named prepared
 * statement, named after a hash of its text, so the database parses and plans it once per connection.
 */
import { createHash } from 'node:crypto';
import { is, Param, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

export interface CompiledStatement {
  /** The name its prepared form goes by on PostgreSQL. */
  name: string;
  text: string;
  /** Values fixed at build time, and placeholders (bare, or bound to a column's encoder). */
  params: readonly unknown[];
}

const dialect = new PgDialect({ casing: 'snake_case' });

export function compileStatement(statement: SQL): CompiledStatement {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { name: `p_${createHash('sha1').update(text).digest('hex')}`, text, params };
}

/**
 * The driver's parameters for one run: each placeholder takes its value from `values`, through its
 * column's encoder when it has one (jsonb, timestamps); null stays null, as drizzle's own binding does.
 */
export function bindValues(
  statement: CompiledStatement,
  values: Readonly<Record<string, unknown>>,
): unknown[] {
  const valueOf = (name: string) => {
    if (!(name in values)) throw new Error(`No value for placeholder "${name}"`);
    return values[name];
  };
  return statement.params.map((param) => {
    if (is(param, Placeholder)) return valueOf(param.name);
    if (is(param, Param) && is(param.value, Placeholder)) {
      const value = valueOf(param.value.name);
      return value === null || value === undefined ? null : param.encoder.mapToDriverValue(value);
    }
    return param;
  });
}
