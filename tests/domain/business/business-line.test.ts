import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  businessLineCode,
  checkBusinessLine,
  normaliseFlight,
  parseBookingTime,
  type BusinessLineField,
} from '@/src/domain/business/business-line';
import { onAccountRefusal } from '@/src/domain/business/on-account';

const NOW = DateTime.fromISO('2026-11-23T12:00:00-03:00', { setZone: true });
const client = { name: ' Ana  Director ', phone: '+44 7700 900123', email: 'ANA@x.test', language: 'en' };
const sent = {
  direction: 'DEPARTURE',
  flightNumber: 'g31234',
  time: '2026-11-24T06:40:00-03:00',
  meetingPoint: 'Check-in G',
  people: 1,
};

describe('checkBusinessLine', () => {
  it('normalises a good line: name, E.164 phone, flight, the sign defaulting to the name', () => {
    const result = checkBusinessLine(sent, client, NOW);
    expect(result).toEqual({
      ok: true,
      details: {
        clientName: 'Ana Director',
        clientPhone: '+447700900123',
        clientEmail: 'ana@x.test',
        clientLanguage: 'en',
        direction: 'DEPARTURE',
        flightNumber: 'G3 1234',
        time: '2026-11-24T06:40:00.000-03:00',
        signText: 'Ana Director',
        meetingPoint: 'Check-in G',
        people: 1,
      },
    });
  });

  it.each([
    ['client', null, sent],
    ['clientPhone', { ...client, phone: '123' }, sent],
    ['clientLanguage', { ...client, language: 'fr' }, sent],
    ['direction', client, { ...sent, direction: 'BOTH' }],
    ['flightNumber', client, { ...sent, flightNumber: '1234' }],
    ['time', client, { ...sent, time: '06:40' }],
    ['time', client, { ...sent, time: '2026-11-23T11:59:00-03:00' }],
    ['signText', client, { ...sent, signText: 'x'.repeat(61) }],
    ['meetingPoint', client, { ...sent, meetingPoint: ' ' }],
    ['people', client, { ...sent, people: 0 }],
    ['people', client, { ...sent, people: 21 }],
  ])('refuses a bad %s', (field, c, line) => {
    const result = checkBusinessLine(line, c, NOW);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.field).toBe(field);
  });

  it('reads flights and times strictly', () => {
    expect(normaliseFlight('la 3040')).toBe('LA 3040');
    expect(normaliseFlight('TAP12345')).toBeNull();
    expect(parseBookingTime('2026-11-24T06:40:00', NOW)).toBeNull(); // no offset: which zone?
    expect(parseBookingTime('2026-11-24T09:40:00Z', NOW)?.toISO()).toBe('2026-11-24T09:40:00.000Z');
  });
});

describe('onAccountRefusal', () => {
  it('needs an approved line, and open plus this order within the limit', () => {
    expect(onAccountRefusal(null, 0, 1)).toBe('BUSINESS_ACCOUNT_NOT_APPROVED');
    expect(onAccountRefusal({ status: 'suspended', limitCents: 9e9 }, 0, 1)).toBe('BUSINESS_ACCOUNT_NOT_APPROVED');
    expect(onAccountRefusal({ status: 'approved', limitCents: 1000 }, 600, 400)).toBeNull();
    expect(onAccountRefusal({ status: 'approved', limitCents: 1000 }, 600, 401)).toBe('BUSINESS_CREDIT_LIMIT_REACHED');
  });
});

