/**
 * Unpaid orders (docs/decisions.md "Trust: unpaid orders and a verified e-mail"): an order paid by PIX, payment link or bank transfer is placed before the money
 * arrives and holds its stock meanwhile. It must be paid within its method's window, or it is cancelled and its stock
 * given back; and one browser, account or e-mail may hold only a few such orders at once.
 */

/** Minutes an order has to be paid by each method that waits for the money. */
export const PAYMENT_WINDOW_MINUTES = {
  /** The PIX code's own expiry (src/server/payments/pix-gateway.ts shows it counting down). */
  PIX: 30,
  /** A card on a hosted payment page is a matter of minutes; an hour covers a traveller going through security. */
  LINK: 60,
  /** A TED sent on a business day arrives the same day; a day covers one sent the next morning. */
  BANK_TRANSFER: 24 * 60,
} as const;

const WINDOW_OF: Readonly<Record<string, number>> = {
  PIX: PAYMENT_WINDOW_MINUTES.PIX,
  PIX_WITHOUT_PAYMENT_RECEIPT: PAYMENT_WINDOW_MINUTES.PIX,
  ZOOP_PIX: PAYMENT_WINDOW_MINUTES.PIX,
  LINK: PAYMENT_WINDOW_MINUTES.LINK,
  BANK_TRANSFER: PAYMENT_WINDOW_MINUTES.BANK_TRANSFER,
};

/** The methods whose orders wait for the money (and so expire, and count towards the limit). */
export const WAITING_METHODS: readonly string[] = Object.keys(WINDOW_OF);

export const waitsForPayment = (method: string): boolean => method in WINDOW_OF;

/**
 * How many unpaid orders one browser, account or e-mail may hold in a company at once. A traveller's day at the
 * airport is at most a meal, a coffee, the lounge, a locker and a taxi — five orders of five catalogues — so five
 * never stops one, while a script holding stock from one browser is stopped at the sixth.
 */
export const UNPAID_ORDERS_LIMIT = 5;

/** When an order placed at `placedAt` and paid by `method` must be paid by; null when the method does not wait. */
export function paymentDueAt(method: string, placedAt: Date): Date | null {
  const minutes = WINDOW_OF[method];
  return minutes === undefined ? null : new Date(placedAt.getTime() + minutes * 60_000);
}

/** Whether a new order by a waiting method is refused, given how many unpaid orders its buyer already holds. */
export function unpaidLimitReached(method: string, unpaidHeld: number, limit = UNPAID_ORDERS_LIMIT): boolean {
  return waitsForPayment(method) && unpaidHeld >= limit;
}

/** Whether a placed order whose payment is still pending has run out of time at `now`. */
export function paymentExpired(dueAt: Date | null, now: Date): boolean {
  return dueAt !== null && now.getTime() >= dueAt.getTime();
}
