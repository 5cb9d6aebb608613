import type { OrderPaymentView } from './order-view';

/** Whether the order waits for the shopper to pay: a PIX code, a link or a transfer reference to act on. */
export const paymentAwaitsShopper = (payment: OrderPaymentView): boolean =>
  payment.status === 'PENDING' &&
  !!(payment.pixCopyPaste || payment.pixQrCodeSvg || payment.linkUrl || payment.bankTransferReference);
