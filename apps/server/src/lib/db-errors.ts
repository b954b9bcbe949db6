/** A database error's SQLSTATE and constraint, whether the driver throws it as is or wraps it (drizzle). */
function databaseError(error: unknown): { code?: unknown; constraint?: unknown } | undefined {
  const e = error as {
    code?: unknown;
    constraint?: unknown;
    cause?: { code?: unknown; constraint?: unknown };
  };
  if (e?.code !== undefined) return e;
  return e?.cause;
}

/** A unique violation (23505), of `constraint` when named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = databaseError(error);
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}
