/**
 * createOrder (docs/interfaces.md "Orders"): the order aggregate's one way in.
 *
 * 1. The same (company, idempotency key) answers the order it already made, for the same request from the same
 *    buyer only (repeated-key.ts).
 * 2. Prices again with the quote (the browser's prices, totals and status are never read) and refuses with the
 *    quote's problem codes, or PRICE_CHANGED when the total differs from the one the shopper approved
 *    (expected-total.ts); checks the buyer (buyer-identity.ts: sign-in and a verified e-mail where required, a
 *    guest's client id) and the payment method (a zero total needs none and is charged nothing: payment-choice.ts).
 * 3. One transaction: the order with its lines (names and unit prices as bought) and first status event, the
 *    stock taken atomically, the charge. A declined charge rolls all of it back — the stock returns — and only
 *    the attempt is kept. Two requests racing with one key: the loser's insert hits the unique index, rolls
 *    back, and it answers the winner's order.
 * 4. After commit: the change is published (live views) and the confirmation mail sent.
 * 5. Refused for want of stock: orders holding it in an abandoned 3-D Secure check are settled
 *    (order-payment-sweep.ts), overdue unpaid ones expired (unpaid-expiry.ts), and, if any was, the order is tried
 *    once more. An order by PIX, link or transfer gets its due time, and its buyer may hold only a few
 *    (unpaid-limit.ts).
 */
import { randomInt as cryptoRandomInt } from 'node:crypto';
import { storedCashChange } from './cash-change';
import { eq } from 'drizzle-orm';
import { minorOrderRefusal } from '../../domain/accounts/age';
import type { DateTime } from 'luxon';
import type { CartQuote } from '../../domain/orders/cart-quote';
import { quotedInterval } from '../../domain/orders/line-interval';
import { newOrderNumber } from '../../domain/orders/order-number';
import type { OrderOperationWay } from '../../domain/orders/order-types';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { ReadCatalog } from '../catalog/read-model';
import type { Tx } from '../db/engine';
import {
  orderLines,
  orders,
  orderStatusEvents,
  paymentAttempts,
  userComplements,
  type StoredOrderPayment,
} from '../db/schema';
import { problemMessage } from '../i18n/problem-messages';
import { orderMessage } from '../i18n/order-messages';
import type { Locale } from '../i18n/localize';
import type { ChargeResult, PaymentGateway, PaymentMethodCode } from '../payments/payment-gateway';
import { IN_PERSON_METHODS } from '../payments/payment-gateway';
import type { Caller } from './order-access';
import { OrderError, isUniqueViolation } from './order-error';
import type { OrderExtras } from './order-extras';
import { IDEMPOTENCY_KEY } from './order-extras';
import type { OrderInput } from './order-input';
import { findByIdempotencyKey, loadOrder, type OrderRecord } from './order-record';
import { publishOrderChange } from './order-events';
import { sendOrderMail } from './order-mail';
import { withPaymentAction } from './order-payment-action';
import { settleAbandonedPayments } from './order-payment-sweep';
import { attemptRow, declinedError } from './payment-outcome';
import { choosePaymentMethod, type OrderPaymentEntry } from './payment-choice';
import { refuseChangedTotal } from './expected-total';
import { answerRepeatedKey, requestHash } from './repeated-key';
import { quoteOrderNow } from './quote-service';
import { requireOrderWay, storedOrderWay } from './order-way-check';
import { checkServiceCart } from './service-cart-check';
import { takeStock, unitsByItem } from './stock';
import type { OrderDeps } from './order-deps';
import { checkBuyer } from './buyer-identity';
import { orderCustomer, refuseBadCustomer } from './customer-check';
import { expireUnpaidOrders, markPaymentDue } from './unpaid-expiry';
import { holdUnpaidSlot } from './unpaid-limit';
import { notifyBusinessClients } from '../messaging/business-client-notices';
import { ON_ACCOUNT_METHOD } from '../../domain/business/on-account';
import {
  planBusinessBooking,
  refuseOnAccount,
  storeBusinessBooking,
  type BusinessBookingPlan,
} from '../business/business-booking';
import { creditContext, settleBusinessCredits, withBusinessCredits } from '../business/business-credits';
import { exportBookingNfe } from '../business/nfe-export';

