import { describe, expect, it } from 'vitest';
import {
  costCentreOk,
  MAX_COST_CENTRE_LENGTH,
  MAX_PURCHASE_ORDER_LENGTH,
  ON_ACCOUNT_METHOD,
  onAccountRefusal,
  purchaseOrderOk,
} from '@/src/domain/business/on-account';

describe('booking on account', () => {
  it('is the payment method ON_ACCOUNT', () => {
    expect(ON_ACCOUNT_METHOD).toBe('ON_ACCOUNT');
  });

  it('needs a cost centre of 1 to 60 characters', () => {
    expect(MAX_COST_CENTRE_LENGTH).toBe(60);
    expect([costCentreOk(''), costCentreOk('C'), costCentreOk('x'.repeat(60)), costCentreOk('x'.repeat(61))]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('takes no purchase order or one of up to 60 characters', () => {
    expect(MAX_PURCHASE_ORDER_LENGTH).toBe(60);
    expect([purchaseOrderOk(''), purchaseOrderOk('x'.repeat(60)), purchaseOrderOk('x'.repeat(61))]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('refuses an account that is missing or not approved, and an order past the limit', () => {
    expect(onAccountRefusal(undefined, 0, 1)).toBe('BUSINESS_ACCOUNT_NOT_APPROVED');
    expect(onAccountRefusal({ status: 'pending', limitCents: 1000 }, 0, 1)).toBe('BUSINESS_ACCOUNT_NOT_APPROVED');
    expect(onAccountRefusal({ status: 'approved', limitCents: 1000 }, 0, 1000)).toBeNull();
    expect(onAccountRefusal({ status: 'approved', limitCents: 1000 }, 1, 1000)).toBe('BUSINESS_CREDIT_LIMIT_REACHED');
  });
});
