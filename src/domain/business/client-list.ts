/**
 * Bulk booking (issue 18, point 4): a short list of clients and times, pasted or uploaded as CSV, each row checked
 * before payment. Columns, by heading in any of the three languages or else in this order: name, phone, e-mail,
 * language, flight, date-time, people (and, optionally, direction). Comma, semicolon or tab separated (a
 * spreadsheet's copy is tab separated; a Brazilian Excel writes semicolons), quotes as RFC 4180. Each row becomes a
 * line draft (booking-draft.ts) and its problems by field, with the same codes as the form; the list's own problems
 * (empty, too many rows, a row with too many cells) are said once. Pure; the clock is passed in.
 */
import { DateTime } from 'luxon';
import { CLIENT_LANGUAGES, type BusinessDirection } from './business-line';
import { toE164 } from '../customer/phone-number';
import { draftProblems, emptyLineDraft, type BookingLineDraft, type DraftProblems } from './booking-draft';

/** The server takes at most 20 lines per order (business-booking-input.ts). */
export const MAX_LIST_ROWS = 20;
/** A pasted or uploaded list longer than this is not a short list (about 200 rows of realistic text). */
export const MAX_LIST_CHARS = 32_000;

export type ListColumn = 'name' | 'phone' | 'email' | 'language' | 'flight' | 'dateTime' | 'people' | 'direction';
const ORDER: ListColumn[] = ['name', 'phone', 'email', 'language', 'flight', 'dateTime', 'people', 'direction'];

/** Headings people write, lower case without accents, in pt-BR, en and es. */
const HEADINGS: Record<ListColumn, string[]> = {
  name: ['nome', 'name', 'nombre', 'cliente', 'client', 'passageiro', 'passenger', 'pasajero'],
  phone: ['telefone', 'phone', 'telefono', 'celular', 'mobile', 'whatsapp', 'fone', 'movil'],
  email: ['e-mail', 'email', 'correo', 'correo electronico', 'mail'],
  language: ['idioma', 'language', 'lingua', 'lang'],
  flight: ['voo', 'flight', 'vuelo', 'numero do voo', 'flight number', 'numero de vuelo'],
  dateTime: [
    'data-hora',
    'data e hora',
    'data_hora',
    'data/hora',
    'datahora',
    'date-time',
    'date time',
    'datetime',
    'date',
    'data',
    'fecha',
    'fecha y hora',
    'fecha-hora',
    'horario',
    'time',
  ],
  people: ['pessoas', 'people', 'personas', 'pax', 'passageiros', 'passengers', 'pasajeros'],
  direction: ['sentido', 'direction', 'tipo', 'type', 'chegada/partida', 'arrival/departure', 'llegada/salida'],
};

const LANGUAGE_WORDS: Record<string, (typeof CLIENT_LANGUAGES)[number]> = {
  'pt-br': 'pt-BR',
  pt: 'pt-BR',
  portugues: 'pt-BR',
  portuguese: 'pt-BR',
  en: 'en',
  ingles: 'en',
  english: 'en',
  es: 'es',
  espanhol: 'es',
  espanol: 'es',
  spanish: 'es',
};

const DIRECTION_WORDS: Record<string, BusinessDirection> = {
  chegada: 'ARRIVAL',
  desembarque: 'ARRIVAL',
  arrival: 'ARRIVAL',
  llegada: 'ARRIVAL',
  arribo: 'ARRIVAL',
  partida: 'DEPARTURE',
  embarque: 'DEPARTURE',
  departure: 'DEPARTURE',
  salida: 'DEPARTURE',
};

export type ListProblem = 'LIST_EMPTY' | 'LIST_TOO_LONG' | 'LIST_TOO_MANY_ROWS';
export type RowProblem = 'ROW_TOO_MANY_CELLS';

export interface ListRow {
  /** The row's line in the text, counted from 1 (what a spreadsheet shows). */
  line: number;
  cells: string[];
  draft: BookingLineDraft;
  problems: DraftProblems & { row?: RowProblem };
}

export interface ClientList {
  problem: ListProblem | null;
  /** Whether the first row was read as headings. */
  headed: boolean;
  rows: ListRow[];
}

export interface ListContext {
  now: DateTime;
  zone: string;
  /** A new client's language when the row gives none (the page's). */
  language: string;
  /** The direction and meeting point of every row (the bulk form's choices); a row's own direction wins. */
  direction: BusinessDirection;
  meetingPoint: string;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** The separator of the first non-empty line: tab, else semicolon, else comma (outside quotes). */
export function detectSeparator(text: string): '\t' | ';' | ',' {
  const first = text.split(/\r?\n/).find((line) => line.trim()) ?? '';
  const outside = first.replace(/"[^"]*"/g, '');
  if (outside.includes('\t')) return '\t';
  if (outside.includes(';')) return ';';
  return ',';
}

/** Rows of cells, RFC 4180 quoting (a quoted cell may hold the separator, a doubled quote or a line break). */
export function splitRows(text: string, separator: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim())) rows.push({ line: rowLine, cells: cells.map((c) => c.trim()) });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += char;
  }
  endRow();
  return rows;
}

