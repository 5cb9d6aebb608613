/**
 * A business account's monthly statement (issue 18, point 6): every booking on account placed in the month (in
 * São Paulo's calendar), one row per client line, with its cost centre and PO, and the total. Pure; CSV by RFC 4180
 * with a leading apostrophe against spreadsheet formulas.
 */
import { DateTime } from 'luxon';

export const STATEMENT_FILE = /^(\d{4})-(0[1-9]|1[0-2])\.(pdf|csv)$/;
export const STATEMENT_ZONE = 'America/Sao_Paulo';

export interface StatementRow {
  orderNumber: string;
  client: string;
  service: string;
  /** ISO with offset: the booked time, else when the order was placed. */
  time: string;
  costCentre: string;
  purchaseOrder: string;
  amountCents: number;
}

export function statementMonth(file: string): { start: DateTime; end: DateTime; kind: 'pdf' | 'csv' } | null {
  const match = STATEMENT_FILE.exec(file);
  if (!match) return null;
  const start = DateTime.fromObject(
    { year: Number(match[1]), month: Number(match[2]), day: 1 },
    { zone: STATEMENT_ZONE },
  );
  return { start, end: start.plus({ months: 1 }), kind: match[3] as 'pdf' | 'csv' };
}

export const statementTotal = (rows: readonly StatementRow[]) => rows.reduce((sum, r) => sum + r.amountCents, 0);

export const brl = (cents: number) => `R$ ${(cents / 100).toFixed(2).replace('.', ',')}`;

export const localTime = (iso: string) => DateTime.fromISO(iso, { setZone: true }).toFormat('dd/MM/yyyy HH:mm');

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function statementCsv(rows: readonly StatementRow[]): string {
  const head = ['pedido', 'cliente', 'servico', 'data_hora', 'centro_de_custo', 'pedido_de_compra', 'valor'];
  const lines = rows.map((r) =>
    [
      r.orderNumber,
      r.client,
      r.service,
      localTime(r.time),
      r.costCentre,
      r.purchaseOrder,
      (r.amountCents / 100).toFixed(2),
    ]
      .map(cell)
      .join(','),
  );
  return (
    [head.join(','), ...lines, ['total', '', '', '', '', '', (statementTotal(rows) / 100).toFixed(2)].join(',')].join(
      '\r\n',
    ) + '\r\n'
  );
}
