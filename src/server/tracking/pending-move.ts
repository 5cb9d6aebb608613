/**
 * A late move waiting for its fee (issue 15, point 4): with PIX, a bank transfer or a payment link the fee is not
 * paid when the shopper asks, so the booking keeps its slot and the request is kept on the order's payment as
 * `pendingMove` — the slot asked for, the fee and what to pay it with. The company confirming the money
 * (confirm-reschedule-fee.ts) makes the move; a later request replaces it (one pending move per booking, and the
 * fee, 25% of the total, is the same whichever slot it moves to).
 */
import type { ChargeResult } from '../payments/payment-gateway';

export interface PendingMove {
  amountCents: number;
  /** The booked start when it was asked, and the slot asked for (ISO, the catalogue's zone). */
  from: string;
  to: string;
  /** When it was asked: the notice the shopper gave. */
  at: string;
  method: string;
  gateway: string;
  reference: string | null;
  status: 'PENDING';
  pixCopyPaste?: string;
  pixQrCodeSvg?: string;
  pixExpiresAt?: string;
  bankTransferReference?: string;
  linkUrl?: string;
}

/** The pending move of a stored payment, if it holds one. */
export function pendingMoveOf(payment: Record<string, unknown> | null | undefined): PendingMove | null {
  const move = payment?.pendingMove as PendingMove | undefined;
  return move && typeof move === 'object' && typeof move.to === 'string' && typeof move.amountCents === 'number'
    ? move
    : null;
}

export function pendingMove(c: {
  amountCents: number;
  from: string;
  to: string;
  at: string;
  method: string;
  charge: Extract<ChargeResult, { status: 'PENDING' }>;
}): PendingMove {
  const { charge } = c;
  return {
    amountCents: c.amountCents,
    from: c.from,
    to: c.to,
    at: c.at,
    method: c.method,
    gateway: charge.gateway,
    reference: charge.reference,
    status: 'PENDING',
    ...(charge.pix
      ? { pixCopyPaste: charge.pix.copyPaste, pixQrCodeSvg: charge.pix.qrCodeSvg, pixExpiresAt: charge.pix.expiresAt }
      : {}),
    ...(charge.bankTransferReference ? { bankTransferReference: charge.bankTransferReference } : {}),
    ...(charge.linkUrl ? { linkUrl: charge.linkUrl } : {}),
  };
}

/** The payment without its pending move (once made, or replaced). */
export function withoutPendingMove<P extends Record<string, unknown>>(payment: P): P {
  const { pendingMove: _done, ...rest } = payment;
  return rest as P;
}
