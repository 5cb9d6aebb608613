/**
 * Whether the status page leads with the payment to make (issue 17, point 6): a placed order whose PIX, link or
 * transfer is not paid; never once the company confirmed it (it saw the money), a card, or a cancelled payment.
 */
import { describe, expect, it } from 'vitest';
import { paymentAwaitsShopper } from '@/src/features/orders/payment-action';
import type { OrderPaymentView } from '@/src/features/orders/order-view';

const payment = (over: Partial<OrderPaymentView>): OrderPaymentView => ({
  method: 'PIX',
  status: 'PENDING',
  pixCopyPaste: '000201…',
  pixQrCodeSvg: '<svg/>',
  pixExpiresAt: null,
  declineReason: null,
  bankTransferReference: null,
  linkUrl: null,
  expiresAt: null,
  changeFor: null,
  ...over,
});

describe('paymentAwaitsShopper', () => {
  it('a placed order with a PIX, a link or a transfer to pay', () => {
    expect(paymentAwaitsShopper('PLACED', payment({}))).toBe(true);
    expect(
      paymentAwaitsShopper(
        'PLACED',
        payment({ method: 'LINK', pixCopyPaste: null, pixQrCodeSvg: null, linkUrl: 'https://pay' }),
      ),
    ).toBe(true);
    expect(
      paymentAwaitsShopper(
        'PLACED',
        payment({ method: 'BANK_TRANSFER', pixCopyPaste: null, pixQrCodeSvg: null, bankTransferReference: 'REF 1' }),
      ),
    ).toBe(true);
  });
  it('not once confirmed, paid, by card, or with nothing to act on', () => {
    expect(paymentAwaitsShopper('CONFIRMED', payment({}))).toBe(false);
    expect(paymentAwaitsShopper('PLACED', payment({ status: 'PAID' }))).toBe(false);
    expect(
      paymentAwaitsShopper(
        'PLACED',
        payment({ method: 'STRIPE', status: 'AUTHORIZED', pixCopyPaste: null, pixQrCodeSvg: null }),
      ),
    ).toBe(false);
    expect(paymentAwaitsShopper('PLACED', payment({ pixCopyPaste: null, pixQrCodeSvg: null }))).toBe(false);
  });
});
