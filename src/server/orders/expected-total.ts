/**
 * The shopper is never charged more than the total they approved (shared/CONTRACT.md "Orders"): createOrder takes
 * the total the review showed (`expectedTotal`, reais) and refuses with PRICE_CHANGED, and the server's new total
 * in `extensions`, whenever its own total differs — a coupon that expired between review and order, a promo that
 * ended, a fee that changed. Any difference refuses, a lower total too: the review then shows the new total to
 * approve, and the shopper orders again with it. An order sent without `expectedTotal` is not checked (older
 * clients and scripts; the checkout always sends it).
 */
import type { CartQuote } from '../../domain/orders/cart-quote';
import { formatBRL } from '../../domain/brazil/format';
import { centsToReais, reaisToCents } from '../../domain/pricing/money';
import type { Locale } from '../i18n/localize';
import { orderMessage } from '../i18n/order-messages';
import { OrderError } from './order-error';

export function refuseChangedTotal(
  expectedTotal: number | null | undefined,
  quote: Pick<CartQuote, 'subtotal' | 'discount' | 'deliveryFee' | 'total'>,
  locale: Locale,
): void {
  if (expectedTotal === null || expectedTotal === undefined) return;
  if (reaisToCents(expectedTotal) === quote.total) return;
  const newTotal = centsToReais(quote.total);
  throw new OrderError(
    'PRICE_CHANGED',
    orderMessage('PRICE_CHANGED', locale).replace('{total}', formatBRL(quote.total)),
    {
      expectedTotal,
      newTotal,
      quote: {
        subtotal: centsToReais(quote.subtotal),
        discount: centsToReais(quote.discount),
        deliveryFee: centsToReais(quote.deliveryFee),
        total: newTotal,
      },
    },
  );
}
