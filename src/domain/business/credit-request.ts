/**
 * A business account asks a merchant for invoicing ("faturamento", issue 18 point 6): who in the company may ask,
 * what asking does given the line it already has with that merchant, and the short note it may send with it. The
 * merchant's staff decide (src/server/business/credit-line-approval.ts); asking never decides anything. Pure.
 */
import type { BusinessRole } from './business-roles';

/** A line of text for the store's staff (expected monthly volume, a contact): long enough for that, no more. */
export const MAX_CREDIT_REQUEST_NOTE_LENGTH = 300;

export type CreditRequestRefusal = 'CREDIT_LINE_ALREADY_APPROVED' | 'CREDIT_LINE_SUSPENDED';

/** Asking binds the company to invoices: its admins' call, as its legal data are. */
export function mayRequestInvoicing(role: BusinessRole): boolean {
  return role === 'admin';
}

/**
 * What asking does to the line the account already has with the store: none or one under review → no refusal
 * (the line is created, or stays as it is); approved → nothing to ask; suspended → the store decided, and only the
 * store may lift it.
 */
export function creditRequestRefusal(status: string | null): CreditRequestRefusal | null {
  if (status === 'approved') return 'CREDIT_LINE_ALREADY_APPROVED';
  if (status === 'suspended') return 'CREDIT_LINE_SUSPENDED';
  return null;
}

export type CreditRequestNote = { ok: true; note: string | null } | { ok: false };

/**
 * The note as stored: one line (control characters and runs of spaces become one space), trimmed, null when empty.
 * Longer than the maximum (in characters, not UTF-16 units) is refused, never cut: the sender keeps what she typed.
 */
export function creditRequestNote(value: unknown): CreditRequestNote {
  if (value === null || value === undefined) return { ok: true, note: null };
  if (typeof value !== 'string') return { ok: false };
  const note = value.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim();
  if ([...note].length > MAX_CREDIT_REQUEST_NOTE_LENGTH) return { ok: false };
  return { ok: true, note: note === '' ? null : note };
}
