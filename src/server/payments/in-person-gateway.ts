/** In-person methods (POSP_*, CASH): paid at the counter or to the courier, so nothing is captured online. */
import type { ChargeResult, PaymentGateway } from './payment-gateway';

export function inPersonGateway(): PaymentGateway {
  return {
    async charge(): Promise<ChargeResult> {
      return { status: 'NOT_REQUIRED', gateway: 'in-person', reference: null };
    },
    // Money taken in person is given back in person.
    async refund() {
      return false;
    },
  };
}
