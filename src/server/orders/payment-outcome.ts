/** How a charge's outcome is kept (a payment attempt row) and told (PAYMENT_DECLINED), for orders and their 3-D Secure step. */
import type { DateTime } from 'luxon';
import type { Locale } from '../i18n/localize';
import { orderMessage } from '../i18n/order-messages';
import type { ChargeResult } from '../payments/payment-gateway';
import { OrderError } from './order-error';

/** A payment attempt's row; `now` is the server's clock (STORE_NOW when set), else the database's time. */
export function attemptRow(
  companyId: string,
  orderKey: string,
  orderId: string | null,
  method: string,
  charge: ChargeResult,
  amountCents: number,
  now?: DateTime,
) {
  return {
    ...(now ? { createdAt: now.toJSDate() } : {}),
    companyId,
    orderKey,
    orderId,
    method,
    gateway: charge.gateway,
    status: charge.status,
    declineCode: charge.status === 'DECLINED' ? charge.declineCode : null,
    reference: charge.reference,
    amountCents,
  };
}

export function declinedError(result: Extract<ChargeResult, { status: 'DECLINED' }>, locale: Locale): OrderError {
  const text = orderMessage(result.declineCode === 'PROCESSING_ERROR' ? 'PAYMENT_RETRY' : 'PAYMENT_DECLINED', locale);
  return new OrderError('PAYMENT_DECLINED', text, { declineCode: result.declineCode, retryable: result.retryable });
}
