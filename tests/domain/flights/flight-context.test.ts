import { describe, expect, it } from 'vitest';
import {
  FLIGHT_CONTEXT_TTL_MS,
  flightContextProblems,
  readFlightContext,
  toFlightContext,
} from '@/src/domain/flights/flight-context';
import { normalizeFlightNumber } from '@/src/domain/flights/flight-number';

const NOW = Date.UTC(2026, 10, 23, 15, 0);
const entry = { boardingTime: '12:40', terminal: 'Terminal 2', gate: '', flightNumber: '' };

describe('the traveller’s flight for the visit', () => {
  it('needs a boarding time as HH:MM and a terminal; the gate and flight number may wait', () => {
    expect([...flightContextProblems(entry)]).toEqual([]);
    expect([...flightContextProblems({ ...entry, boardingTime: '24:00' })]).toEqual(['boardingTime']);
    expect([...flightContextProblems({ ...entry, boardingTime: '9:40' })]).toEqual(['boardingTime']);
    expect([...flightContextProblems({ ...entry, terminal: '  ' })]).toEqual(['terminal']);
    expect([...flightContextProblems({ ...entry, gate: 'portão 12!' })]).toEqual(['gate']);
    expect([...flightContextProblems({ ...entry, flightNumber: '12345' })]).toEqual(['flightNumber']);
  });

  it('keeps the entries trimmed with the flight number normalised', () => {
    expect(
      toFlightContext({ boardingTime: ' 12:40 ', terminal: ' Terminal 2 ', gate: '12a', flightNumber: 'la 3412' }, NOW),
    ).toEqual({
      boardingTime: '12:40',
      terminal: 'Terminal 2',
      gate: '12A',
      flightNumber: 'LA3412',
      savedAt: NOW,
    });
    expect(toFlightContext({ ...entry, boardingTime: 'soon' }, NOW)).toBeNull();
  });

  it('reads back what was saved, for half a day', () => {
    const saved = toFlightContext(entry, NOW);
    expect(readFlightContext(JSON.parse(JSON.stringify(saved)), NOW + FLIGHT_CONTEXT_TTL_MS)).toEqual(saved);
    expect(readFlightContext(saved, NOW + FLIGHT_CONTEXT_TTL_MS + 1)).toBeNull();
  });

  it('drops anything unreadable or saved in the future', () => {
    expect(readFlightContext(null, NOW)).toBeNull();
    expect(readFlightContext('12:40', NOW)).toBeNull();
    expect(readFlightContext({ ...entry }, NOW)).toBeNull();
    expect(readFlightContext({ ...entry, savedAt: NOW + 2 * 60_000 }, NOW)).toBeNull();
    expect(readFlightContext({ ...entry, savedAt: NOW, boardingTime: 1240 }, NOW)).toBeNull();
  });
});

describe('flight numbers as typed', () => {
  it.each([
    ['la 3412', 'LA3412'],
    ['G3-1234', 'G31234'],
    ['tp88', 'TP88'],
    ['AD 4050a', 'AD4050A'],
  ])('reads %s as %s', (typed, normalised) => expect(normalizeFlightNumber(typed)).toBe(normalised));

  it.each(['', 'LA', 'LA12345', '12 345', 'L@123', 'LAT 123'])('refuses %j', (typed) =>
    expect(normalizeFlightNumber(typed)).toBeNull(),
  );
});

describe('the traveller’s flight: the edges', () => {
  it('takes a terminal of up to 40 characters, spaces around it aside', () => {
    expect([...flightContextProblems({ ...entry, terminal: ` ${'T'.repeat(40)} ` })]).toEqual([]);
    expect([...flightContextProblems({ ...entry, terminal: 'T'.repeat(41) })]).toEqual(['terminal']);
  });

  it('reads a blank gate or flight number as not given, and trims a gate', () => {
    expect([...flightContextProblems({ ...entry, gate: '   ', flightNumber: '  ' })]).toEqual([]);
    expect(toFlightContext({ ...entry, gate: ' b12 ' }, NOW)?.gate).toBe('B12');
  });

  it('wants the whole gate and boarding time to be of their shape', () => {
    expect([...flightContextProblems({ ...entry, gate: 'B 12' })]).toEqual(['gate']);
    expect([...flightContextProblems({ ...entry, gate: 'B'.repeat(11) })]).toEqual(['gate']);
    expect([...flightContextProblems({ ...entry, boardingTime: '12:405' })]).toEqual(['boardingTime']);
    expect([...flightContextProblems({ ...entry, boardingTime: '112:40' })]).toEqual(['boardingTime']);
  });

  it('keeps a context saved up to a minute ahead of this clock, and 12 hours back', () => {
    expect(FLIGHT_CONTEXT_TTL_MS).toBe(43_200_000);
    expect(readFlightContext({ ...entry, savedAt: NOW + 60_000 }, NOW)?.savedAt).toBe(NOW + 60_000);
    expect(readFlightContext({ ...entry, savedAt: NOW + 60_001 }, NOW)).toBeNull();
    expect(readFlightContext({ ...entry, savedAt: NOW - 43_200_000 }, NOW)?.savedAt).toBe(NOW - 43_200_000);
  });

  it('reads a missing gate or flight number as empty, and refuses a time saved as text or not a number', () => {
    const saved = { boardingTime: '12:40', terminal: 'Terminal 2', gate: null, savedAt: NOW };
    expect(readFlightContext(saved, NOW)).toEqual({ ...entry, savedAt: NOW });
    expect(readFlightContext({ ...entry, savedAt: String(NOW) }, NOW)).toBeNull();
    for (const savedAt of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
      expect(readFlightContext({ ...entry, savedAt }, NOW)).toBeNull();
    expect(readFlightContext(undefined, NOW)).toBeNull();
    expect(readFlightContext(42, NOW)).toBeNull();
  });

  it('refuses what is not text for a flight number', () => {
    expect(normalizeFlightNumber(null)).toBeNull();
    expect(normalizeFlightNumber(undefined)).toBeNull();
    expect(normalizeFlightNumber('1a 234')).toBe('1A234');
  });
});
