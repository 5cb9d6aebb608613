import { describe, expect, it } from 'vitest';
import {
  barcodeOfLine,
  boletoBarcode,
  boletoLine,
  dueFactor,
  mod10,
  mod11,
  statementChargeRefusal,
  statementDueDate,
} from '@/src/domain/business/statement-charge';

describe('which month may be charged', () => {
  it.each([
    ['2026-10', '2026-11-01T02:59:59.999Z', 'STATEMENT_MONTH_NOT_CLOSED'],
    ['2026-10', '2026-11-01T03:00:00.000Z', null],
    ['2026-11', '2026-11-23T15:00:00.000Z', 'STATEMENT_MONTH_NOT_CLOSED'],
    ['2026-12', '2026-11-23T15:00:00.000Z', 'STATEMENT_MONTH_NOT_CLOSED'],
    ['2026-13', '2027-01-23T15:00:00.000Z', 'STATEMENT_MONTH_INVALID'],
    ['2026-1', '2027-01-23T15:00:00.000Z', 'STATEMENT_MONTH_INVALID'],
    ['../x', '2027-01-23T15:00:00.000Z', 'STATEMENT_MONTH_INVALID'],
  ])('%s at %s: %s', (month, now, refusal) => {
    expect(statementChargeRefusal(month, new Date(now))).toBe(refusal);
  });
});

describe('statementDueDate', () => {
  it.each([
    ['2026-10', '2026-11-02T12:00:00Z', '2026-11-15'],
    // 12 November (São Paulo) + 3 days is the 15th: still the 15th.
    ['2026-10', '2026-11-12T12:00:00Z', '2026-11-15'],
    ['2026-10', '2026-11-13T12:00:00Z', '2026-11-16'],
    ['2026-10', '2026-12-20T12:00:00Z', '2026-12-23'],
    // 1 a.m. UTC on the 13th is still the 12th in São Paulo.
    ['2026-10', '2026-11-13T01:00:00Z', '2026-11-15'],
    ['2026-12', '2027-01-05T12:00:00Z', '2027-01-15'],
  ])('%s asked at %s is due %s', (month, now, due) => {
    expect(statementDueDate(month, new Date(now))).toBe(due);
  });
});

describe('FEBRABAN check digits', () => {
  it.each([
    ['123', 0],
    ['0019', 0],
    ['5', 9],
    ['1', 8],
    ['79', 4],
  ])('modulus 10 of %s is %i', (digits, digit) => {
    expect(mod10(digits)).toBe(digit);
  });
  it.each([
    ['1', 9],
    ['9999', 6],
    ['0', 1],
    ['6', 1],
    ['123456789', 7],
  ])('modulus 11 of %s is %i', (digits, digit) => {
    expect(mod11(digits)).toBe(digit);
  });
  it.each([
    ['2000-07-03', '1000'],
    ['2025-02-21', '9999'],
    ['2025-02-22', '1000'],
    ['2026-02-22', '1365'],
  ])('the due factor of %s is %s', (date, factor) => {
    expect(dueFactor(date)).toBe(factor);
  });
  it('refuses a due date before the factor starts', () => {
    expect(() => dueFactor('1999-01-01')).toThrow(RangeError);
  });
});

describe('a boleto', () => {
  const input = {
    bankCode: '001',
    amountCents: 117_000,
    dueDate: '2026-12-15',
    freeField: '0000001234567890000000017',
  };
  it('has a 44-digit bar code with the amount, the due factor and a valid general check digit', () => {
    const barcode = boletoBarcode(input);
    expect(barcode).toHaveLength(44);
    expect(barcode.slice(0, 4)).toBe('0019');
    expect(barcode.slice(5, 9)).toBe(dueFactor('2026-12-15'));
    expect(barcode.slice(9, 19)).toBe('0000117000');
    expect(barcode.slice(19)).toBe(input.freeField);
    expect(Number(barcode[4])).toBe(mod11(barcode.slice(0, 4) + barcode.slice(5)));
  });
  it('is written as the five fields of the linha digitável, and read back', () => {
    const line = boletoLine(boletoBarcode(input));
    expect(line).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(line.endsWith(`${dueFactor('2026-12-15')}0000117000`)).toBe(true);
    expect(barcodeOfLine(line)).toBe(boletoBarcode(input));
  });
  it('a line with any digit changed is refused', () => {
    const line = boletoLine(boletoBarcode(input));
    for (const at of [3, 12, 25, 38, 47, 50]) {
      const digit = line[at];
      if (!/\d/.test(digit)) continue;
      const changed = line.slice(0, at) + String((Number(digit) + 1) % 10) + line.slice(at + 1);
      expect(barcodeOfLine(changed)).toBeNull();
    }
  });
  it.each([[{ bankCode: '1' }], [{ freeField: '123' }], [{ amountCents: 0 }], [{ amountCents: 10_000_000_000 }]])(
    'refuses a bad input %o',
    (over) => {
      expect(() => boletoBarcode({ ...input, ...over })).toThrow(RangeError);
    },
  );
});
