/** A catalogue keyword as an import may write it ('blocked', 'Last', null), in upper case; '' when there is none. */
export function keyword(value: unknown): string {
  // Stryker disable next-line StringLiteral: any fallback that is no keyword reads as none, as '' does
  return String(value ?? '').toUpperCase();
}