function headingColumns(cells: string[]): (ListColumn | null)[] | null {
  const columns = cells.map((cell) => {
    const word = fold(cell);
    return ORDER.find((column) => HEADINGS[column].includes(word)) ?? null;
  });
  // Headings when the name and at least one other known column are named.
  return columns.includes('name') && columns.filter(Boolean).length >= 2 ? columns : null;
}

const DATE_TIME = [
  'yyyy-MM-dd HH:mm',
  "yyyy-MM-dd'T'HH:mm",
  'yyyy-MM-dd H:mm',
  'dd/MM/yyyy HH:mm',
  'dd/MM/yyyy H:mm',
  'd/M/yyyy H:mm',
  'dd/MM/yy HH:mm',
  'dd-MM-yyyy HH:mm',
  'dd.MM.yyyy HH:mm',
];

/** A date-time as people write it, in the airport's zone (an ISO timestamp with its own offset keeps it). */
export function readListDateTime(text: string, zone: string): { date: string; time: string } | null {
  const value = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s?h\s?(\d{2})$/i, ':$1');
  let at = /([+-]\d{2}:?\d{2}|Z)$/.test(value) ? DateTime.fromISO(value, { setZone: true }).setZone(zone) : null;
  for (const format of DATE_TIME) {
    if (at?.isValid) break;
    at = DateTime.fromFormat(value, format, { zone });
  }
  return at?.isValid ? { date: at.toFormat('yyyy-MM-dd'), time: at.toFormat('HH:mm') } : null;
}

function readRow(
  cells: string[],
  columns: (ListColumn | null)[],
  line: number,
  key: string,
  context: ListContext,
): ListRow {
  const value = (column: ListColumn) => {
    const index = columns.indexOf(column);
    return index >= 0 ? (cells[index] ?? '').trim() : '';
  };
  const draft = emptyLineDraft(key, context.language, context.direction);
  const languageText = fold(value('language'));
  const language = languageText ? LANGUAGE_WORDS[languageText] : context.language;
  const directionText = fold(value('direction'));
  const direction = directionText ? DIRECTION_WORDS[directionText] : context.direction;
  const when = readListDateTime(value('dateTime'), context.zone);
  const people = value('people');
  Object.assign(draft, {
    client: { name: value('name'), phone: value('phone'), email: value('email'), language: language ?? '', save: true },
    direction: direction ?? context.direction,
    flightNumber: value('flight'),
    date: when?.date ?? '',
    time: when?.time ?? '',
    meetingPoint: context.meetingPoint,
    people: people || '1',
  } satisfies Partial<BookingLineDraft>);
  const problems: ListRow['problems'] = draftProblems(draft, null, context.now, context.zone);
  if (!direction) problems.direction = 'BUSINESS_DIRECTION_INVALID';
  // One column holds the day and the hour: one that cannot be read is one problem, said at the date.
  if (!when) delete problems.time;
  if (cells.length > columns.length && cells.slice(columns.length).some((c) => c.trim()))
    problems.row = 'ROW_TOO_MANY_CELLS';
  return { line, cells, draft, problems };
}

/** Reads and checks a pasted or uploaded list. `keyOf(i)`: the i-th row's draft key. */
export function readClientList(text: string, context: ListContext, keyOf: (index: number) => string): ClientList {
  if (text.length > MAX_LIST_CHARS) return { problem: 'LIST_TOO_LONG', headed: false, rows: [] };
  const all = splitRows(text.replace(/^\uFEFF/, ''), detectSeparator(text));
  const heading = all.length > 0 ? headingColumns(all[0].cells) : null;
  const body = heading ? all.slice(1) : all;
  if (body.length === 0) return { problem: 'LIST_EMPTY', headed: !!heading, rows: [] };
  if (body.length > MAX_LIST_ROWS) return { problem: 'LIST_TOO_MANY_ROWS', headed: !!heading, rows: [] };
  const columns = heading ?? ORDER;
  return {
    problem: null,
    headed: !!heading,
    rows: body.map((row, index) => readRow(row.cells, columns, row.line, keyOf(index), context)),
  };
}

/** Whether a row may become a line: no problem at all. */
export const rowValid = (row: ListRow): boolean => Object.keys(row.problems).length === 0;

/**
 * A row naming a client already saved (the same phone, and the same name but for case and accents) books that
 * client instead of saving a twin.
 */
export function withSavedClient<T extends BookingLineDraft>(
  draft: T,
  saved: readonly { _id: string; name: string; phone: string | null }[],
): T {
  const phone = toE164(draft.client.phone);
  if (!phone) return draft;
  const name = fold(draft.client.name).replace(/\s+/g, ' ');
  const match = saved.find((client) => client.phone === phone && fold(client.name).replace(/\s+/g, ' ') === name);
  return match ? { ...draft, clientId: match._id } : draft;
}
