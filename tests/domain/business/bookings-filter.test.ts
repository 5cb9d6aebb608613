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
