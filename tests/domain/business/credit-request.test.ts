import { describe, expect, it } from 'vitest';
import {
  creditRequestNote,
  creditRequestRefusal,
  MAX_CREDIT_REQUEST_NOTE_LENGTH,
  mayRequestInvoicing,
} from '@/src/domain/business/credit-request';

describe('who may ask for invoicing', () => {
  it('an admin may; a booker may not', () => {
    expect([mayRequestInvoicing('admin'), mayRequestInvoicing('booker')]).toEqual([true, false]);
  });
});

describe('asking, given the line the account already has', () => {
  it('no line or one under review: no refusal', () => {
    expect([creditRequestRefusal(null), creditRequestRefusal('requested')]).toEqual([null, null]);
  });

  it('an approved line: already approved', () => {
    expect(creditRequestRefusal('approved')).toBe('CREDIT_LINE_ALREADY_APPROVED');
  });

  it('a suspended line: only the store lifts it', () => {
    expect(creditRequestRefusal('suspended')).toBe('CREDIT_LINE_SUSPENDED');
  });
});

describe('the note', () => {
  it('is optional: absent, null or blank is no note', () => {
    expect([creditRequestNote(undefined), creditRequestNote(null), creditRequestNote('  \n\t ')]).toEqual([
      { ok: true, note: null },
      { ok: true, note: null },
      { ok: true, note: null },
    ]);
  });

  it('is kept as one trimmed line', () => {
    expect(creditRequestNote('  Cerca de 20 recepções\r\npor mês\u0000 ')).toEqual({
      ok: true,
      note: 'Cerca de 20 recepções por mês',
    });
  });

  it(`takes up to ${MAX_CREDIT_REQUEST_NOTE_LENGTH} characters, counting characters rather than UTF-16 units`, () => {
    expect(MAX_CREDIT_REQUEST_NOTE_LENGTH).toBe(300);
    expect(creditRequestNote('x'.repeat(300))).toEqual({ ok: true, note: 'x'.repeat(300) });
    expect(creditRequestNote('😀'.repeat(300))).toEqual({ ok: true, note: '😀'.repeat(300) });
    expect(creditRequestNote(` ${'x'.repeat(300)} `)).toEqual({ ok: true, note: 'x'.repeat(300) });
  });

  it('refuses a longer note instead of cutting it, and anything but text', () => {
    expect(creditRequestNote('x'.repeat(301))).toEqual({ ok: false });
    expect(creditRequestNote(42)).toEqual({ ok: false });
    expect(creditRequestNote({ note: 'x' })).toEqual({ ok: false });
  });
});
