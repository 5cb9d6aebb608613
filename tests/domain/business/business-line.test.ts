import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { checkBusinessLine, normaliseFlight, parseBookingTime } from '@/src/domain/business/business-line';
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
