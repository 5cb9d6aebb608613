/**
 * Integer-cent money helpers. Every amount inside the domain is an integer
 * number of cents; reais (decimal) only exist at the edges (GraphQL, import).
 */

/** Rounds to the nearest integer, halves away from zero (half up for positives). */
export function roundHalfUp(value: number): number {
  // Math.round rounds -2.5 to -2; apply symmetric rounding so refunds mirror charges.
  const rounded = Math.round(Math.abs(value));
  return value < 0 ? -rounded : rounded;
}

/**
 * Cents of `percent`% of `cents`, rounded half up to the cent.
 * Computed on integers (cents × percent / 100) and the float result is nudged
 * to absorb binary error, e.g. 15% of 1990 = 298.5 → 299.
 */
export function applyPercent(cents: number, percent: number): number {
  const exact = (cents * percent) / 100;
  // Strip float noise such as 298.49999999999994 before rounding.
  return roundHalfUp(Number(exact.toFixed(6)));
}

/** Decimal reais (e.g. 0.1 + 0.2, 19.9) → integer cents. */
export function reaisToCents(reais: number): number {
  return roundHalfUp(Number((reais * 100).toFixed(6)));
}

/** Integer cents → decimal reais for the GraphQL/import boundary. */
export function centsToReais(cents: number): number {
  return Number((cents / 100).toFixed(2));
}
