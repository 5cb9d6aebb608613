import { describe, expect, it } from 'vitest';
import { ageAt, isMinor, minorOrderRefusal } from '@/src/domain/accounts/age';

// 18:00 on 2026-11-23 in São Paulo is 21:00 UTC; 01:00 UTC on the 24th is still the 23rd there.
const evening = new Date('2026-11-23T21:00:00Z');
const lateNightUtc = new Date('2026-11-24T01:00:00Z');

describe('ageAt', () => {
  it.each([
    ['2008-11-23', evening, 18], // the 18th birthday itself
    ['2008-11-24', evening, 17], // one day short
    ['2008-11-24', lateNightUtc, 17], // already the 24th in UTC, not yet in São Paulo
    ['1990-05-20', evening, 36],
    ['2008-02-29', new Date('2026-02-28T15:00:00Z'), 17], // leap-day birthday: not 18 until 1 March
    ['2008-02-29', new Date('2026-03-01T15:00:00Z'), 18],
  ])('born %s → %i years at %s', (birth, now, years) => {
    expect(ageAt(birth, now as Date)).toBe(years);
  });

  it('null for a date that is not a day', () => {
    expect(ageAt('2008-02-30', evening)).toBeNull();
    expect(ageAt('20/05/1990', evening)).toBeNull();
  });
});

describe('isMinor and minorOrderRefusal', () => {
  it('under 18 only when the date says so; unknown is not a minor here', () => {
    expect(isMinor('2008-11-24', evening)).toBe(true);
    expect(isMinor('2008-11-23', evening)).toBe(false);
    expect(isMinor(null, evening)).toBe(false);
    expect(isMinor('garbage', evening)).toBe(false);
  });

  it('refuses only a minor on a catalogue prohibited for minors', () => {
    expect(minorOrderRefusal({ prohibitedForMinors: true, dateOfBirth: '2010-01-01' }, evening)).toBe(
      'MINOR_NOT_ALLOWED',
    );
    expect(minorOrderRefusal({ prohibitedForMinors: false, dateOfBirth: '2010-01-01' }, evening)).toBeNull();
    expect(minorOrderRefusal({ prohibitedForMinors: true, dateOfBirth: '1990-01-01' }, evening)).toBeNull();
    expect(minorOrderRefusal({ prohibitedForMinors: true, dateOfBirth: null }, evening)).toBeNull();
  });
});
