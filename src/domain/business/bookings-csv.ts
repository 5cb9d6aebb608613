/**
 * The company's bookings as CSV (docs/business-rules.md "Company buyers"): RFC 4180 (comma, CRLF, double quotes
 * doubled) with a UTF-8 byte-order mark so spreadsheet programs read the accents; amounts in reais with a dot,
 * times as ISO timestamps in the store's zone. A cell that a spreadsheet would run as a formula (starting with =,
 * +, -, @, a tab or a carriage return) gets a leading apostrophe: names and notes are typed by people.
 */
export interface BookingCsvRow {
  number: string;
  status: string;
  serviceAt: string;
  createdAt: string;
  store: string;
  items: string;
  clients: string;
  bookedBy: string;
  totalCents: number;
}

export type BookingCsvHeaders = Record<keyof BookingCsvRow, string>;

const COLUMNS: (keyof BookingCsvRow)[] = [
  'number',
  'status',
  'serviceAt',
  'createdAt',
  'store',
  'items',
  'clients',
  'bookedBy',
  'totalCents',
];

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function reais(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function bookingsCsv(rows: readonly BookingCsvRow[], headers: BookingCsvHeaders): string {
  const lines = [COLUMNS.map((column) => csvCell(headers[column])).join(',')];
  for (const row of rows)
    lines.push(
      COLUMNS.map((column) => (column === 'totalCents' ? reais(row.totalCents) : csvCell(String(row[column])))).join(
        ',',
      ),
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
