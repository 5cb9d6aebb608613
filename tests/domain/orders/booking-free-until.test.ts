import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import {
  FREE_MOVE_GRACE_MINUTES,
  freeMoveUntil,
  moveTerms,
  noticeDeadline,
  workingNoticeDeadline,
  type MoveTermsInput,
} from '@/src/domain/orders/booking-free-until';
import { workingHoursBetween } from '@/src/domain/orders/order-policies';

const ZONE = 'America/Sao_Paulo';
const iso = (d: DateTime) => d.setZone(ZONE).toISO();

describe('noticeDeadline: the last moment the service notice is given', () => {
  it('the lounge: 24 elapsed hours before the visit, weekends included (SPEC §9)', () => {
    expect(iso(noticeDeadline('LOUNGE', '2026-11-30T10:00:00.000-03:00'))).toBe('2026-11-29T10:00:00.000-03:00');
  });

  it('hospitality: 24 working hours, which skip the weekend (SPEC §8)', () => {
    // Monday 10:00 start: Monday 00–10 (10 h) and Friday 10–24 (14 h).
    expect(iso(noticeDeadline('HOSPITALITY', '2026-11-30T10:00:00.000-03:00'))).toBe('2026-11-27T10:00:00.000-03:00');
    // Wednesday 12:00: the day before at 12:00.
    expect(iso(noticeDeadline('HOSPITALITY', '2026-11-25T12:00:00.000-03:00'))).toBe('2026-11-24T12:00:00.000-03:00');
  });

  it('hospitality skips a holiday (Christmas 2026 is a Friday)', () => {
    // Monday 28 Dec 08:00: Monday 00–08 (8 h), Friday 25 is Christmas, Thursday 24 from 08:00 (16 h).
    expect(iso(noticeDeadline('HOSPITALITY', '2026-12-28T08:00:00.000-03:00'))).toBe('2026-12-24T08:00:00.000-03:00');
  });

  it('agrees with workingHoursBetween: exactly 24 working hours at the deadline, fewer a millisecond later', () => {
    for (const start of [
      '2026-11-25T12:00:00.000-03:00',
      '2026-11-30T10:00:00.000-03:00',
      '2026-11-28T15:30:00.000-03:00', // a Saturday start
      '2026-12-28T08:00:00.000-03:00',
      '2026-11-23T00:00:00.000-03:00', // a Monday midnight
    ]) {
      const deadline = workingNoticeDeadline(start, 24, { zone: ZONE });
      expect(workingHoursBetween(deadline, start, { zone: ZONE }), start).toBe(24);
      expect(workingHoursBetween(deadline.plus({ milliseconds: 1 }), start, { zone: ZONE }), start).toBeLessThan(24);
    }
  });
});

describe('freeMoveUntil: the later of the notice deadline and the grace after placing, never after the start', () => {
  it('a visit days away: the notice deadline', () => {
    const until = freeMoveUntil({
      kind: 'LOUNGE',
      start: '2026-11-30T10:00:00.000-03:00',
      placedAt: '2026-11-23T12:00:00.000-03:00',
    });
    expect(iso(until)).toBe('2026-11-29T10:00:00.000-03:00');
  });

  it('a visit booked for in three hours: the grace after placing, not a deadline already passed', () => {
    const until = freeMoveUntil({
      kind: 'LOUNGE',
      start: '2026-11-23T15:00:00.000-03:00',
      placedAt: '2026-11-23T12:00:00.000-03:00',
    });
    expect(iso(until)).toBe(`2026-11-23T12:${String(FREE_MOVE_GRACE_MINUTES).padStart(2, '0')}:00.000-03:00`);
  });

  it('never after the start, even when the grace would reach past it', () => {
    const until = freeMoveUntil({
      kind: 'HOSPITALITY',
      start: '2026-11-23T12:10:00.000-03:00',
      placedAt: '2026-11-23T12:00:00.000-03:00',
    });
    expect(iso(until)).toBe('2026-11-23T12:10:00.000-03:00');
  });
});

