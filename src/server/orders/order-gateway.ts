/**
 * The payment gateway the order resolvers charge through: the payments router (src/server/payments/gateways.ts:
 * sandbox or Stripe for cards, PIX, link, bank transfer, in-person), built once per process. The order service
 * takes it as a dependency; tests may put a stand-in in its place with `useOrderPaymentGateway`.
 */
import { paymentGateway } from '../payments/gateways';
import type { PaymentGateway } from '../payments/payment-gateway';

let router: PaymentGateway | null = null;
let chosen: PaymentGateway | null = null;

export function orderPaymentGateway(): PaymentGateway {
  return chosen ?? (router ??= paymentGateway());
}

/** Replaces the gateway (tests); null goes back to the router. */
export function useOrderPaymentGateway(gateway: PaymentGateway | null): void {
  chosen = gateway;
}
