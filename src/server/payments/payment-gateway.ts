/**
 * The payment-gateway interface the order service charges through; `paymentGateway()` in gateways.ts routes each
 * method to its adapter: `sandbox` (test cards, the default), `stripe` (when STRIPE_SECRET_KEY is set), `pix` (a
 * static BR Code for the total), `link`, `bank-transfer` and `in-person` (POSP_*, CASH: nothing captured online).
 * A card number never reaches this interface: the browser exchanges it for a token first, and only the token
 * travels.
 */

import type { PaymentMethodCode } from '../../domain/payments/methods';
import type { DbOrTx } from '../db/engine';

// The method lists live in src/domain/payments/methods.ts (the checkout and the accepted-methods rule use them too).
export { CARD_METHODS, IN_PERSON_METHODS, ONLINE_METHODS, type PaymentMethodCode } from '../../domain/payments/methods';

export interface ChargeRequest {
  /** Our order id and readable number (the gateway's description and idempotency). */
  orderId: string;
  orderNumber: string;
  companyId: string;
  amountCents: number;
  method: PaymentMethodCode;
  /** Card methods: the token the browser got for the card; never the number. */
  cardToken?: string | null;
  /** The catalogue payment method's `ref` (PIX key, bank account owner). */
  ref?: { accountOwner?: string | null; key?: string | null; type?: string | null } | null;
  merchantName: string;
  merchantCity: string;
  /** Marketplace: the company's connected account and the platform's fee, in percent. */
  destinationAccountId?: string | null;
  marketplaceFeePercent?: number | null;
  idempotencyKey: string;
  now: Date;
  /** Extra labels kept with the charge at the processor (Stripe metadata): what the money is for. */
  metadata?: Record<string, string>;
  /**
   * The transaction the charge is part of (createOrder's): a processor that keeps its state in our database (the
   * sandbox's spent tokens) writes through it, so a rolled-back order leaves no trace there.
   */
  db?: DbOrTx;
}

export type DeclineCode =
  'CARD_DECLINED' | 'INSUFFICIENT_FUNDS' | 'EXPIRED_CARD' | 'INVALID_CARD_TOKEN' | 'PROCESSING_ERROR';

export type ChargeResult =
  | { status: 'PAID' | 'AUTHORIZED'; gateway: string; reference: string }
  | {
      status: 'PENDING';
      gateway: string;
      reference: string;
      pix?: { copyPaste: string; qrCodeSvg: string; expiresAt: string };
      bankTransferReference?: string;
      /** BANK_TRANSFER: the receiving account (catalogue `ref`) and the reference to write on the transfer. */
      bankTransfer?: { accountOwner: string | null; key: string | null; type: string | null; reference: string };
      linkUrl?: string;
    }
  /** Nothing to capture online: paid in person, or an order whose total is zero (gateway 'free'). */
  | { status: 'NOT_REQUIRED'; gateway: 'in-person' | 'free'; reference: null }
  /**
   * The card's issuer asks the holder to authenticate (3-D Secure): the browser finishes it with Stripe.js and the
   * client secret, then the server reads the outcome again with `retrieve`. The secret goes to the buyer only and is
   * never stored.
   */
  | { status: 'REQUIRES_ACTION'; gateway: string; reference: string; clientSecret: string }
  | { status: 'DECLINED'; gateway: string; reference: string | null; declineCode: DeclineCode; retryable: boolean };

/** A charge as the processor knows it now: its result, the amount and the labels it was made with. */
export interface ChargeState {
  result: ChargeResult;
  amountCents: number | null;
  metadata: Record<string, string>;
}

export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * The charge's state read again from the processor (after the browser's 3-D Secure step): what the browser says
   * happened is never believed. Only adapters whose charges can wait for the holder have it.
   */
  retrieve?(request: { gateway: string; reference: string }): Promise<ChargeState>;
  /**
   * Calls off a charge still waiting for its holder (an abandoned 3-D Secure), so it can no longer be paid, and
   * answers its state after that; throws when the processor refuses (say, it was paid meanwhile).
   */
  cancel?(request: { gateway: string; reference: string }): Promise<ChargeState>;
  /** Gives the money back (a cancelled paid order); resolves false when there was nothing to refund. */
  refund(request: {
    gateway: string;
    reference: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<boolean>;
}