describe('moveTerms: what a move at a given moment costs', () => {
  const lounge = (over: Partial<MoveTermsInput>): MoveTermsInput => ({
    kind: 'LOUNGE',
    start: '2026-11-30T10:00:00.000-03:00',
    placedAt: '2026-11-23T12:00:00.000-03:00',
    now: '2026-11-23T12:00:00.000-03:00',
    paid: true,
    priceCents: 28400,
    zone: ZONE,
    ...over,
  });

  it.each<[string, Partial<MoveTermsInput>, { basis: string; allowed: boolean; feeCents: number }]>([
    ['with days of notice: free', {}, { basis: 'NOTICE', allowed: true, feeCents: 0 }],
    [
      'the lounge at exactly 24 hours before: still free',
      { now: '2026-11-29T10:00:00.000-03:00' },
      { basis: 'NOTICE', allowed: true, feeCents: 0 },
    ],
    [
      'the lounge a millisecond later: refused, never charged',
      { now: '2026-11-29T10:00:00.001-03:00' },
      { basis: 'LATE', allowed: false, feeCents: 0 },
    ],
    [
      'the lounge under 24 hours but unpaid: free',
      { now: '2026-11-29T20:00:00.000-03:00', paid: false },
      { basis: 'UNPAID', allowed: true, feeCents: 0 },
    ],
    [
      'unpaid at the start itself: not allowed (the booking has started)',
      { now: '2026-11-30T10:00:00.000-03:00', paid: false },
      { basis: 'LATE', allowed: false, feeCents: 0 },
    ],
    [
      'booked minutes ago for in three hours: free (grace)',
      {
        start: '2026-11-23T15:00:00.000-03:00',
        placedAt: '2026-11-23T12:00:00.000-03:00',
        now: '2026-11-23T12:05:00.000-03:00',
      },
      { basis: 'GRACE', allowed: true, feeCents: 0 },
    ],
    [
      'at the last minute of the grace: free',
      {
        start: '2026-11-23T15:00:00.000-03:00',
        now: `2026-11-23T12:${FREE_MOVE_GRACE_MINUTES}:00.000-03:00`,
      },
      { basis: 'GRACE', allowed: true, feeCents: 0 },
    ],
    [
      'a millisecond after the grace, paid: the lounge can no longer move',
      {
        start: '2026-11-23T15:00:00.000-03:00',
        now: `2026-11-23T12:${FREE_MOVE_GRACE_MINUTES}:00.001-03:00`,
      },
      { basis: 'LATE', allowed: false, feeCents: 0 },
    ],
  ])('%s', (_case, over, expected) => {
    expect(moveTerms(lounge(over))).toMatchObject({ ...expected, lateFeeCents: null });
  });

  const hospitality = (over: Partial<MoveTermsInput>): MoveTermsInput =>
    lounge({
      kind: 'HOSPITALITY',
      start: '2026-11-25T12:00:00.000-03:00',
      placedAt: '2026-11-20T12:00:00.000-03:00',
      priceCents: 29000,
      ...over,
    });

  it.each<[string, Partial<MoveTermsInput>, { basis: string; feeCents: number }]>([
    ['24 working hours ahead: free', { now: '2026-11-24T12:00:00.000-03:00' }, { basis: 'NOTICE', feeCents: 0 }],
    ['under them, paid: 25%', { now: '2026-11-24T12:00:00.001-03:00' }, { basis: 'LATE', feeCents: 7250 }],
    [
      'under them, unpaid: free',
      { now: '2026-11-24T18:00:00.000-03:00', paid: false },
      { basis: 'UNPAID', feeCents: 0 },
    ],
    [
      'placed minutes ago for tomorrow: free, though under 24 working hours',
      { placedAt: '2026-11-24T18:00:00.000-03:00', now: '2026-11-24T18:10:00.000-03:00' },
      { basis: 'GRACE', feeCents: 0 },
    ],
  ])('hospitality %s', (_case, over, expected) => {
    expect(moveTerms(hospitality(over))).toMatchObject({ ...expected, allowed: true, lateFeeCents: 7250 });
  });

  describe('a flight more than 90 minutes late (SPEC §8)', () => {
    it('waives hospitality’s late fee until the start, and says why', () => {
      const late = hospitality({ now: '2026-11-25T11:00:00.000-03:00', flightDelayed: true });
      expect(moveTerms(late)).toMatchObject({
        basis: 'FLIGHT_DELAYED',
        allowed: true,
        feeCents: 0,
        lateFeeCents: 7250,
      });
      // Without the delay the same move costs 25%.
      expect(moveTerms({ ...late, flightDelayed: false })).toMatchObject({ basis: 'LATE', feeCents: 7250 });
    });

    it('lets a paid lounge visit move after its 24 hours’ notice, free', () => {
      const late = lounge({ now: '2026-11-30T09:00:00.000-03:00', flightDelayed: true });
      expect(moveTerms(late)).toMatchObject({ basis: 'FLIGHT_DELAYED', allowed: true, feeCents: 0 });
      expect(moveTerms({ ...late, flightDelayed: false })).toMatchObject({ basis: 'LATE', allowed: false });
    });

    it('is named even where the notice alone would make the move free', () => {
      expect(moveTerms(lounge({ flightDelayed: true })).basis).toBe('FLIGHT_DELAYED');
    });

    it('ends at the start, as every move does', () => {
      const started = moveTerms(lounge({ now: '2026-11-30T10:00:00.000-03:00', flightDelayed: true }));
      expect(started).toMatchObject({ basis: 'LATE', allowed: false });
    });
  });

  it('refuses a price that is not cents', () => {
    expect(() => moveTerms(hospitality({ priceCents: 10.5 }))).toThrow(RangeError);
  });
});

