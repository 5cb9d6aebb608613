/**
 * The checkout's data as its steps use it, named after the generated types of its operations (checkout-options,
 * checkout-quote, create-order .graphql) and of the schema's OrderInput.
 */
import type { CustomerInput, OperationWayInput, OrderInput } from '@/src/domain/graphql/schema-types.generated';
import type { CheckoutOptionsQuery } from './checkout-options.generated';
import type { PlacedOrderFragment } from './placed-order.generated';
import type { QuoteSummaryFragment } from '../cart/quote-summary.generated';

export type CheckoutOptions = CheckoutOptionsQuery['checkoutOptions'];
export type CheckoutPaymentMethod = CheckoutOptions['paymentMethods'][number];
/** The quote of the whole order at review: the cart's quote fields (quote-summary.graphql). */
export type ReviewQuote = QuoteSummaryFragment;
export type PlacedOrder = PlacedOrderFragment;
/** The order the checkout sends: an OrderInput that always names the customer and the way of operating. */
export type CheckoutOrderInput = OrderInput & { customer: CustomerInput; operationWay: OperationWayInput };
