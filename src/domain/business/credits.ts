/**
 * Package credits of a business account (issue 18, point 5; docs/notes-bizcredits.md "Package credits"). A package
 * bought for a company gives it `credits` bookings of the package's items, valid `validMonths` from the purchase. A
 * booked line may be paid with one credit instead of money: the credit is taken from the usable grant covering the
 * item that expires first (first expiring, first used), never below zero. What remains of a grant at its expiry is
 * expired. Pure: the clock is a parameter.
 */
import { DateTime } from 'luxon';
import { freeMoveUntil } from '../orders/booking-free-until';
import type { CartQuote } from '../orders/cart-quote';

export type CreditRefusal = 'BUSINESS_NO_CREDIT' | 'BUSINESS_CREDIT_EXPIRED';

export interface CreditGrant {
  id: string;
  packageItemId: string;
  packageName: string;
  coveredItemIds: readonly string[];
  credits: number;
  remaining: number;
  expiresAt: Date;
  boughtAt: Date;
  /** The package's order was cancelled: its credits went with it. */
  voided: boolean;
  /** The package's payment has arrived (paid, nothing to pay, or on account): its credits may be used. */
  settled: boolean;
}

/** When a package bought at `boughtAt` expires: the same instant `validMonths` later (a month's end stays its end). */
export function creditExpiry(boughtAt: Date, validMonths: number, zone = 'America/Sao_Paulo'): Date {
  return DateTime.fromJSDate(boughtAt, { zone }).plus({ months: validMonths }).toJSDate();
}

/** Expired from the instant of its expiry on. */
export const isExpired = (grant: Pick<CreditGrant, 'expiresAt'>, now: Date): boolean => +now >= +grant.expiresAt;

const usable = (grant: CreditGrant, now: Date) => grant.settled && !grant.voided && !isExpired(grant, now);

/**
 * The grant each credit line takes, in the lines' order, earliest expiry first (then oldest purchase). A line whose
 * item no usable grant covers is refused: BUSINESS_CREDIT_EXPIRED when only an expired grant with credits left
 * covers it (the buyer had credits, they lapsed), BUSINESS_NO_CREDIT otherwise.
 */
export function chooseCredits(
  grants: readonly CreditGrant[],
  itemIds: readonly string[],
  now: Date,
): { ok: true; grantIds: string[] } | { ok: false; code: CreditRefusal; index: number } {
  const left = new Map(grants.map((g) => [g.id, g.remaining]));
  const order = [...grants].sort((a, b) => +a.expiresAt - +b.expiresAt || +a.boughtAt - +b.boughtAt);
  const grantIds: string[] = [];
  for (const [index, itemId] of itemIds.entries()) {
    const covering = order.filter((g) => g.coveredItemIds.includes(itemId));
    const pick = covering.find((g) => usable(g, now) && (left.get(g.id) ?? 0) > 0);
    if (!pick) {
      const lapsed = covering.some((g) => g.settled && !g.voided && isExpired(g, now) && g.remaining > 0);
      return { ok: false, code: lapsed ? 'BUSINESS_CREDIT_EXPIRED' : 'BUSINESS_NO_CREDIT', index };
    }
    left.set(pick.id, left.get(pick.id)! - 1);
    grantIds.push(pick.id);
  }
  return { ok: true, grantIds };
}

export interface CreditBalance {
  packageItemId: string;
  packageName: string;
  coveredItemIds: string[];
  /** Credits that may be used now. */
  remaining: number;
  /** When the first of them expires; null when none remain. */
  nextExpiry: Date | null;
  /** Bought but not usable yet: the package's payment has not arrived. */
  awaitingPayment: number;
}

