/**
 * The quote of a company booking prices the lines the booker will pay with a package credit at 0, as createOrder
 * will (business-credits.ts), so the review's total and `expectedTotal` agree with the order. Whether the company
 * has the credit is createOrder's to decide (BUSINESS_NO_CREDIT); a package line is never priced by credit.
 */
import { withCreditLines } from '../../domain/business/credits';
import type { CartQuote } from '../../domain/orders/cart-quote';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import { parseOrderExtras } from '../orders/order-extras';
import type { OrderInput } from '../orders/order-input';

export function quoteWithCredits(quote: CartQuote, raw: unknown, snap: CompanySnapshot, input: OrderInput): CartQuote {
  const parsed = parseOrderExtras(raw);
  const lines = parsed.ok ? (parsed.extras.business?.lines ?? []) : [];
  const positions = new Set(
    lines.flatMap((line, position) => {
      const item = input.items[position] && snap.catalogue.item(input.items[position].itemId, input.catalogId);
      return line.useCredit && item && !item.record.creditPackage ? [position] : [];
    }),
  );
  return withCreditLines(quote, positions);
}
