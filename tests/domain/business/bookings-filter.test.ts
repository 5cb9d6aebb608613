import { describe, expect, it } from 'vitest';
import { bookingsFilterSchema, bookingsWindow } from '@/src/domain/business/bookings-filter';
import { fieldCodes } from '@/src/domain/business/business-profile';

describe('the bookings filter', () => {
  it('reads blanks as no filter', () => {
    expect(bookingsFilterSchema.parse({ clientId: '', from: '', to: ' ', status: '', bookedBy: null })).toEqual({});
  });

  it.each([
    [{ from: '2026-13-01' }, { from: 'DATE_INVALID' }],
    [{ to: '23/11/2026' }, { to: 'DATE_INVALID' }],
    [{ from: '2026-11-24', to: '2026-11-23' }, { to: 'DATE_RANGE_INVALID' }],
    [{ status: 'LOST' }, { status: 'STATUS_INVALID' }],
    [{ status: 'TEMPORARY' }, { status: 'STATUS_INVALID' }],
  ])('refuses %j', (input, codes) => {
    const parsed = bookingsFilterSchema.safeParse(input);
    expect(parsed.success ? {} : fieldCodes(parsed.error)).toEqual(codes);
  });

  it('takes one day as from midnight to the next midnight in the store zone, both ends included', () => {
    const { start, end } = bookingsWindow({ from: '2026-11-24', to: '2026-11-24' }, 'America/Sao_Paulo');
    expect(start?.toISOString()).toBe('2026-11-24T03:00:00.000Z');
    expect(end?.toISOString()).toBe('2026-11-25T03:00:00.000Z');
    expect(bookingsWindow({}, 'America/Sao_Paulo')).toEqual({ start: null, end: null });
    expect(bookingsWindow({ to: '2026-11-30' }, 'Europe/London').end?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});

describe('the bookings filter: ids, days and ranges', () => {
  const codesOf = (input: unknown) => {
    const parsed = bookingsFilterSchema.safeParse(input);
    return parsed.success ? {} : fieldCodes(parsed.error);
  };

  it('keeps ids trimmed, up to 64 characters', () => {
    expect(bookingsFilterSchema.parse({ clientId: ' c1 ', bookedBy: 'x'.repeat(64) })).toEqual({
      clientId: 'c1',
      bookedBy: 'x'.repeat(64),
    });
    expect(codesOf({ clientId: 'x'.repeat(65), bookedBy: 7 })).toEqual({
      clientId: 'FILTER_INVALID',
      bookedBy: 'FILTER_INVALID',
    });
  });

  it('takes a day as YYYY-MM-DD and nothing around it', () => {
    expect(bookingsFilterSchema.parse({ from: ' 2026-11-23 ' })).toEqual({ from: '2026-11-23' });
    for (const from of [20261123, '2026-11-23T10:00', '+002026-11-23', '2026-02-30'])
      expect(codesOf({ from }), String(from)).toEqual({ from: 'DATE_INVALID' });
  });

  it('takes a range of one day or more, and a range open at either end', () => {
    expect(bookingsFilterSchema.parse({ from: '2026-11-23', to: '2026-11-23' })).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
    });
    expect(bookingsFilterSchema.parse({ from: '2026-11-23', to: '2026-11-30' }).to).toBe('2026-11-30');
    expect(bookingsFilterSchema.parse({ from: '2026-11-23' })).toEqual({ from: '2026-11-23' });
    expect(bookingsFilterSchema.parse({ to: '2026-11-23' })).toEqual({ to: '2026-11-23' });
  });

  it('reports a reversed range as one custom issue on the end', () => {
    expect(bookingsFilterSchema.safeParse({ from: '2026-11-24', to: '2026-11-23' }).error?.issues).toEqual([
      { code: 'custom', path: ['to'], message: 'DATE_RANGE_INVALID' },
    ]);
  });
});
