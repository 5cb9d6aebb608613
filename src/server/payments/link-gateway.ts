/**
 * LINK: the shopper pays through a payment link. The company's own link is the catalogue method's `ref.key` when
 * it is an http(s) URL; otherwise (the sandbox) an informative URL on the reserved example.com domain that
 * names the order and the amount, so nobody mistakes it for a real payment page. PENDING until the company
 * confirms the payment.
 */
import { formatBrCodeAmount, toTxid } from '../../domain/payments/br-code';
import type { ChargeResult, PaymentGateway } from './payment-gateway';

export const LINK_GATEWAY = 'link';
export const SANDBOX_LINK_BASE = 'https://sandbox-payment-link.example.com/pay';

function companyLink(key: string | null | undefined): string | null {
  try {
    const url = new URL(key?.trim() ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function linkGateway(): PaymentGateway {
  return {
    async charge(request): Promise<ChargeResult> {
      const txid = toTxid(request.orderNumber);
      const linkUrl =
        companyLink(request.ref?.key) ??
        `${SANDBOX_LINK_BASE}?${new URLSearchParams([
          ['order', request.orderNumber],
          ['amount', formatBrCodeAmount(request.amountCents)],
          ['currency', 'BRL'],
        ])}`;
      return { status: 'PENDING', gateway: LINK_GATEWAY, reference: `link_${txid}`, linkUrl };
    },
    async refund() {
      return false;
    },
  };
}
