/**
 * A refusal of an order operation: a code for `extensions.code`, a translated message, and any further
 * extensions (a decline's code, the quote's problems). The resolvers turn it into a GraphQL error; the service
 * itself knows nothing of GraphQL.
 */
export class OrderError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'OrderError';
  }
}

/** PostgreSQL's unique_violation, through drizzle's wrapper (the driver's error is its cause) or bare. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}
