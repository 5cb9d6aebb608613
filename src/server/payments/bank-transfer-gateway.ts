/**
 * BANK_TRANSFER: the shopper transfers to the catalogue method's account (`ref`: owner, key, type) writing the
 * order number as the reference; PENDING until the company sees the transfer. `bankTransferReference` is one line
 * to show or copy; `bankTransfer` the same parts apart.
 */
import { toTxid } from '../../domain/payments/br-code';
import type { ChargeResult, PaymentGateway } from './payment-gateway';

export const BANK_TRANSFER_GATEWAY = 'bank-transfer';

export function bankTransferGateway(): PaymentGateway {
  return {
    async charge(request): Promise<ChargeResult> {
      const accountOwner = request.ref?.accountOwner?.trim() || null;
      const key = request.ref?.key?.trim() || null;
      const type = request.ref?.type?.trim() || null;
      const reference = toTxid(request.orderNumber);
      return {
        status: 'PENDING',
        gateway: BANK_TRANSFER_GATEWAY,
        reference: `bt_${reference}`,
        bankTransferReference: [accountOwner, key, request.orderNumber].filter(Boolean).join(' · '),
        bankTransfer: { accountOwner, key, type, reference: request.orderNumber },
      };
    },
    async refund() {
      return false;
    },
  };
}
