/**
 * PIX (PIX, PIX_WITHOUT_PAYMENT_RECEIPT, ZOOP_PIX): a static BR Code for the order's total to the catalogue's
 * PIX key, its QR code as SVG and an expiry. The charge stays PENDING until the company sees the money arrive;
 * nothing can be refunded automatically (a static PIX is returned by the receiver's bank app).
 */
import QRCode from 'qrcode';
import { PAYMENT_WINDOW_MINUTES } from '../../domain/orders/unpaid-orders';
import { buildBrCode, toTxid } from '../../domain/payments/br-code';
import type { ChargeResult, PaymentGateway } from './payment-gateway';

export const PIX_GATEWAY = 'pix';
/** The order's own due time is the same window on the server's clock (src/server/orders/unpaid-expiry.ts). */
export const PIX_EXPIRY_MS = PAYMENT_WINDOW_MINUTES.PIX * 60_000;
const DEFAULT_CITY = 'SAO PAULO';

/** The BR Code as an SVG QR code (medium error correction: it survives a phone screen's glare). */
export function brCodeSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * The code's expiry runs on real time, not the storefront clock: STORE_NOW may freeze the charge's `now` for demos,
 * and the status page counts the expiry down on the shopper's real clock (a frozen past `now` showed "expired" at once).
 */
export function pixGateway({ clock = () => new Date() }: { clock?: () => Date } = {}): PaymentGateway {
  return {
    async charge(request): Promise<ChargeResult> {
      const key = request.ref?.key?.trim();
      if (!key) {
        // The catalogue lists PIX without a key: a set-up mistake the shopper can only get round with another method.
        console.error(`[payments] PIX without a key in the catalogue of company ${request.companyId}`);
        return {
          status: 'DECLINED',
          gateway: PIX_GATEWAY,
          reference: null,
          declineCode: 'PROCESSING_ERROR',
          retryable: false,
        };
      }
      const txid = toTxid(request.orderNumber);
      const copyPaste = buildBrCode({
        key,
        amountCents: request.amountCents,
        merchantName: request.merchantName,
        merchantCity: request.merchantCity?.trim() || DEFAULT_CITY,
        txid,
      });
      const expiresAt = new Date(clock().getTime() + PIX_EXPIRY_MS).toISOString();
      return {
        status: 'PENDING',
        gateway: PIX_GATEWAY,
        reference: `pix_${txid}`,
        pix: { copyPaste, qrCodeSvg: await brCodeSvg(copyPaste), expiresAt },
      };
    },
    async refund() {
      return false;
    },
  };
}
