import type { OrderPaymentView } from './order-view';

/**
 * Whether the order waits for the shopper to pay: placed, not confirmed (confirming means the company saw the money),
 * with a PIX code, a link or a transfer reference to act on.
 */
export const paymentAwaitsShopper = (status: string, payment: OrderPaymentView): boolean =>
  status === 'PLACED' &&
  payment.status === 'PENDING' &&
  !!(payment.pixCopyPaste || payment.pixQrCodeSvg || payment.linkUrl || payment.bankTransferReference);
