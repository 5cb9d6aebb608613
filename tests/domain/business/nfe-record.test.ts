import { describe, expect, it } from 'vitest';
import { nfeCsv, nfeRecords, shareDiscount } from '@/src/domain/business/nfe-record';

describe('shareDiscount', () => {
  it.each([
    [[39_000, 39_000], 1_001, [501, 500]],
    [[10_000, 30_000], 4_000, [1_000, 3_000]],
    [[0, 0], 500, [0, 0]],
    [[100, 200], 0, [0, 0]],
    [[1, 1, 1], 2, [2, 0, 0]],
  ])('%o sharing %i gives %o, adding up', (totals, discount, shares) => {
    expect(shareDiscount(totals, discount)).toEqual(shares);
    if (totals.some((t) => t > 0)) expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
  });
});

describe('nfeRecords', () => {
  const order = {
    id: 'o1',
    number: 'A7K-2Q9',
    status: 'CONFIRMED',
    createdAt: new Date('2026-11-23T15:00:00.000Z'),
    discountCents: 1_000,
    payment: { method: 'ON_ACCOUNT', status: 'PENDING' },
  };
  const taker = {
    cnpj: '11222333000181',
    legalName: 'Viagens Corp Ltda',
    stateRegistration: null,
    invoiceEmail: 'financeiro@viagenscorp.test',
    billingAddress: { city: 'São Paulo', state: 'SP' },
  };
  const line = (position: number, totalCents: number, paidWithCredit = false) => ({
    position,
    itemId: 'aero-hospitalidade-08',
    itemName: 'Recepção corporativa',
    quantity: 1,
    unitPriceCents: totalCents,
    totalCents,
    clientName: position === 0 ? 'Helena Prado' : '=HYPERLINK("x")',
    serviceDate: '2026-11-24T06:40:00.000-03:00',
    paidWithCredit,
  });
  const records = nfeRecords(order, [line(0, 39_000), line(1, 0, true)], taker, { name: 'Aeroporto', cnpj: null });

  it('one record per line: the CNPJ invoiced, the service, the amounts in reais and unknown taxes as null', () => {
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      schema: 'nfe-export/1',
      orderNumber: 'A7K-2Q9',
      line: 1,
      placedAt: '2026-11-23T12:00:00.000-03:00',
      provider: { cnpj: null },
      taker: { cnpj: '11222333000181', legalName: 'Viagens Corp Ltda' },
      service: { description: 'Recepção corporativa', client: 'Helena Prado' },
      amounts: { unitPrice: 390, gross: 390, discount: 10, net: 380 },
      paidWithCredit: false,
      payment: { method: 'ON_ACCOUNT', status: 'PENDING' },
      taxes: { serviceCode: null, issRate: null, iss: null, pis: null, cofins: null },
    });
    expect(records[1]).toMatchObject({ line: 2, amounts: { gross: 0, discount: 0, net: 0 }, paidWithCredit: true });
  });

  it('as CSV: a heading, one row per record, empty cells for unknown taxes, formulas defused', () => {
    const csv = nfeCsv(records);
    expect(csv.startsWith('\uFEFFpedido,linha,situacao')).toBe(true);
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toBe(
      'A7K-2Q9,1,CONFIRMED,2026-11-23T12:00:00.000-03:00,2026-11-24T06:40:00.000-03:00,,11222333000181,Viagens Corp Ltda,,financeiro@viagenscorp.test,Recepção corporativa,aero-hospitalidade-08,Helena Prado,1,390.00,390.00,10.00,380.00,nao,ON_ACCOUNT,,,',
    );
    expect(rows[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(rows[2]).toContain(',sim,');
  });
});
