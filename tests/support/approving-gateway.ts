/**
 * A payment gateway stand-in that authorises every charge and every refund (the processor is outside this machine):
 * for server tests whose subject is not the payment.
 */
import type { PaymentGateway } from '@/src/server/payments/payment-gateway';

export const approvingGateway: PaymentGateway = {
  async charge() {
    return { status: 'AUTHORIZED', gateway: 'stand-in', reference: `ref-${crypto.randomUUID()}` };
  },
  async refund() {
    return true;
  },
};
