import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  detectSeparator,
  MAX_LIST_CHARS,
  MAX_LIST_ROWS,
  readClientList,
  readListDateTime,
  rowValid,
  withSavedClient,
  splitRows,
  type ListContext,
} from '@/src/domain/business/client-list';

const ZONE = 'America/Sao_Paulo';
const context: ListContext = {
  now: DateTime.fromISO('2026-11-23T12:00:00-03:00', { setZone: true }),
  zone: ZONE,
  language: 'pt-BR',
  direction: 'ARRIVAL',
  meetingPoint: 'Saída do desembarque internacional',
};
const read = (text: string, more: Partial<ListContext> = {}) =>
  readClientList(text, { ...context, ...more }, (i) => `row-${i}`);

describe('detectSeparator and splitRows', () => {
  it.each([
    ['a\tb;c,d', '\t'],
    ['a;b,c', ';'],
    ['a,b', ','],
    ['"x;y",b', ','],
    ['\n\nnome;telefone', ';'],
  ])('%j is separated by %j', (text, separator) => expect(detectSeparator(text)).toBe(separator));

  it('reads quotes as RFC 4180: separators, doubled quotes and line breaks inside a quoted cell', () => {
    const rows = splitRows('"Prado, Helena","say ""hi""",x\r\n\r\n"two\nlines",y\n', ',');
    expect(rows).toEqual([
      { line: 1, cells: ['Prado, Helena', 'say "hi"', 'x'] },
      { line: 3, cells: ['two\nlines', 'y'] },
    ]);
  });
});

describe('readListDateTime', () => {
  it.each([
    ['2026-11-24 06:40', '2026-11-24', '06:40'],
    ['2026-11-24T06:40', '2026-11-24', '06:40'],
    ['24/11/2026 06:40', '2026-11-24', '06:40'],
    ['24/11/2026 6:40', '2026-11-24', '06:40'],
    ['4/1/2027 6:40', '2027-01-04', '06:40'],
    ['24/11/26 06:40', '2026-11-24', '06:40'],
    ['24.11.2026 06:40', '2026-11-24', '06:40'],
    ['24/11/2026 06h40', '2026-11-24', '06:40'],
    ['2026-11-24T09:40:00Z', '2026-11-24', '06:40'],
  ])('%j is %s %s in São Paulo', (text, date, time) => {
    expect(readListDateTime(text, ZONE)).toEqual({ date, time });
  });
  it.each(['', 'amanhã cedo', '2026-11-24', '31/02/2026 06:40', '24/11/2026 25:00'])('%j is unreadable', (text) =>
    expect(readListDateTime(text, ZONE)).toBeNull(),
  );
});