describe('the notice deadline: zones, years and how far back it looks', () => {
  const day = (date: string) => ({ date, name: 'Feriado', type: 'NATIONAL' });
  /** Every date from `first` to `last` (inclusive) as a holiday. */
  const holidaysFrom = (first: string, last: string) => {
    const list = [];
    for (let d = DateTime.fromISO(first); d <= DateTime.fromISO(last); d = d.plus({ days: 1 }))
      list.push(day(d.toISODate()!));
    return list;
  };

  it('counts working days in the zone it is given', () => {
    // Monday 02:00 in Lisbon is still Sunday in São Paulo: the Monday hours count only in Lisbon.
    const lisbon = workingNoticeDeadline('2026-11-30T02:00:00.000Z', 24, { zone: 'Europe/Lisbon' });
    expect(lisbon.toISO()).toBe('2026-11-27T02:00:00.000+00:00');
    expect(iso(workingNoticeDeadline('2026-11-30T02:00:00.000Z', 24))).toBe('2026-11-27T00:00:00.000-03:00');
  });

  it('answers in the zone it is given', () => {
    const options = { zone: 'Europe/Lisbon' };
    expect(noticeDeadline('LOUNGE', '2026-11-30T10:00:00.000Z', options).zoneName).toBe('Europe/Lisbon');
    const until = freeMoveUntil({
      kind: 'LOUNGE',
      start: '2026-11-30T10:00:00.000Z',
      placedAt: '2026-11-23T10:00:00.000Z',
      ...options,
    });
    expect(until.toISO()).toBe('2026-11-29T10:00:00.000+00:00');
  });

  it("knows the last year's holidays in January (Christmas 2026 from a start in 2027)", () => {
    expect(iso(workingNoticeDeadline('2027-01-04T00:00:00.000-03:00', 120))).toBe('2026-12-24T00:00:00.000-03:00');
  });

  it('looks back 60 days and no further', () => {
    const start = '2026-11-30T12:00:00.000-03:00';
    // Every day but 1 October (60 days back) is a holiday: its last hour is the deadline.
    const holidays = holidaysFrom('2026-10-02', '2026-11-30');
    expect(iso(workingNoticeDeadline(start, 1, { zone: ZONE, holidays }))).toBe('2026-10-01T23:00:00.000-03:00');
    expect(() =>
      workingNoticeDeadline(start, 1, { zone: ZONE, holidays: holidaysFrom('2026-10-01', '2026-11-30') }),
    ).toThrow(new RangeError(`No 1 working hours in the 60 days before ${start}`));
  });
});
