/** Change for cash (docs/business-rules.md "Cash and change"): at least the total, only for cash. */
import { describe, expect, it } from 'vitest';
import { checkCashChange } from '@/src/domain/payments/cash-change';

describe('checkCashChange', () => {
  it('takes an amount equal to or above the total, and says the change', () => {
    expect(checkCashChange('CASH', 5000, 1940)).toEqual({ ok: true, changeForCents: 5000, changeCents: 3060 });
    expect(checkCashChange('CASH', 1940, 1940)).toEqual({ ok: true, changeForCents: 1940, changeCents: 0 });
  });

  it('refuses an amount below the total, naming the total', () => {
    expect(checkCashChange('CASH', 1939, 1940)).toEqual({ ok: false, code: 'CHANGE_BELOW_TOTAL', totalCents: 1940 });
    expect(checkCashChange('CASH', 1000, 1940)).toMatchObject({ ok: false });
  });

  it('needs no change when none is said, and never for another method', () => {
    for (const none of [null, undefined, 0, -5])
      expect(checkCashChange('CASH', none, 1940)).toEqual({ ok: true, changeForCents: null, changeCents: 0 });
    expect(checkCashChange('PIX', 1000, 1940)).toEqual({ ok: true, changeForCents: null, changeCents: 0 });
    expect(checkCashChange('POSP_DEBIT', 5000, 1940)).toEqual({ ok: true, changeForCents: null, changeCents: 0 });
  });
});
