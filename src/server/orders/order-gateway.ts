/**
 * The payment gateway the order resolvers charge through. The service takes it as a dependency; this module
 * picks the process's one (tests put a stand-in in its place with `useOrderPaymentGateway`).
 */
import type { PaymentGateway } from '../payments/payment-gateway';

/** Until an adapter answers, online methods cannot be charged: a retryable processing error, never a charge. */
const noOnlineGateway: PaymentGateway = {
  async charge() {
    return { status: 'DECLINED', gateway: 'none', reference: null, declineCode: 'PROCESSING_ERROR', retryable: true };
  },
  async refund() {
    return false;
  },
};

let chosen: PaymentGateway | null = null;

export function orderPaymentGateway(): PaymentGateway {
  return chosen ?? noOnlineGateway;
}

/** Replaces the gateway (tests); null goes back to the default. */
export function useOrderPaymentGateway(gateway: PaymentGateway | null): void {
  chosen = gateway;
}
