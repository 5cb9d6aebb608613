/** A full name has at least two words (given name and surname): docs/business-rules.md "Customer". */
export function isFullName(value: string): boolean {
  return /\S\s+\S/.test(value);
}
