/**
 * Paying a month's statement (issue 18, point 6; docs/notes-bizcredits.md "Statement payment"): a month is charged
 * once it is over (in São Paulo's calendar), by PIX Cobrança or boleto, due on the 15th of the next month, or 3 days
 * from the day it is asked when that is later. A boleto's "linha digitável" follows FEBRABAN's layout: the 44-digit
 * bar code (bank, currency 9, general check digit by modulus 11, due factor, amount, 25-digit free field) rewritten as
 * five fields, the first three with a modulus-10 check digit each. Pure: the day is a parameter.
 */
import { DateTime } from 'luxon';
import { STATEMENT_ZONE } from './statement';

export const STATEMENT_DUE_DAY = 15;
export const MIN_DAYS_TO_PAY = 3;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export type StatementChargeRefusal = 'STATEMENT_MONTH_INVALID' | 'STATEMENT_MONTH_NOT_CLOSED';

/** The month's first instant in São Paulo, or null for anything but YYYY-MM. */
export function monthStart(month: string): DateTime | null {
  const match = MONTH.exec(month);
  if (!match) return null;
  return DateTime.fromObject({ year: Number(match[1]), month: Number(match[2]), day: 1 }, { zone: STATEMENT_ZONE });
}

/** Why the month cannot be charged at `now`, or null when it can: it must be a month, and over. */
export function statementChargeRefusal(month: string, now: Date): StatementChargeRefusal | null {
  const start = monthStart(month);
  if (!start) return 'STATEMENT_MONTH_INVALID';
  return +now < +start.plus({ months: 1 }) ? 'STATEMENT_MONTH_NOT_CLOSED' : null;
}

/** YYYY-MM-DD: the 15th of the next month, or MIN_DAYS_TO_PAY days after `now` (São Paulo's day) if later. */
export function statementDueDate(month: string, now: Date): string {
  const start = monthStart(month);
  if (!start) throw new RangeError(`not a month: ${month}`);
  const due = start.plus({ months: 1 }).set({ day: STATEMENT_DUE_DAY });
  const soonest = DateTime.fromJSDate(now, { zone: STATEMENT_ZONE }).startOf('day').plus({ days: MIN_DAYS_TO_PAY });
  return (due < soonest ? soonest : due).toISODate()!;
}

/** FEBRABAN's modulus 10 (weights 2, 1, 2, … from the right; a product over 9 adds its digits). */
export function mod10(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 2; i >= 0; i -= 1, weight = weight === 2 ? 1 : 2) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** The bar code's general check digit: modulus 11 with weights 2 to 9 from the right; 0, 10 and 11 become 1. */
export function mod11(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 2; i >= 0; i -= 1, weight = weight === 9 ? 2 : weight + 1)
    sum += Number(digits[i]) * weight;
  const result = 11 - (sum % 11);
  return result === 0 || result === 10 || result === 11 ? 1 : result;
}

const FACTOR_BASE = DateTime.fromISO('1997-10-07', { zone: 'UTC' });

/**
 * The due factor: days since 1997-10-07; it reached 9999 on 2025-02-21 and restarted at 1000 on 2025-02-22
 * (FEBRABAN), so it cycles through 1000–9999.
 */
export function dueFactor(dueDate: string): string {
  const days = Math.round(DateTime.fromISO(dueDate, { zone: 'UTC' }).diff(FACTOR_BASE, 'days').days);
  if (days < 1000) throw new RangeError(`due date too early for a boleto: ${dueDate}`);
  const factor = days <= 9999 ? days : ((days - 1000) % 9000) + 1000;
  return String(factor).padStart(4, '0');
}

export interface BoletoInput {
  /** Three digits. */
  bankCode: string;
  amountCents: number;
  dueDate: string;
  /** 25 digits: the bank's own field (agreement, our number, …). */
  freeField: string;
}

/** The 44-digit bar code. */
export function boletoBarcode(input: BoletoInput): string {
  if (!/^\d{3}$/.test(input.bankCode)) throw new RangeError('bank code: 3 digits');
  if (!/^\d{25}$/.test(input.freeField)) throw new RangeError('free field: 25 digits');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0 || input.amountCents > 99_999_999_99)
    throw new RangeError('amount out of a boleto’s range');
  const amount = String(input.amountCents).padStart(10, '0');
  const head = `${input.bankCode}9`;
  const tail = `${dueFactor(input.dueDate)}${amount}${input.freeField}`;
  return `${head}${mod11(head + tail)}${tail}`;
}

/** The "linha digitável" of a bar code: `AAABC.CCCCX DDDDD.DDDDDY EEEEE.EEEEEZ K UUUUVVVVVVVVVV`. */
export function boletoLine(barcode: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new RangeError('a bar code has 44 digits');
  const free = barcode.slice(19);
  const field1 = barcode.slice(0, 4) + free.slice(0, 5);
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  const withDigit = (field: string) => field + mod10(field);
  const dot = (field: string) => `${field.slice(0, 5)}.${field.slice(5)}`;
  return [
    dot(withDigit(field1)),
    dot(withDigit(field2)),
    dot(withDigit(field3)),
    barcode[4],
    barcode.slice(5, 19),
  ].join(' ');
}

/** The bar code a "linha digitável" stands for, or null when a check digit is wrong. */
export function barcodeOfLine(line: string): string | null {
  const digits = line.replace(/\D/g, '');
  if (digits.length !== 47) return null;
  const fields = [digits.slice(0, 10), digits.slice(10, 21), digits.slice(21, 32)];
  if (fields.some((f) => mod10(f.slice(0, -1)) !== Number(f.slice(-1)))) return null;
  const barcode =
    digits.slice(0, 4) +
    digits[32] +
    digits.slice(33) +
    fields[0].slice(4, 9) +
    fields[1].slice(0, 10) +
    fields[2].slice(0, 10);
  return mod11(barcode.slice(0, 4) + barcode.slice(5)) === Number(barcode[4]) ? barcode : null;
}