/** The balance per package (item) with this merchant: usable credits and the first expiry among them. */
export function creditBalances(grants: readonly CreditGrant[], now: Date): CreditBalance[] {
  const byPackage = new Map<string, CreditBalance>();
  for (const grant of grants) {
    if (grant.voided) continue;
    const balance = byPackage.get(grant.packageItemId) ?? {
      packageItemId: grant.packageItemId,
      packageName: grant.packageName,
      coveredItemIds: [],
      remaining: 0,
      nextExpiry: null,
      awaitingPayment: 0,
    };
    for (const id of grant.coveredItemIds) if (!balance.coveredItemIds.includes(id)) balance.coveredItemIds.push(id);
    if (!isExpired(grant, now) && grant.remaining > 0) {
      if (grant.settled) {
        balance.remaining += grant.remaining;
        if (!balance.nextExpiry || +grant.expiresAt < +balance.nextExpiry) balance.nextExpiry = grant.expiresAt;
      } else balance.awaitingPayment += grant.remaining;
    }
    byPackage.set(grant.packageItemId, balance);
  }
  return [...byPackage.values()];
}

export type CreditEventKind = 'bought' | 'used' | 'returned' | 'voided' | 'expired';

export interface CreditMovement {
  grantId: string;
  kind: Exclude<CreditEventKind, 'expired'>;
  quantity: number;
  at: Date;
  orderId: string | null;
  seq: number;
}

export interface CreditEvent {
  kind: CreditEventKind;
  /** Signed change of the balance. */
  quantity: number;
  at: Date;
  grantId: string;
  packageName: string;
  orderId: string | null;
}

/**
 * The history, newest first: every movement, and for each grant already expired with credits left an `expired`
 * event at its expiry, for what remained (so bought − used + returned − voided − expired is 0 once it expired).
 */
export function creditHistory(
  grants: readonly CreditGrant[],
  movements: readonly CreditMovement[],
  now: Date,
): CreditEvent[] {
  const names = new Map(grants.map((g) => [g.id, g.packageName]));
  const events: (CreditEvent & { seq: number })[] = movements.map((m) => ({
    kind: m.kind,
    quantity: m.quantity,
    at: m.at,
    grantId: m.grantId,
    packageName: names.get(m.grantId) ?? '',
    orderId: m.orderId,
    seq: m.seq,
  }));
  for (const grant of grants) {
    if (grant.voided || !isExpired(grant, now) || grant.remaining === 0) continue;
    events.push({
      kind: 'expired',
      quantity: -grant.remaining,
      at: grant.expiresAt,
      grantId: grant.id,
      packageName: grant.packageName,
      orderId: null,
      seq: Number.MAX_SAFE_INTEGER,
    });
  }
  return events.sort((a, b) => +b.at - +a.at || b.seq - a.seq).map(({ seq: _seq, ...event }) => event);
}

/**
 * Whether a credit comes back when its booking is cancelled at `cancelledAt`: until the booking's free-until (the
 * notice hospitality asks, 24 working hours before the booked time, or the 30 minutes after booking), as a paid
 * booking cancelled then would be free to move. Later, the credit is spent as a late cancellation's money would be.
 */
export function creditReturns(
  line: { time: string; placedAt: Date },
  cancelledAt: Date,
  zone = 'America/Sao_Paulo',
): boolean {
  const until = freeMoveUntil({ kind: 'HOSPITALITY', start: line.time, placedAt: line.placedAt.getTime(), zone });
  return +cancelledAt <= +until;
}

/**
 * The quote with the lines at `positions` paid by credit: their price is 0, the subtotal drops by what they cost,
 * and a coupon's discount never exceeds what is left to pay.
 */
export function withCreditLines(quote: CartQuote, positions: ReadonlySet<number>): CartQuote {
  if (positions.size === 0) return quote;
  const lines = quote.lines.map((line, index) => (positions.has(index) ? { ...line, unitPrice: 0, total: 0 } : line));
  const covered = quote.lines.reduce((sum, line, index) => sum + (positions.has(index) ? line.total : 0), 0);
  const subtotal = quote.subtotal - covered;
  const discount = Math.min(quote.discount, subtotal);
  return { ...quote, lines, subtotal, discount, total: subtotal - discount + quote.deliveryFee };
}