describe('checkBusinessLine: the bounds of each field', () => {
  const problemOf = (line: Parameters<typeof checkBusinessLine>[0], c: Parameters<typeof checkBusinessLine>[1]) => {
    const result = checkBusinessLine(line, c, NOW);
    return result.ok ? null : result.problem;
  };
  const detailsOf = (line: Parameters<typeof checkBusinessLine>[0], c: Parameters<typeof checkBusinessLine>[1]) => {
    const result = checkBusinessLine(line, c, NOW);
    if (!result.ok) throw new Error(`refused: ${result.problem.code}`);
    return result.details;
  };

  it('names each refusal with the code of its field', () => {
    expect(problemOf(sent, null)).toEqual({ field: 'client', code: 'BUSINESS_CLIENT_REQUIRED' });
    expect(problemOf(sent, { ...client, name: 'A' })).toEqual({
      field: 'clientName',
      code: 'BUSINESS_CLIENT_NAME_INVALID',
    });
    expect(problemOf(sent, { ...client, phone: '123' })).toEqual({
      field: 'clientPhone',
      code: 'BUSINESS_CLIENT_PHONE_INVALID',
    });
    expect(problemOf(sent, { ...client, email: 'ana@' })).toEqual({
      field: 'clientEmail',
      code: 'BUSINESS_CLIENT_EMAIL_INVALID',
    });
    expect(problemOf(sent, { ...client, language: 'fr' })).toEqual({
      field: 'clientLanguage',
      code: 'BUSINESS_CLIENT_LANGUAGE_INVALID',
    });
    expect(problemOf({ ...sent, direction: null }, client)).toEqual({
      field: 'direction',
      code: 'BUSINESS_DIRECTION_INVALID',
    });
    expect(problemOf({ ...sent, flightNumber: undefined }, client)).toEqual({
      field: 'flightNumber',
      code: 'BUSINESS_FLIGHT_NUMBER_INVALID',
    });
    expect(problemOf({ ...sent, time: null }, client)).toEqual({ field: 'time', code: 'BUSINESS_TIME_INVALID' });
    expect(problemOf({ ...sent, signText: 'x'.repeat(61) }, client)).toEqual({
      field: 'signText',
      code: 'BUSINESS_SIGN_TEXT_INVALID',
    });
    expect(problemOf({ ...sent, meetingPoint: undefined }, client)).toEqual({
      field: 'meetingPoint',
      code: 'BUSINESS_MEETING_POINT_INVALID',
    });
    expect(problemOf({ ...sent, people: null }, client)).toEqual({ field: 'people', code: 'BUSINESS_PEOPLE_INVALID' });
  });

  it('gives the same codes to the form through businessLineCode', () => {
    const fields: BusinessLineField[] = ['client', 'clientName', 'meetingPoint', 'people'];
    expect(fields.map(businessLineCode)).toEqual([
      'BUSINESS_CLIENT_REQUIRED',
      'BUSINESS_CLIENT_NAME_INVALID',
      'BUSINESS_MEETING_POINT_INVALID',
      'BUSINESS_PEOPLE_INVALID',
    ]);
  });

  it('takes a client name of 2 to 120 characters, spaces collapsed', () => {
    expect(detailsOf(sent, { ...client, name: 'Al' }).clientName).toBe('Al');
    expect(detailsOf({ ...sent, signText: 'ACME' }, { ...client, name: 'x'.repeat(120) }).clientName).toHaveLength(120);
    expect(problemOf(sent, { ...client, name: ' A ' })?.field).toBe('clientName');
    expect(problemOf(sent, { ...client, name: 'x'.repeat(121) })?.field).toBe('clientName');
  });

  it('reads a missing or blank phone and e-mail as none, and trims them', () => {
    for (const blank of [null, '', '   ']) {
      const details = detailsOf(sent, { ...client, phone: blank, email: blank });
      expect([details.clientPhone, details.clientEmail]).toEqual([null, null]);
    }
    const trimmed = detailsOf(sent, { ...client, phone: ' +55 11 98765-4321 ', email: ' Ana@Empresa.test ' });
    expect([trimmed.clientPhone, trimmed.clientEmail]).toEqual(['+5511987654321', 'ana@empresa.test']);
  });

  it('takes an e-mail of up to 200 characters with a name, an at sign and a dotted domain', () => {
    const long = `${'a'.repeat(187)}@empresa.test`;
    expect(long).toHaveLength(200);
    expect(detailsOf(sent, { ...client, email: long }).clientEmail).toBe(long);
    expect(problemOf(sent, { ...client, email: `a${long}` })?.field).toBe('clientEmail');
    for (const email of ['ana@empresa', 'a b@empresa.test', 'ana@empresa.test b', '@empresa.test', 'ana@.test'])
      expect(problemOf(sent, { ...client, email })?.field, email).toBe('clientEmail');
  });

  it('defaults a blank sign to the name and takes one of up to 60 characters', () => {
    expect(detailsOf({ ...sent, signText: '   ' }, client).signText).toBe('Ana Director');
    expect(detailsOf({ ...sent, signText: ' ACME ' }, client).signText).toBe('ACME');
    expect(detailsOf({ ...sent, signText: 'x'.repeat(60) }, client).signText).toHaveLength(60);
  });

  it('takes a meeting point of 2 to 120 characters, trimmed', () => {
    expect(detailsOf({ ...sent, meetingPoint: ' Portão 3 ' }, client).meetingPoint).toBe('Portão 3');
    expect(detailsOf({ ...sent, meetingPoint: 'G3' }, client).meetingPoint).toBe('G3');
    expect(detailsOf({ ...sent, meetingPoint: 'x'.repeat(120) }, client).meetingPoint).toHaveLength(120);
    expect(problemOf({ ...sent, meetingPoint: 'G' }, client)?.field).toBe('meetingPoint');
    expect(problemOf({ ...sent, meetingPoint: 'x'.repeat(121) }, client)?.field).toBe('meetingPoint');
  });

  it('takes 1 to 20 whole people', () => {
    expect(detailsOf({ ...sent, people: 20 }, client).people).toBe(20);
    expect(problemOf({ ...sent, people: 2.5 }, client)?.field).toBe('people');
  });
});

describe('normaliseFlight and parseBookingTime: the edges', () => {
  it('reads the three shapes of airline code, with any spacing between code and number', () => {
    expect(normaliseFlight('2z 123')).toBe('2Z 123');
    expect(normaliseFlight(' tap  8  ')).toBe('TAP 8');
    expect(normaliseFlight('la\t3040a')).toBe('LA 3040A');
    expect(normaliseFlight('L A 3040')).toBeNull();
    expect(normaliseFlight('23 3040')).toBeNull();
  });

  it('wants minutes and an offset at the end, and a time after now', () => {
    expect(parseBookingTime('2026-11-24T06-03:00', NOW)).toBeNull();
    expect(parseBookingTime('+002026-11-24T06:40:00', NOW)).toBeNull();
    expect(parseBookingTime('2026-11-24T06:40:00-0300', NOW)?.toISO()).toBe('2026-11-24T06:40:00.000-03:00');
    expect(parseBookingTime(NOW.toISO()!, NOW)).toBeNull();
    expect(parseBookingTime(NOW.plus({ minutes: 1 }).toISO()!, NOW)?.toMillis()).toBe(NOW.toMillis() + 60_000);
  });
});
