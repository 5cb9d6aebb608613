import { describe, expect, it } from 'vitest';
import { refusalPlace } from '@/src/features/checkout/business/business-refusal';

describe('refusalPlace: where a refusal of a company booking is said', () => {
  it.each([
    [
      'BUSINESS_FLIGHT_NUMBER_INVALID',
      'business.lines.1.flightNumber',
      'identificacao',
      'business.lines.1.flightNumber',
    ],
    ['BUSINESS_TIME_INVALID', 'business.lines.0.time', 'identificacao', 'business.lines.0.time'],
    ['BUSINESS_CLIENT_NOT_FOUND', 'business.lines.12.clientId', 'identificacao', 'business.lines.12.client'],
    ['BUSINESS_COST_CENTRE_INVALID', 'business.costCentre', 'pagamento', 'business.costCentre'],
    ['BUSINESS_PURCHASE_ORDER_INVALID', 'business.purchaseOrder', 'pagamento', 'business.purchaseOrder'],
    ['BUSINESS_CREDIT_LIMIT_REACHED', 'business.onAccount', 'pagamento', 'business.onAccount'],
    ['BUSINESS_ACCOUNT_NOT_APPROVED', undefined, 'pagamento', 'business.onAccount'],
    ['BUSINESS_LINES_MISMATCH', 'business.lines', 'identificacao', 'business.lines'],
    ['FORBIDDEN', undefined, 'identificacao', 'business.accountId'],
  ])('%s at %s: on %s, at %s', (code, path, step, at) => {
    expect(refusalPlace(code, path)).toEqual({ step, path: at });
  });

  it.each([
    ['PRICE_CHANGED', undefined],
    ['OPERATION_WAY_REQUIRED', 'operationWay'],
    ['CUSTOMER_PHONE_INVALID', 'customer.phone'],
  ])('%s is not a field of the company form', (code, path) => {
    expect(refusalPlace(code, path)).toBeNull();
  });
});
