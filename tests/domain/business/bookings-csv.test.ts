import { describe, expect, it } from 'vitest';
import { bookingsCsv, csvCell, type BookingCsvHeaders } from '@/src/domain/business/bookings-csv';

const headers: BookingCsvHeaders = {
  number: 'Pedido',
  status: 'Situação',
  serviceAt: 'Data',
  createdAt: 'Reservado em',
  store: 'Serviço',
  items: 'Itens',
  clients: 'Clientes',
  bookedBy: 'Por',
  totalCents: 'Total',
};

describe('the bookings CSV', () => {
  it('starts with a byte-order mark, separates by commas, ends lines with CRLF and writes reais with a dot', () => {
    const csv = bookingsCsv(
      [
        {
          number: 'A7K-2Q9',
          status: 'Confirmado',
          serviceAt: '2026-11-24T06:40:00.000-03:00',
          createdAt: '2026-11-22T10:00:00.000-03:00',
          store: 'Hospitalidade',
          items: '1× Meet & Assist — desembarque',
          clients: 'James Whitmore',
          bookedBy: 'Renata Moraes',
          totalCents: 29005,
        },
      ],
      headers,
    );
    expect(csv.startsWith('\uFEFFPedido,Situação,Data,')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe(
      'A7K-2Q9,Confirmado,2026-11-24T06:40:00.000-03:00,2026-11-22T10:00:00.000-03:00,Hospitalidade,1× Meet & Assist — desembarque,James Whitmore,Renata Moraes,290.05',
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it.each([
    ['a comma', 'Prado, Helena', '"Prado, Helena"'],
    ['quotes', 'O "chefe"', '"O ""chefe"""'],
    ['a line break', 'a\nb', '"a\nb"'],
    ['a formula', '=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['a plus', '+5511', "'+5511"],
    ['an at sign', '@SUM(A1)', "'@SUM(A1)"],
    ['a minus', '-1', "'-1"],
    ['plain text', 'Helena Prado', 'Helena Prado'],
  ])('writes a cell with %s safely', (_, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('the total column', () => {
  const row = {
    number: 'A7K-2Q9',
    status: 'Cancelado',
    serviceAt: '2026-11-24T06:40:00.000-03:00',
    createdAt: '2026-11-22T10:00:00.000-03:00',
    store: 'Hospitalidade',
    items: '1× Meet & Assist',
    clients: 'James Whitmore',
    bookedBy: 'Renata Moraes',
  };
  const totalOf = (totalCents: number) =>
    bookingsCsv([{ ...row, totalCents }], headers)
      .split('\r\n')[1]
      .split(',')
      .at(-1);

  it('writes zero without a sign and a negative amount (a refund) with one', () => {
    expect(totalOf(0)).toBe('0.00');
    expect(totalOf(5)).toBe('0.05');
    expect(totalOf(-5)).toBe('-0.05');
    expect(totalOf(-29005)).toBe('-290.05');
  });
});