export interface CreateOrderRequest {
  snap: CompanySnapshot;
  input: OrderInput;
  extras: OrderExtras;
  idempotencyKey: string;
  caller: Caller;
  locale: Locale;
  now: DateTime;
}

/** Quote problems that refuse an order. Coupon problems do not: the order goes on without the discount. */
const NON_BLOCKING = new Set([
  'COUPON_NOT_FOUND',
  'COUPON_NOT_APPLICABLE',
  'COUPONS_DISABLED',
  'COUPON_MINIMUM_NOT_MET',
  'COUPON_EXPIRED',
]);
/** The codes a storefront reads first when several problems come at once. */
const FIRST = ['CLOSED_COMPANY', 'PRODUCT_OUT_OF_STOCK'];

class Declined extends Error {
  constructor(readonly result: Extract<ChargeResult, { status: 'DECLINED' }>) {
    super('declined');
  }
}

export async function createOrder(deps: OrderDeps, request: CreateOrderRequest): Promise<OrderRecord> {
  try {
    return await placeOrder(deps, request);
  } catch (error) {
    if (!(error instanceof OrderError) || error.code !== 'PRODUCT_OUT_OF_STOCK') throw error;
    // The stock may be held by orders whose 3-D Secure was abandoned or whose payment is overdue: settle them, and
    // try once more if any was.
    const freed =
      (await settleAbandonedPayments(deps, request.snap, { now: request.now })) +
      (await expireUnpaidOrders(deps, { now: request.now, snap: request.snap }));
    if (freed === 0) throw error;
    return placeOrder(deps, request);
  }
}

