/** An e-mail address as checkout and sign-up accept it (docs/business-rules.md "Brazilian formats", e-mail). */

// One '@', no spaces, a dot in the domain: what a mail server would accept in practice.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
