import { describe, expect, it } from 'vitest';
import { resolveBoardingTime } from '@/src/domain/flights/boarding-time';

const NOON = '2026-11-23T12:00:00.000-03:00';
const ZONE = 'America/Sao_Paulo';

describe('resolveBoardingTime: what is not a boarding time', () => {
  it.each(['14:305', '14:30 pm', 'x14:30', '+002026-11-23T14:30:00-03:00', 'at 2026-11-23T14:30:00-03:00'])(
    'reads %j as nothing',
    (typed) => {
      expect(resolveBoardingTime(typed, NOON, ZONE)).toBeNull();
    },
  );

  it('reads a day that does not exist as nothing', () => {
    expect(resolveBoardingTime('2026-02-30T14:30:00-03:00', NOON, ZONE)).toBeNull();
  });
});