async function placeOrder(deps: OrderDeps, sentRequest: CreateOrderRequest): Promise<OrderRecord> {
  const { db } = deps;
  let request = sentRequest;
  const { snap, caller, locale } = request;
  const key = request.idempotencyKey.trim();
  if (!IDEMPOTENCY_KEY.test(key))
    throw new OrderError('BAD_USER_INPUT', orderMessage('INVALID_IDEMPOTENCY_KEY', locale));

  const hashed: OrderInput = request.extras.business
    ? Object.assign({ business: request.extras.business }, request.input)
    : request.input;
  const hash = requestHash(hashed);
  const existing = await findByIdempotencyKey(db, snap.companyId, key);
  if (existing) return withPaymentAction(deps.gateway, answerRepeatedKey(existing, caller, hash, locale));

  // For a business account: the member, its clients and their details checked; the account's CNPJ is the document.
  const business: BusinessBookingPlan | null = request.extras.business
    ? await planBusinessBooking(db, { sent: request.extras.business, ...request })
    : null;
  if (business) request = { ...request, input: { ...request.input, customer: business.customer } };
  const { input } = request;

  const catalog = snap.catalogue.catalog(input.catalogId);
  if (!catalog) throw new OrderError('CATALOG_NOT_FOUND', 'Catalog not found');
  requireOrderWay(input, locale);
  refuseBadCustomer(input.customer, locale);
  // A business booking names each client on its own line (one package per client), structured.
  if (!business) checkServiceCart(snap, catalog, input, request.extras, locale);
  checkBuyer(snap, catalog, caller, locale);
  // The age comes from the stored profile, never from the browser; a profile without a birth date is not refused
  // here (the storefront's age confirmation covers it: docs/decisions.md).
  if (caller.viewer && (catalog.record.prohibitedForMinors || snap.doc.company.prohibitedForMinors)) {
    const [complement] = await db
      .select({ dateOfBirth: userComplements.dateOfBirth })
      .from(userComplements)
      .where(eq(userComplements.userId, caller.viewer.userId));
    const refusal = minorOrderRefusal(
      { prohibitedForMinors: true, dateOfBirth: complement?.dateOfBirth },
      request.now.toJSDate(),
      catalog.record.timezone ?? undefined,
    );
    if (refusal) throw new OrderError(refusal, orderMessage(refusal, locale));
  }

  const quoted = await quoteOrderNow(db, snap, input, request.now, { bookingPerLine: !!business });
  if (!quoted.ok) throw new OrderError(quoted.code, 'Catalog not found');
  // Lines paid with a company's package credit cost nothing (business-credits.ts takes the credits below).
  const quote = withBusinessCredits(quoted.quote, business);
  const blocking = quote.problems.filter((p) => !NON_BLOCKING.has(p.code));
  if (blocking.length > 0) throw problemError(blocking, locale);
  const couponApplied = quote.discount > 0 && !quote.problems.some((p) => NON_BLOCKING.has(p.code));
  refuseChangedTotal(input.expectedTotal, quote, locale);

  const choice = business?.onAccount
    ? ({ ok: true, entry: { _id: null, method: ON_ACCOUNT_METHOD } } as const)
    : choosePaymentMethod(catalog, input, quote.total);
  if (!choice.ok) throw new OrderError(choice.code, orderMessage(choice.code, locale));
  const { entry } = choice;
  const method = entry.method as PaymentMethodCode;

  const units = unitsByItem(quote.lines);
  const randomInt = deps.randomInt ?? cryptoRandomInt;
  let orderId: string;
  let action: { clientSecret: string } | undefined;
  try {
    orderId = await db.transaction(async (tx) => {
      // A zero total waits for no payment, whatever method was chosen: it holds no unpaid place.
      await holdUnpaidSlot(tx, {
        companyId: snap.companyId,
        caller,
        email: input.customer?.email,
        method: quote.total > 0 ? method : 'NONE',
        now: request.now,
        locale,
      });
      if (business) await refuseOnAccount(tx, business, snap.companyId, quote.total, locale);
      const { id, number } = await insertOrder(tx, request, catalog, quote, {
        key,
        hash,
        couponApplied,
        method,
        methodId: entry._id,
        randomInt,
      });
      if (business) await storeBusinessBooking(tx, business, id);
      if (business) await settleBusinessCredits(tx, business, { ...creditContext(request, catalog), orderId: id });
      const stock = await takeStock(tx, snap.companyId, units);
      if (!stock.ok) throw problemError([{ code: stock.code, itemId: stock.itemId }], locale);
      // On account ("faturado"): nothing is charged now; the month's statement bills it.
      const charge: ChargeResult =
        business?.onAccount && quote.total > 0
          ? { status: 'PENDING', gateway: 'on-account', reference: `account:${business.accountId}` }
          : await chargeOrder(deps.gateway, {
              tx,
              request,
              catalog,
              entry,
              method,
              orderId: id,
              orderNumber: number,
              key,
              totalCents: quote.total,
            });
      if (charge.status === 'DECLINED') throw new Declined(charge);
      // 3-D Secure: the order keeps its stock while the holder authenticates; confirmOrderPayment settles it.
      if (charge.status === 'REQUIRES_ACTION') action = { clientSecret: charge.clientSecret };
      await tx
        .update(orders)
        .set({ payment: { ...storedPayment(entry, charge), ...storedCashChange(input, entry.method, quote.total) } })
        .where(eq(orders.id, id));
      await markPaymentDue(tx, id, method, charge.status, request.now);
      await tx
        .insert(paymentAttempts)
        .values(attemptRow(snap.companyId, key, id, method, charge, quote.total, request.now));
      return id;
    });
  } catch (error) {
    if (error instanceof Declined) {
      await db
        .insert(paymentAttempts)
        .values(attemptRow(snap.companyId, key, null, method, error.result, quote.total, request.now));
      throw declinedError(error.result, locale);
    }
    if (isUniqueViolation(error, 'orders_company_idempotency_uq')) {
      // Another request with this key won the race: its order is the answer.
      const winner = await findByIdempotencyKey(db, snap.companyId, key);
      if (winner) return withPaymentAction(deps.gateway, answerRepeatedKey(winner, caller, hash, locale));
    }
    throw error;
  }

  const record = (await loadOrder(db, snap.companyId, orderId))!;
  await publishOrderChange(db, { companyId: snap.companyId, orderId, status: record.order.status });
  // An order waiting for 3-D Secure is confirmed by mail once the card is (confirmOrderPayment).
  if (action) return { ...record, paymentAction: action };
  if (deps.sendMail !== false) await sendOrderMail(db, snap, record, 'confirmation');
  if (business && deps.sendMail !== false) await notifyBusinessClients(db, snap, record);
  if (business) await exportBookingNfe(db, snap, record);
  return record;
}

