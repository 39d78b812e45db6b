// PostgreSQL's unique_violation (23505), as drizzle passes it on (the driver's error is the
// cause): two writers racing for the same unique value, which the index decides.

/** Whether the error is a unique violation, of the named index when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = (error as { cause?: { code?: unknown; constraint?: unknown } } | null)?.cause;
  if (cause?.code !== '23505') return false;
  return constraint === undefined || cause.constraint === constraint;
}
