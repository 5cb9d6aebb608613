import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  bookingTimeIso,
  draftProblems,
  draftToSent,
  emptyLineDraft,
  peopleOf,
  type BookingLineDraft,
} from '@/src/domain/business/booking-draft';

const ZONE = 'America/Sao_Paulo';
const NOW = DateTime.fromISO('2026-11-23T12:00:00-03:00', { setZone: true });
const good = (patch: Partial<BookingLineDraft> = {}): BookingLineDraft => ({
  ...emptyLineDraft('a', 'pt-BR'),
  client: {
    name: 'Helena Prado',
    phone: '+5511987650001',
    email: 'helena@cliente.test',
    language: 'pt-BR',
    save: true,
  },
  flightNumber: 'la 3040',
  date: '2026-11-24',
  time: '06:40',
  meetingPoint: 'Saída do desembarque',
  people: '2',
  ...patch,
});
const saved = { name: 'James Whitmore', phone: '+447700900123', email: null, language: 'en' };

describe('bookingTimeIso', () => {
  it.each([
    ['2026-11-24', '06:40', '2026-11-24T06:40:00-03:00'],
    ['2026-11-24', '6:05', '2026-11-24T06:05:00-03:00'],
    ['2026-11-24', '23:59', '2026-11-24T23:59:00-03:00'],
    ['2026-11-24', '00:00', '2026-11-24T00:00:00-03:00'],
  ])('%s %s in São Paulo is %s', (date, time, iso) => {
    expect(bookingTimeIso(date, time, ZONE)).toBe(iso);
  });

  it('keeps the zone given (London in November is UTC)', () => {
    expect(bookingTimeIso('2026-11-24', '06:40', 'Europe/London')).toBe('2026-11-24T06:40:00+00:00');
  });

  it.each([
    ['', '06:40'],
    ['2026-11-24', ''],
    ['2026-11-24', '24:00'],
    ['2026-11-24', '06:60'],
    ['2026-02-30', '06:40'],
    ['24/11/2026', '06:40'],
    ['2026-11-24', '0640'],
  ])('refuses %j %j', (date, time) => {
    expect(bookingTimeIso(date, time, ZONE)).toBeNull();
  });
});

describe('peopleOf', () => {
  it.each([
    ['2', 2],
    [' 12 ', 12],
    ['0', 0],
  ])('%j is %d', (typed, n) => expect(peopleOf(typed)).toBe(n));
  it.each(['', 'dois', '1.5', '-1', '1000'])('%j is not a number of people', (typed) =>
    expect(peopleOf(typed)).toBeNaN(),
  );
});

describe('draftToSent', () => {
  it('sends a new client with its fields, the time with its offset and the sign empty as null', () => {
    expect(draftToSent(good(), ZONE)).toEqual({
      clientId: null,
      newClient: {
        name: 'Helena Prado',
        phone: '+5511987650001',
        email: 'helena@cliente.test',
        language: 'pt-BR',
        save: true,
      },
      direction: 'ARRIVAL',
      flightNumber: 'la 3040',
      time: '2026-11-24T06:40:00-03:00',
      signText: null,
      meetingPoint: 'Saída do desembarque',
      people: 2,
    });
  });

  it('sends only the id of a saved client, whatever was typed before choosing it', () => {
    const sent = draftToSent(good({ clientId: 'c-1', signText: ' Mr Whitmore ' }), ZONE);
    expect(sent.clientId).toBe('c-1');
    expect(sent.newClient).toBeNull();
    expect(sent.signText).toBe('Mr Whitmore');
  });
});

describe('draftProblems', () => {
  it('finds nothing wrong with a good line, new or saved', () => {
    expect(draftProblems(good(), null, NOW, ZONE)).toEqual({});
    expect(draftProblems(good({ clientId: 'c-1' }), saved, NOW, ZONE)).toEqual({});
  });

  it('says every wrong field at once, with the codes the server uses', () => {
    const line = good({
      client: { name: 'H', phone: '123', email: 'not-an-email', language: 'fr', save: false },
      flightNumber: '3040',
      time: '06:40',
      date: '2026-11-23',
      meetingPoint: '',
      people: '21',
      signText: 'x'.repeat(61),
    });
    expect(draftProblems(line, null, NOW, ZONE)).toEqual({
      clientName: 'BUSINESS_CLIENT_NAME_INVALID',
      clientPhone: 'BUSINESS_CLIENT_PHONE_INVALID',
      clientEmail: 'BUSINESS_CLIENT_EMAIL_INVALID',
      clientLanguage: 'BUSINESS_CLIENT_LANGUAGE_INVALID',
      flightNumber: 'BUSINESS_FLIGHT_NUMBER_INVALID',
      time: 'BUSINESS_TIME_INVALID',
      signText: 'BUSINESS_SIGN_TEXT_INVALID',
      meetingPoint: 'BUSINESS_MEETING_POINT_INVALID',
      people: 'BUSINESS_PEOPLE_INVALID',
    });
  });

  it("asks a new client's phone (a saved client's is already there)", () => {
    const client = { ...good().client, phone: '' };
    expect(draftProblems(good({ client }), null, NOW, ZONE)).toEqual({ clientPhone: 'BUSINESS_CLIENT_PHONE_REQUIRED' });
  });

  it('asks the client again when the saved one named is gone', () => {
    expect(draftProblems(good({ clientId: 'gone' }), null, NOW, ZONE)).toEqual({ client: 'BUSINESS_CLIENT_REQUIRED' });
  });

  it('an hour already past today is refused, a minute later is not', () => {
    expect(draftProblems(good({ date: '2026-11-23', time: '12:00' }), null, NOW, ZONE)).toEqual({
      time: 'BUSINESS_TIME_INVALID',
    });
    expect(draftProblems(good({ date: '2026-11-23', time: '12:01' }), null, NOW, ZONE)).toEqual({});
  });

  it('without a day, says the day, and the hour only when the hour itself is unreadable', () => {
    expect(draftProblems(good({ date: '' }), null, NOW, ZONE)).toEqual({ date: 'BUSINESS_DATE_INVALID' });
    expect(draftProblems(good({ date: '', time: '' }), null, NOW, ZONE)).toEqual({
      date: 'BUSINESS_DATE_INVALID',
      time: 'BUSINESS_TIME_INVALID',
    });
  });

  it.each([
    ['1', true],
    ['20', true],
    ['0', false],
    ['21', false],
    ['', false],
  ])('people %j accepted: %s', (people, ok) => {
    expect(!draftProblems(good({ people }), null, NOW, ZONE).people).toBe(ok);
  });

  it('takes a departure as well as an arrival, and nothing else', () => {
    expect(draftProblems(good({ direction: 'DEPARTURE' }), null, NOW, ZONE)).toEqual({});
    expect(draftProblems(good({ direction: 'BOTH' as BookingLineDraft['direction'] }), null, NOW, ZONE).direction).toBe(
      'BUSINESS_DIRECTION_INVALID',
    );
  });
});