async function insertOrder(
  tx: Tx,
  request: CreateOrderRequest,
  catalog: ReadCatalog,
  quote: CartQuote,
  options: {
    key: string;
    hash: string;
    couponApplied: boolean;
    method: string;
    methodId: string | null;
    randomInt: (n: number) => number;
  },
): Promise<{ id: string; number: string }> {
  const { snap, input, extras, caller } = request;
  const operationWay: OrderOperationWay = storedOrderWay(input, catalog);
  const params = input.params?.length ? input.params : [{ key: 'Ambiente', value: 'Plataforma' }];
  const values = {
    companyId: snap.companyId,
    catalogId: catalog._id,
    userId: caller.viewer?.userId ?? null,
    clientId: caller.clientId,
    status: 'PLACED' as const,
    customer: orderCustomer(input.customer),
    operationWay,
    payment: { method: options.method, methodId: options.methodId, status: 'PENDING' } satisfies StoredOrderPayment,
    params,
    subtotalCents: quote.subtotal,
    discountCents: quote.discount,
    deliveryFeeCents: quote.deliveryFee,
    totalCents: quote.total,
    couponCode: options.couponApplied ? (input.couponCode?.trim().toUpperCase() ?? null) : null,
    idempotencyKey: options.key,
    requestHash: options.hash,
    gateDelivery: extras.gateDelivery ?? null,
    receivedGuest: extras.receivedGuest?.trim() || null,
    locale: request.locale,
    // The server's clock (STORE_NOW when set), as every rule of this order was checked against it.
    createdAt: request.now.toJSDate(),
    updatedAt: request.now.toJSDate(),
  };
  // 32⁶ numbers: a repeat within a company is rare, and the unique index turns it into another draw.
  let inserted: { id: string | null; number: string } | undefined;
  for (let attempt = 0; !inserted && attempt < 8; attempt += 1) {
    [inserted] = await tx
      .insert(orders)
      .values({ ...values, number: newOrderNumber(options.randomInt) })
      .onConflictDoNothing({ target: [orders.companyId, orders.number] })
      .returning({ id: orders.id, number: orders.number });
  }
  if (!inserted?.id) throw new Error('Could not draw a free order number');
  const orderId = inserted.id;

  await tx.insert(orderLines).values(
    quote.lines.map((line, position) => {
      const sent = input.items[position];
      const item = catalog.items.get(line.itemId)!;
      return {
        orderId,
        companyId: snap.companyId,
        position,
        categoryId: line.categoryId ?? item.categoryId,
        itemId: line.itemId,
        itemName: item.record.name,
        quantity: line.quantity,
        unitPriceCents: line.unitPrice,
        totalCents: line.total,
        subitems: (sent.subitems ?? []).map((chosen) => {
          const group =
            chosen.subcategoryId === item._id
              ? { subitems: item.subitems }
              : item.subcategories.find((s) => s._id === chosen.subcategoryId);
          const option = group?.subitems.find((s) => s._id === chosen.subitemId);
          return {
            subcategoryId: chosen.subcategoryId,
            subitemId: chosen.subitemId,
            name: option?.record.name ?? chosen.subitemId,
            quantity: chosen.quantity,
            unitPriceCents: option?.price ?? 0,
          };
        }),
        interval: quotedInterval(item, sent),
        note: sent.note?.trim() || null,
      };
    }),
  );
  await tx.insert(orderStatusEvents).values({
    orderId,
    companyId: snap.companyId,
    status: 'PLACED',
    changedBy: caller.viewer?.userId ?? null,
    createdAt: request.now.toJSDate(),
  });
  return { id: orderId, number: inserted.number };
}

