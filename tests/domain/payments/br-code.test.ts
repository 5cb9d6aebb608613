/**
 * The PIX BR Code against the Banco Central's own example (the static code of its PIX initiation standard, CRC
 * 1D3D) and the CRC-16/CCITT-FALSE check value, then what our builder writes: field order and lengths, accents
 * stripped, name and city cut to 25 and 15, the amount with two decimals, the txid, and a tampered code refused.
 */
import { describe, expect, it } from 'vitest';
import { buildBrCode, formatBrCodeAmount, parseBrCode, toBrCodeText, toTxid } from '@/src/domain/payments/br-code';
import { crc16CcittFalse } from '@/src/domain/payments/crc16';

/** The static example of the Banco Central's "Manual de Padrões para Iniciação do Pix". */
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('crc16CcittFalse', () => {
  it('gives the check value of CRC-16/CCITT-FALSE for "123456789" (29B1)', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });
  it('gives the CRC of the Banco Central example, four upper-case hex digits', () => {
    expect(crc16CcittFalse(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
    expect(crc16CcittFalse('')).toBe('FFFF');
    expect(crc16CcittFalse('A')).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe('parseBrCode', () => {
  it('reads the Banco Central example', () => {
    const parsed = parseBrCode(BCB_EXAMPLE);
    expect(parsed).toMatchObject({
      ok: true,
      fields: {
        key: '123e4567-e12b-12d1-a456-426655440000',
        amountCents: null,
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        txid: '***',
        currency: '986',
        country: 'BR',
        crc: '1D3D',
      },
    });
  });

  it('refuses a tampered code: a changed amount or key fails the CRC', () => {
    const code = buildBrCode({
      key: 'loja@example.com',
      amountCents: 1050,
      merchantName: 'Loja',
      merchantCity: 'Recife',
      txid: 'A1',
    });
    expect(parseBrCode(code).ok).toBe(true);
    expect(parseBrCode(code.replace('10.50', '10.51'))).toEqual({ ok: false, problem: 'CRC_MISMATCH' });
    expect(parseBrCode(BCB_EXAMPLE.replace('Fulano', 'Fulana'))).toEqual({ ok: false, problem: 'CRC_MISMATCH' });
  });

  it('refuses broken structure, a missing CRC and a code that is not PIX', () => {
    expect(parseBrCode('')).toEqual({ ok: false, problem: 'MALFORMED' });
    expect(parseBrCode(BCB_EXAMPLE.slice(0, -8))).toEqual({ ok: false, problem: 'MALFORMED' });
    expect(parseBrCode(BCB_EXAMPLE.slice(0, -1))).toEqual({ ok: false, problem: 'MALFORMED' });
    const notPix = '000201' + '26160012br.gov.other' + '5204000053039865802BR5901X6001Y6304';
    expect(parseBrCode(notPix + crc16CcittFalse(notPix))).toEqual({ ok: false, problem: 'NOT_PIX' });
  });
});

describe('buildBrCode', () => {
  it('writes the fields in order with their lengths and the CRC over everything before it', () => {
    const code = buildBrCode({
      key: '+5511999998888',
      amountCents: 1050,
      merchantName: 'Padaria',
      merchantCity: 'Sao Paulo',
      txid: 'PED-123',
    });
    // CRC computed independently (Python binascii.crc_hqx with initial value 0xFFFF).
    expect(code).toBe(
      '000201' +
        '2636' +
        '0014br.gov.bcb.pix' +
        '0114+5511999998888' +
        '52040000' +
        '5303986' +
        '540510.50' +
        '5802BR' +
        '5907PADARIA' +
        '6009SAO PAULO' +
        '6210' +
        '0506PED123' +
        '63044953',
    );
  });

  it('strips accents, upper-cases the name and city and cuts them to 25 and 15 characters', () => {
    const code = buildBrCode({
      key: 'chave-aleatoria',
      amountCents: 100,
      merchantName: 'Açaí & Café da Esquina Ltda — Filial São João',
      merchantCity: 'São José dos Campos',
      txid: 'X',
    });
    const parsed = parseBrCode(code);
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(parsed.fields.merchantName).toBe('ACAI & CAFE DA ESQUINA LT');
    expect(parsed.fields.merchantName).toHaveLength(25);
    expect(parsed.fields.merchantCity).toBe('SAO JOSE DOS CA');
    expect(code).toMatch(/^[\x20-\x7E]+$/);
  });

  it('carries the total in cents exactly, with two decimals and no thousands separator', () => {
    for (const cents of [1, 10, 99, 100, 123456, 99999999]) {
      const parsed = parseBrCode(
        buildBrCode({ key: 'k@example.com', amountCents: cents, merchantName: 'A', merchantCity: 'B' }),
      );
      expect(parsed.ok && parsed.fields.amountCents).toBe(cents);
    }
    expect(formatBrCodeAmount(123456)).toBe('1234.56');
    expect(formatBrCodeAmount(5)).toBe('0.05');
    expect(() => formatBrCodeAmount(10.5)).toThrow(RangeError);
  });

  it('keeps the txid to letters and digits (25 at most) and writes *** when there is none', () => {
    expect(toTxid('A7K-3921')).toBe('A7K3921');
    expect(toTxid('Pedido nº 12/ção')).toBe('Pedidono12cao');
    expect(toTxid('1234567890123456789012345678')).toBe('1234567890123456789012345');
    expect(toTxid('--')).toBe('***');
    const parsed = parseBrCode(buildBrCode({ key: 'k', merchantName: 'A', merchantCity: 'B' }));
    expect(parsed.ok && [parsed.fields.txid, parsed.fields.amountCents]).toEqual(['***', null]);
  });

  it('fits a description in the room the key leaves and refuses an empty or non-ASCII key', () => {
    const parsed = parseBrCode(
      buildBrCode({
        key: 'k@example.com',
        description: 'Pedido 12 — obrigado! '.repeat(10),
        merchantName: 'A',
        merchantCity: 'B',
      }),
    );
    expect(parsed.ok && parsed.fields.description?.startsWith('Pedido 12 obrigado! Pedido 12')).toBe(true);
    expect(parsed.ok && parsed.fields.tags['26'].length).toBeLessThanOrEqual(99);
    expect(() => buildBrCode({ key: ' ', merchantName: 'A', merchantCity: 'B' })).toThrow(RangeError);
    expect(() => buildBrCode({ key: 'çhave', merchantName: 'A', merchantCity: 'B' })).toThrow(RangeError);
    expect(toBrCodeText('  Ação\tà  vista ')).toBe('Acao a vista');
  });
});

/** A TLV field: two-digit id, two-digit length, value. */
const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
/** A payload with its CRC (field 63) computed, as a payer app would check it. */
const signed = (body: string) => `${body}6304${crc16CcittFalse(`${body}6304`)}`;
const account = (...subfields: string[]) => field('26', subfields.join(''));
const PIX_ACCOUNT = account(field('00', 'br.gov.bcb.pix'), field('01', 'k@example.com'));
/** A code of the usual fields in order; `over` replaces a field's value, or leaves the field out (null). */
const payload = (over: Record<string, string | null> = {}) => {
  const fields: [string, string][] = [
    ['00', '01'],
    ['26', PIX_ACCOUNT.slice(4)],
    ['52', '0000'],
    ['53', '986'],
    ['54', ''],
    ['58', 'BR'],
    ['59', 'LOJA'],
    ['60', 'RECIFE'],
    ['62', field('05', 'A1')],
  ];
  let body = '';
  for (const [id, usual] of fields) {
    const value = id in over ? over[id] : id === '54' ? null : usual;
    if (value !== null) body += field(id, value);
  }
  return signed(body);
};

describe('parseBrCode: each refusal, and what a good code may look like', () => {
  it('reads a code built field by field, with spaces around it', () => {
    const parsed = parseBrCode(` ${payload({ '54': '10.5' })} `);
    expect(parsed).toMatchObject({
      ok: true,
      fields: { key: 'k@example.com', amountCents: 1050, txid: 'A1', currency: '986', country: 'BR' },
    });
  });

  it.each([
    ['10', 1000],
    ['0.07', 7],
    ['12.30', 1230],
  ])('reads the amount %s as %i centavos', (amount, cents) => {
    const parsed = parseBrCode(payload({ '54': amount }));
    expect(parsed.ok && parsed.fields.amountCents).toBe(cents);
  });

  it.each(['10.505', '10.', 'x10', '10x', '1,50', ''])('refuses the amount %j', (amount) => {
    expect(parseBrCode(payload({ '54': amount }))).toEqual({ ok: false, problem: 'INVALID_AMOUNT' });
  });

  it.each(['26', '53', '58', '59', '60'])('refuses a code without field %s', (id) => {
    const problem = id === '26' ? 'NOT_PIX' : 'MISSING_FIELD';
    expect(parseBrCode(payload({ [id]: null }))).toEqual({ ok: false, problem });
  });

  it('refuses a PIX account without its key, or without its GUI', () => {
    expect(parseBrCode(payload({ '26': field('00', 'br.gov.bcb.pix') }))).toEqual({
      ok: false,
      problem: 'MISSING_FIELD',
    });
    expect(parseBrCode(payload({ '26': field('01', 'k@example.com') }))).toEqual({ ok: false, problem: 'NOT_PIX' });
    expect(parseBrCode(payload({ '26': field('00', 'BR.GOV.BCB.PIX') + field('01', 'k') })).ok).toBe(true);
  });

  it('refuses a PIX account whose key is shorter than its length says', () => {
    const short = `${field('00', 'br.gov.bcb.pix')}0140k@example.com`;
    expect(parseBrCode(payload({ '26': short }))).toEqual({ ok: false, problem: 'NOT_PIX' });
  });

  it('reads no txid from a field 62 it cannot read', () => {
    const parsed = parseBrCode(payload({ '62': '05x' }));
    expect(parsed.ok && parsed.fields.txid).toBeNull();
  });

  it('refuses a code that does not start with the format indicator 01', () => {
    expect(parseBrCode(payload({ '00': '02' }))).toEqual({ ok: false, problem: 'MALFORMED' });
  });

  it('refuses a field id or a length that is not two digits', () => {
    const good = payload();
    expect(parseBrCode(good.replace('5303986', 'X303986'))).toEqual({ ok: false, problem: 'MALFORMED' });
    expect(parseBrCode(good.replace('5303986', '53X3986'))).toEqual({ ok: false, problem: 'MALFORMED' });
  });

  it('wants the CRC last, as four hex digits', () => {
    const body = `${field('00', '01')}${PIX_ACCOUNT}${field('52', '0000')}${field('53', '986')}`;
    const tail = `${field('58', 'BR')}${field('59', 'LOJA')}${field('60', 'RECIFE')}`;
    const crcInside = `${body}6304ABCD${tail}`;
    expect(parseBrCode(crcInside)).toEqual({ ok: false, problem: 'MALFORMED' });
    const good = payload();
    expect(parseBrCode(`${good.slice(0, -4)}WXYZ`)).toEqual({ ok: false, problem: 'MALFORMED' });
    expect(parseBrCode(`${good.slice(0, -4)}ABCZ`)).toEqual({ ok: false, problem: 'MALFORMED' });
    expect(parseBrCode(`${good.slice(0, -4)}${good.slice(-4).toLowerCase()}`).ok).toBe(true);
  });
});

describe('buildBrCode: the bounds it refuses', () => {
  const input = { merchantName: 'A', merchantCity: 'B' };

  it('refuses a negative amount and says why; takes 0', () => {
    expect(() => formatBrCodeAmount(-1)).toThrow(new RangeError('amount must be a whole number of cents ≥ 0'));
    expect(formatBrCodeAmount(0)).toBe('0.00');
  });

  it('takes a key of up to 77 characters (the account field holds 99) and says which bound a longer one breaks', () => {
    const parsed = parseBrCode(buildBrCode({ ...input, key: 'k'.repeat(77), description: 'no room' }));
    expect(parsed.ok && [parsed.fields.key.length, parsed.fields.description]).toEqual([77, null]);
    expect(() => buildBrCode({ ...input, key: 'k'.repeat(78) })).toThrow(new RangeError('the PIX key is too long'));
    expect(() => buildBrCode({ ...input, key: 'k'.repeat(100) })).toThrow(
      new RangeError('BR Code field 01 is longer than 99 characters'),
    );
  });

  it('trims the key, and names the problem of a key that is not printable ASCII', () => {
    const parsed = parseBrCode(buildBrCode({ ...input, key: ' k@example.com ' }));
    expect(parsed.ok && parsed.fields.key).toBe('k@example.com');
    expect(() => buildBrCode({ ...input, key: 'çhave' })).toThrow(
      new RangeError('the PIX key must be non-empty printable ASCII'),
    );
  });

  it('writes LOJA and SAO PAULO for a name and city with nothing printable, and trims what the cut leaves', () => {
    const blank = parseBrCode(buildBrCode({ key: 'k', merchantName: '——', merchantCity: ' ' }));
    expect(blank.ok && [blank.fields.merchantName, blank.fields.merchantCity]).toEqual(['LOJA', 'SAO PAULO']);
    const cut = parseBrCode(
      buildBrCode({ key: 'k', merchantName: `${'N'.repeat(24)} Filial`, merchantCity: `${'C'.repeat(14)} Sul` }),
    );
    expect(cut.ok && [cut.fields.merchantName, cut.fields.merchantCity]).toEqual(['N'.repeat(24), 'C'.repeat(14)]);
  });
});
