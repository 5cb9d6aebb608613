import { describe, expect, it } from 'vitest';
import {
  brl,
  localTime,
  statementCsv,
  statementMonth,
  statementTotal,
  STATEMENT_ZONE,
  type StatementRow,
} from '@/src/domain/business/statement';

const row = (over: Partial<StatementRow> = {}): StatementRow => ({
  orderNumber: 'A7K-2Q9',
  client: 'James Whitmore',
  service: 'Meet & Assist',
  time: '2026-11-24T06:40:00.000-03:00',
  costCentre: 'CC-10',
  purchaseOrder: 'PO 55',
  amountCents: 29005,
  ...over,
});

describe('statementMonth', () => {
  it('reads YYYY-MM.pdf or .csv as that month in São Paulo, to the first instant of the next', () => {
    expect(STATEMENT_ZONE).toBe('America/Sao_Paulo');
    const month = statementMonth('2026-11.csv');
    expect(month?.kind).toBe('csv');
    expect(month?.start.toISO()).toBe('2026-11-01T00:00:00.000-03:00');
    expect(month?.end.toISO()).toBe('2026-12-01T00:00:00.000-03:00');
    const december = statementMonth('2026-12.pdf');
    expect([december?.kind, december?.end.toISO()]).toEqual(['pdf', '2027-01-01T00:00:00.000-03:00']);
    expect(statementMonth('2026-10.pdf')?.start.toISO()).toBe('2026-10-01T00:00:00.000-03:00');
  });

  it.each([
    '2026-13.pdf',
    '2026-00.csv',
    '2026-1.pdf',
    '26-11.pdf',
    'x2026-11.pdf',
    '2026-11.pdfx',
    '2026-11.xls',
    'abcd-11.csv',
  ])('refuses the file name %s', (file) => {
    expect(statementMonth(file)).toBeNull();
  });
});

describe('the statement amounts', () => {
  it('totals the rows in centavos and writes reais the Brazilian way', () => {
    expect(statementTotal([])).toBe(0);
    expect(statementTotal([row(), row({ amountCents: 995 })])).toBe(30000);
    expect(brl(30000)).toBe('R$ 300,00');
    expect(brl(995)).toBe('R$ 9,95');
  });

  it('writes a time on the clock it was booked in, as dd/MM/yyyy HH:mm', () => {
    expect(localTime('2026-11-24T06:40:00.000-03:00')).toBe('24/11/2026 06:40');
    expect(localTime('2026-11-24T09:40:00.000Z')).toBe('24/11/2026 09:40');
  });
});

describe('statementCsv', () => {
  it('writes a header, one line per row and the total, each ended by CRLF', () => {
    expect(statementCsv([row(), row({ orderNumber: 'B1', amountCents: 995, purchaseOrder: '' })])).toBe(
      'pedido,cliente,servico,data_hora,centro_de_custo,pedido_de_compra,valor\r\n' +
        'A7K-2Q9,James Whitmore,Meet & Assist,24/11/2026 06:40,CC-10,PO 55,290.05\r\n' +
        'B1,James Whitmore,Meet & Assist,24/11/2026 06:40,CC-10,,9.95\r\n' +
        'total,,,,,,300.00\r\n',
    );
  });

  it('writes an empty month as the header and a total of zero', () => {
    expect(statementCsv([])).toBe(
      'pedido,cliente,servico,data_hora,centro_de_custo,pedido_de_compra,valor\r\ntotal,,,,,,0.00\r\n',
    );
  });

  it.each([
    ['a comma', 'Prado, Helena', '"Prado, Helena"'],
    ['a semicolon', 'a;b', '"a;b"'],
    ['quotes', 'O "chefe"', '"O ""chefe"""'],
    ['a line break', 'a\nb', '"a\nb"'],
    ['a formula', '=1+1', "'=1+1"],
    ['a plus', '+5511', "'+5511"],
    ['a minus', '-1', "'-1"],
    ['an at sign', '@SUM(A1)', "'@SUM(A1)"],
    ['a tab', '\tx', "'\tx"],
    ['a carriage return first', '\rx', `"'\rx"`],
    ['a formula with a comma', '=SUM(1,2)', `"'=SUM(1,2)"`],
    ['a minus inside', 'São-Paulo', 'São-Paulo'],
  ])('writes a client with %s safely', (_, client, cell) => {
    expect(statementCsv([row({ client })])).toContain(`\r\nA7K-2Q9,${cell},Meet & Assist,`);
  });
});