async function chargeOrder(
  gateway: PaymentGateway,
  c: {
    tx: Tx;
    request: CreateOrderRequest;
    catalog: ReadCatalog;
    entry: OrderPaymentEntry;
    method: PaymentMethodCode;
    orderId: string;
    orderNumber: string;
    key: string;
    totalCents: number;
  },
): Promise<ChargeResult> {
  // A zero total (a free appointment, a coupon covering everything): nothing to charge, whatever the method.
  if (c.totalCents === 0) return { status: 'NOT_REQUIRED', gateway: 'free', reference: null };
  // Paid at the counter or to the courier: nothing is captured online, no adapter is involved.
  if ((IN_PERSON_METHODS as readonly string[]).includes(c.method))
    return { status: 'NOT_REQUIRED', gateway: 'in-person', reference: null };
  const stripe = c.catalog.record.integration.stripe;
  try {
    return await gateway.charge({
      orderId: c.orderId,
      orderNumber: c.orderNumber,
      companyId: c.request.snap.companyId,
      amountCents: c.totalCents,
      method: c.method,
      cardToken: c.request.input.payment?.cardToken ?? null,
      ref: c.entry.ref ?? null,
      merchantName: c.request.snap.doc.company.name,
      merchantCity: 'SAO PAULO',
      destinationAccountId: stripe?.destinationAccountId ?? null,
      marketplaceFeePercent: stripe?.marketplaceFee ?? null,
      idempotencyKey: c.key,
      now: c.request.now.toJSDate(),
      db: c.tx,
    });
  } catch (error) {
    // A gateway that cannot be reached declines nothing for sure: the shopper may retry.
    console.error('[orders] payment gateway error:', (error as Error).message);
    return {
      status: 'DECLINED',
      gateway: 'unavailable',
      reference: null,
      declineCode: 'PROCESSING_ERROR',
      retryable: true,
    };
  }
}

function storedPayment(entry: OrderPaymentEntry, charge: ChargeResult): StoredOrderPayment {
  const payment: StoredOrderPayment = {
    method: entry.method,
    methodId: entry._id,
    gateway: charge.gateway,
    reference: charge.reference,
    status: charge.status,
  };
  if (charge.status === 'PENDING') {
    if (charge.pix)
      Object.assign(payment, {
        pixCopyPaste: charge.pix.copyPaste,
        pixQrCodeSvg: charge.pix.qrCodeSvg,
        pixExpiresAt: charge.pix.expiresAt,
      });
    if (charge.bankTransferReference) payment.bankTransferReference = charge.bankTransferReference;
    if (charge.linkUrl) payment.linkUrl = charge.linkUrl;
  }
  return payment;
}

/**
 * The quote's refusal: `extensions.code` is the leading problem, and the message is JSON holding the code and
 * the translated texts (docs/interfaces.md "Error codes": the storefront parses it).
 */
function problemError(
  problems: ReadonlyArray<{ code: string; itemId?: string; path?: string }>,
  locale: Locale,
): OrderError {
  const lead = FIRST.find((code) => problems.some((p) => p.code === code)) ?? problems[0].code;
  const details = problems.map((p) => ({
    code: p.code,
    message: fillPlaces(
      problemMessage(p.code as Parameters<typeof problemMessage>[0], locale),
      (p as { params?: Record<string, string> }).params,
    ),
    itemId: p.itemId ?? null,
    path: p.path ?? null,
  }));
  const message = JSON.stringify({
    code: lead,
    message: details.find((d) => d.code === lead)!.message,
    problems: details,
  });
  return new OrderError(lead, message, { problems: details });
}

/** A problem's message may name values (`{deadline}`); the problem carries them in `params`. */
function fillPlaces(text: string, params: Record<string, string> | undefined): string {
  return params ? text.replace(/\{(\w+)\}/g, (place, name: string) => params[name] ?? place) : text;
}
