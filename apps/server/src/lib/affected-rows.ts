/** Rows a write touched: node-postgres reports `rowCount`, PGlite `affectedRows`. */
export function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

/** The rows a raw `execute` returned: both drivers put them in `rows`. */
export function resultRows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
