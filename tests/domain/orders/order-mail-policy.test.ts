import { describe, expect, it } from 'vitest';
import { statusChangeIsMailed } from '@/src/domain/orders/order-mail-policy';

describe('which status changes are mailed to the shopper', () => {
  it.each([
    ['CONFIRMED', true],
    ['DISPATCHED', true],
    ['READY', true],
    ['CANCELED', true],
    ['PREPARING', false],
    ['DELIVERED', false],
    ['COMPLETED', false],
    ['PLACED', false],
  ])('%s: %s', (status, mailed) => {
    expect(statusChangeIsMailed(status)).toBe(mailed);
  });
});
