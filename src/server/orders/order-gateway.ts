/**
 * The payment gateway the order resolvers charge through. The service takes it as a dependency; this module
 * picks the process's one (tests put a stand-in in its place with `useOrderPaymentGateway`).
 */
import { paymentGateway } from '../payments/gateways';
import type { PaymentGateway } from '../payments/payment-gateway';

let chosen: PaymentGateway | null = null;
let router: PaymentGateway | null = null;

/** The payments router (src/server/payments/gateways.ts: sandbox or Stripe cards, PIX, link, transfer, in person). */
export function orderPaymentGateway(): PaymentGateway {
  return chosen ?? (router ??= paymentGateway());
}

/** Replaces the gateway (tests); null goes back to the default. */
export function useOrderPaymentGateway(gateway: PaymentGateway | null): void {
  chosen = gateway;
}
