/**
 * The signature of a voucher code (docs/business-rules.md "Vouchers"): an HMAC-SHA256 of the company and the
 * payload with the server secret, its first 16 hex digits upper-cased. Every instance shares the secret, so any
 * of them recognises a code another issued; a code whose signature differs was forged or mistyped.
 */
import { createHmac } from 'node:crypto';
import { parseVoucherCode, sameSignature, voucherCode, voucherPayload } from '@/src/domain/orders/vouchers';
import { serverSecret } from '../identity/server-secret';

const SIGNATURE_HEX_DIGITS = 16;

export function voucherSignature(companySlug: string, payload: string, secret: string = serverSecret()): string {
  return createHmac('sha256', `voucher:${secret}`)
    .update(`${companySlug}:${payload}`)
    .digest('hex')
    .slice(0, SIGNATURE_HEX_DIGITS)
    .toUpperCase();
}

export function signedVoucherCode(companySlug: string, orderNumber: string, line: number, secret?: string): string {
  const payload = voucherPayload(orderNumber, line);
  return voucherCode(payload, voucherSignature(companySlug, payload, secret));
}

/** The order number and line of a genuine code of this company; null for a forged or malformed one. */
export function verifyVoucherCode(
  companySlug: string,
  code: string,
  secret?: string,
): { orderNumber: string; line: number } | null {
  const parsed = parseVoucherCode(code);
  if (!parsed) return null;
  if (!sameSignature(parsed.signature, voucherSignature(companySlug, parsed.payload, secret))) return null;
  return { orderNumber: parsed.orderNumber, line: parsed.line };
}