describe('readClientList', () => {
  it('reads a headed list in Portuguese with semicolons, in any column order, and makes each row a line', () => {
    const list = read(
      'Voo;Nome;Telefone;E-mail;Idioma;Data e hora;Pessoas\n' +
        'LA 3040;Helena Prado;(11) 98765-0001;helena@cliente.test;português;24/11/2026 06:40;2\n' +
        'BA 247;James Whitmore;+44 7700 900123;;inglês;2026-11-24 07:15;\n',
    );
    expect(list.problem).toBeNull();
    expect(list.headed).toBe(true);
    expect(list.rows.map((row) => [row.line, rowValid(row)])).toEqual([
      [2, true],
      [3, true],
    ]);
    expect(list.rows[0].draft).toMatchObject({
      key: 'row-0',
      clientId: null,
      client: { name: 'Helena Prado', phone: '(11) 98765-0001', email: 'helena@cliente.test', language: 'pt-BR' },
      flightNumber: 'LA 3040',
      date: '2026-11-24',
      time: '06:40',
      people: '2',
      direction: 'ARRIVAL',
      meetingPoint: 'Saída do desembarque internacional',
    });
    expect(list.rows[1].draft).toMatchObject({ client: { language: 'en' }, people: '1', time: '07:15' });
  });

  it('reads headings in English and Spanish, and a tab-separated copy from a spreadsheet', () => {
    const en = read(
      'name,phone,email,language,flight,date-time,people\nAna,+447700900123,,es,G3 1234,24/11/2026 08:00,1',
    );
    expect(en.rows[0].draft.client.language).toBe('es');
    expect(rowValid(en.rows[0])).toBe(true);
    const es = read('nombre\tteléfono\tvuelo\tfecha y hora\nAna\t+5491123456789\tAR 1234\t25/11/2026 10:00');
    expect(es.headed).toBe(true);
    expect(es.rows[0].draft).toMatchObject({ flightNumber: 'AR 1234', date: '2026-11-25', time: '10:00' });
    expect(es.rows[0].draft.client.language).toBe('pt-BR');
  });

  it('without headings, takes the columns in the documented order', () => {
    const list = read('Helena Prado,11987650001,helena@cliente.test,pt-BR,LA3040,24/11/2026 06:40,3');
    expect(list.headed).toBe(false);
    expect(list.rows[0].line).toBe(1);
    expect(list.rows[0].draft).toMatchObject({ flightNumber: 'LA3040', people: '3' });
    expect(rowValid(list.rows[0])).toBe(true);
  });

  it('says each row its own problems, by field, and keeps the good rows good', () => {
    const list = read(
      'nome;telefone;email;idioma;voo;data;pessoas\n' +
        'Helena Prado;11987650001;;pt-BR;LA3040;24/11/2026 06:40;1\n' +
        'J;123;x@;fr;3040;ontem;0\n' +
        'Ana;;;;LA 1;23/11/2026 11:00;1\n',
    );
    expect(rowValid(list.rows[0])).toBe(true);
    expect(list.rows[1].problems).toEqual({
      clientName: 'BUSINESS_CLIENT_NAME_INVALID',
      clientPhone: 'BUSINESS_CLIENT_PHONE_INVALID',
      clientEmail: 'BUSINESS_CLIENT_EMAIL_INVALID',
      clientLanguage: 'BUSINESS_CLIENT_LANGUAGE_INVALID',
      flightNumber: 'BUSINESS_FLIGHT_NUMBER_INVALID',
      date: 'BUSINESS_DATE_INVALID',
      people: 'BUSINESS_PEOPLE_INVALID',
    });
    // A past time, and no phone.
    expect(list.rows[2].problems).toEqual({
      clientPhone: 'BUSINESS_CLIENT_PHONE_REQUIRED',
      time: 'BUSINESS_TIME_INVALID',
    });
  });

  it("a row's own direction wins over the form's, and an unknown one is its problem", () => {
    const list = read(
      'nome,telefone,voo,data,sentido\nAna,11987650001,LA 1,24/11/2026 10:00,partida\nBia,11987650002,LA 2,24/11/2026 10:00,ida e volta',
    );
    expect(list.rows[0].draft.direction).toBe('DEPARTURE');
    expect(list.rows[1].problems).toEqual({ direction: 'BUSINESS_DIRECTION_INVALID' });
  });

  it('flags a row with more cells than columns', () => {
    const list = read('nome,telefone,voo,data\nAna,11987650001,LA 1,24/11/2026 10:00,sobrando');
    expect(list.rows[0].problems).toEqual({ row: 'ROW_TOO_MANY_CELLS' });
  });

  it('a row without the meeting point asks it (the form gives it to every row)', () => {
    const list = read('Ana,11987650001,,,LA 1,24/11/2026 10:00,1', { meetingPoint: '' });
    expect(list.rows[0].problems).toEqual({ meetingPoint: 'BUSINESS_MEETING_POINT_INVALID' });
  });

  it('skips empty lines and a byte order mark', () => {
    const list = read('\uFEFFnome;telefone;voo;data\n\n;;;\nAna;11987650001;LA 1;24/11/2026 10:00\n\n');
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0].line).toBe(4);
  });

  it.each([
    ['', 'LIST_EMPTY'],
    ['nome;telefone\n', 'LIST_EMPTY'],
    [Array.from({ length: MAX_LIST_ROWS + 1 }, (_, i) => `Cliente ${i},11987650001`).join('\n'), 'LIST_TOO_MANY_ROWS'],
    ['x'.repeat(MAX_LIST_CHARS + 1), 'LIST_TOO_LONG'],
  ])('refuses the list as a whole: %#', (text, problem) => {
    expect(read(text)).toMatchObject({ problem, rows: [] });
  });

  it(`takes exactly ${MAX_LIST_ROWS} rows`, () => {
    const text = Array.from({ length: MAX_LIST_ROWS }, (_, i) => `Cliente ${i},11987650001`).join('\n');
    expect(read(text).rows).toHaveLength(MAX_LIST_ROWS);
  });
});

describe('withSavedClient', () => {
  const saved = [
    { _id: 'helena', name: 'Helena Prado', phone: '+5511987650001' },
    { _id: 'other', name: 'Outra Pessoa', phone: '+5511987650002' },
  ];
  const row = (name: string, phone: string) =>
    read(`nome,telefone,voo,data\n${name},${phone},LA 1,24/11/2026 10:00`).rows[0].draft;

  it('books the saved client with the same phone and name (case, accents and spaces aside)', () => {
    expect(withSavedClient(row('helena  PRADO', '(11) 98765-0001'), saved).clientId).toBe('helena');
    expect(withSavedClient(row('Héléna Prado', '+55 11 98765 0001'), saved).clientId).toBe('helena');
  });

  it('keeps a new client when the name or the phone differs, or the phone is unreadable', () => {
    expect(withSavedClient(row('Helena Prado', '11987650002'), saved).clientId).toBeNull();
    expect(withSavedClient(row('Helena P.', '11987650001'), saved).clientId).toBeNull();
    expect(withSavedClient(row('Helena Prado', '123'), saved).clientId).toBeNull();
  });
});
