import { describe, expect, it } from 'vitest';
import {
  bookingKeys,
  countBookings,
  joinsTheBooking,
  lineVenue,
  type BookingVenue,
  type PartyLine,
} from '@/src/domain/orders/booking-party';

/** The demo lounge: two lounges, chosen by each pass's terminal option. */
const LOUNGES: BookingVenue[] = [
  { _id: 't2', optionIds: ['adult-t2', 'child-t2'] },
  { _id: 't3', optionIds: ['adult-t3', 'child-t3'] },
];
const pass = (option: string, interval?: PartyLine['interval']): PartyLine => ({ subitemIds: [option], interval });

describe('lineVenue', () => {
  it('is the venue one of the chosen options names', () => {
    expect(lineVenue(pass('child-t3'), LOUNGES)).toBe('t3');
    expect(lineVenue({ subitemIds: ['extra-towel', 'adult-t2'] }, LOUNGES)).toBe('t2');
  });
  it('is the only venue when it names no options, and none when the line names none of several', () => {
    expect(lineVenue(pass('anything'), [{ _id: 'lounge', optionIds: [] }])).toBe('lounge');
    expect(lineVenue(pass('anything'), LOUNGES)).toBeNull();
    expect(lineVenue(pass('adult-t2'), [])).toBeNull();
  });
});

describe('countBookings: one visit for a party is one booking', () => {
  it.each<[string, PartyLine[], BookingVenue[], number]>([
    ['an adult and a child pass to the same lounge', [pass('adult-t2'), pass('child-t2')], LOUNGES, 1],
    ['the same passes to two lounges', [pass('adult-t2'), pass('child-t3')], LOUNGES, 2],
    ['three people, one lounge', [pass('adult-t3'), pass('adult-t3'), pass('child-t3')], LOUNGES, 1],
    [
      'the same lounge on other dates',
      [
        pass('adult-t2', { start: '2026-12-01', end: '2026-12-01' }),
        pass('child-t2', { start: '2026-12-02', end: '2026-12-02' }),
      ],
      LOUNGES,
      2,
    ],
    ['a catalogue without venues: each line its own booking', [pass('a'), pass('b')], [], 2],
    ['a line at no venue beside one at a venue', [pass('adult-t2'), pass('unknown')], LOUNGES, 2],
    ['an empty cart', [], LOUNGES, 0],
  ])('%s', (_case, lines, venues, expected) => {
    expect(countBookings(lines, venues)).toBe(expected);
  });

  it('keys lines at no venue apart even when their options match', () => {
    const keys = bookingKeys([pass('a'), pass('a')], []);
    expect(new Set(keys).size).toBe(2);
  });
});

describe('joinsTheBooking: what the cart asks before adding a pass', () => {
  it('a child pass to the adult’s lounge joins; to another lounge it does not', () => {
    expect(joinsTheBooking([pass('adult-t2')], pass('child-t2'), LOUNGES)).toBe(true);
    expect(joinsTheBooking([pass('adult-t2')], pass('child-t3'), LOUNGES)).toBe(false);
    expect(joinsTheBooking([], pass('child-t3'), LOUNGES)).toBe(true);
  });
  it('a second package where the catalogue has no venues does not', () => {
    expect(joinsTheBooking([pass('meet')], pass('porter'), [])).toBe(false);
  });
});

describe('lineVenue and bookingKeys: the edges', () => {
  it('puts a line at no venue when the only venue has options the line does not name', () => {
    expect(lineVenue(pass('anything'), [{ _id: 't2', optionIds: ['adult-t2'] }])).toBeNull();
  });

  it('keys apart visits to one venue that differ only in their start, or only in their end', () => {
    const lockers: BookingVenue[] = [{ _id: 'gru', optionIds: [] }];
    const keyOf = (interval: PartyLine['interval']) => bookingKeys([pass('x', interval)], lockers)[0];
    const base = keyOf({ start: '2026-12-01', end: '2026-12-03' });
    expect(keyOf({ start: '2026-12-02', end: '2026-12-03' })).not.toBe(base);
    expect(keyOf({ start: '2026-12-01', end: '2026-12-04' })).not.toBe(base);
    expect(keyOf({ start: '2026-12-01', end: '2026-12-03' })).toBe(base);
  });
});
