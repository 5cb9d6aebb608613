/**
 * The order operations of docs/interfaces.md "Orders": reads for the buyer (session or client id cookie) and
 * the company's staff, createOrder, cancelOrder and updateOrderStatus. The service (src/server/orders) decides;
 * this file parses arguments, picks the company, and turns records into the schema's shape (reais at the edge).
 */
import { createGraphQLError } from 'graphql-yoga';
import { quantityUnitOf } from '../../catalog/item-weighing';
import { changeForOf } from '../../orders/cash-change';
import { deliveryAddressOf } from '../../orders/order-delivery-address';
import { DateTime } from 'luxon';
import { canCancelOrder } from '../../../domain/orders/order-policies';
import { nextStatuses } from '../../../domain/orders/order-status';
import { whatsappOrderLink } from '../../../domain/orders/whatsapp-link';
import { centsToReais } from '../../../domain/pricing/money';
import type { CompanySnapshot } from '../../catalog/company-snapshot';
import { orderMessage } from '../../i18n/order-messages';
import { tr, type Locale } from '../../i18n/localize';
import { isBusinessBookingReader } from '../../business/business-order-access';
import { canReadOrder, isCompanyStaff, type Caller } from '../../orders/order-access';
import { cancelOrder, updateOrderStatus } from '../../orders/order-changes';
import { createOrder } from '../../orders/create-order';
import type { OrderDeps } from '../../orders/order-deps';
import { OrderError } from '../../orders/order-error';
import { parseOrderExtras } from '../../orders/order-extras';
import { orderPaymentGateway } from '../../orders/order-gateway';
import { parseOrderInput } from '../../orders/order-input';
import { settleAbandonedPayments } from '../../orders/order-payment-sweep';
import { expireUnpaidOrders } from '../../orders/unpaid-expiry';
import { pendingMoveOf } from '../../tracking/pending-move';
import { lineNames } from '../../orders/order-line-names';
import { loadBuyerOrders, loadCompanyOrders, loadOrder, type OrderRecord } from '../../orders/order-record';
import type { GraphQLContext } from '../context';

const caller = (ctx: GraphQLContext): Caller => ({ viewer: ctx.viewer, clientId: ctx.clientId });
const deps = (ctx: GraphQLContext): OrderDeps => ({ db: ctx.db, gateway: orderPaymentGateway() });

/** Runs a service call, turning its refusals into GraphQL errors with their codes. */
async function run<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OrderError)
      throw createGraphQLError(error.message, { extensions: { ...error.extensions, code: error.code } });
    throw error;
  }
}

const badInput = (issues: string[]) =>
  createGraphQLError(`Invalid order: ${issues.join('; ')}`, { extensions: { code: 'BAD_USER_INPUT', issues } });
/** Ids are generated UUIDs; anything else names no order (and never reaches SQL as a malformed value). */
const plausibleId = (id: string) => typeof id === 'string' && id.length > 0 && id.length <= 64;

export const orderQueries = {
  async order(_: unknown, args: { id: string }, ctx: GraphQLContext) {
    if (!plausibleId(args.id)) return null;
    const snap = await ctx.company();
    // A 3-D Secure check abandoned long enough is settled before its buyer sees the order.
    await settleAbandonedPayments(deps(ctx), snap, { now: ctx.now, orderId: args.id });
    // So is an unpaid order past its due time: the buyer never sees it waiting once it is overdue.
    await expireUnpaidOrders(deps(ctx), { now: ctx.now, snap, orderId: args.id });
    const record = await loadOrder(ctx.db, snap.companyId, args.id);
    const readable =
      record &&
      (canReadOrder(caller(ctx), record.order) || (await isBusinessBookingReader(ctx.db, ctx.viewer, record.order)));
    return readable ? orderView(record, snap, ctx.locale) : null;
  },

  async myOrders(_: unknown, __: unknown, ctx: GraphQLContext) {
    const snap = await ctx.company();
    const owner = ctx.viewer ? { userId: ctx.viewer.userId } : ctx.clientId ? { clientId: ctx.clientId } : null;
    if (!owner) return [];
    await expireUnpaidOrders(deps(ctx), { now: ctx.now, snap });
    return (await loadBuyerOrders(ctx.db, snap.companyId, owner)).map((r) => orderView(r, snap, ctx.locale));
  },

  async companyOrders(_: unknown, args: { status?: string[] | null; first?: number | null }, ctx: GraphQLContext) {
    const snap = await ctx.company();
    if (!isCompanyStaff(caller(ctx), snap.companyId))
      throw createGraphQLError(orderMessage('FORBIDDEN', ctx.locale), { extensions: { code: 'FORBIDDEN' } });
    const first = args.first ?? 50;
    if (!Number.isInteger(first) || first < 1 || first > 100) throw badInput(['first: must be 1 to 100']);
    // Staff see abandoned 3-D Secure checks settled (paid or cancelled with their stock back), never stuck.
    await settleAbandonedPayments(deps(ctx), snap, { now: ctx.now });
    await expireUnpaidOrders(deps(ctx), { now: ctx.now, snap });
    return (await loadCompanyOrders(ctx.db, snap.companyId, args.status ?? null, first)).map((r) =>
      orderView(r, snap, ctx.locale),
    );
  },
};

export const orderMutations = {
  async createOrder(_: unknown, args: { input: unknown; idempotencyKey: string }, ctx: GraphQLContext) {
    const parsed = parseOrderInput(args.input);
    if (!parsed.ok) throw badInput(parsed.issues);
    const extras = parseOrderExtras(args.input);
    if (!extras.ok) throw badInput(extras.issues);
    const snap = await ctx.company(parsed.input.company);
    const record = await run(() =>
      createOrder(deps(ctx), {
        snap,
        input: parsed.input,
        extras: extras.extras,
        idempotencyKey: args.idempotencyKey,
        caller: caller(ctx),
        locale: ctx.locale,
        now: ctx.now,
      }),
    );
    return orderView(record, snap, ctx.locale);
  },

  async cancelOrder(_: unknown, args: { id: string; reason?: string | null }, ctx: GraphQLContext) {
    const snap = await ctx.company();
    if (!plausibleId(args.id))
      throw createGraphQLError(orderMessage('ORDER_NOT_FOUND', ctx.locale), {
        extensions: { code: 'ORDER_NOT_FOUND' },
      });
    const reason = args.reason?.slice(0, 500) ?? null;
    const record = await run(() =>
      cancelOrder(deps(ctx), { snap, id: args.id, reason, caller: caller(ctx), locale: ctx.locale, now: ctx.now }),
    );
    return orderView(record, snap, ctx.locale);
  },

  async updateOrderStatus(
    _: unknown,
    args: { id: string; status: string; reason?: string | null },
    ctx: GraphQLContext,
  ) {
    const snap = await ctx.company();
    if (!plausibleId(args.id))
      throw createGraphQLError(orderMessage('ORDER_NOT_FOUND', ctx.locale), {
        extensions: { code: 'ORDER_NOT_FOUND' },
      });
    const reason = args.reason?.slice(0, 500) ?? null;
    const record = await run(() =>
      updateOrderStatus(deps(ctx), {
        snap,
        id: args.id,
        status: args.status,
        reason,
        caller: caller(ctx),
        locale: ctx.locale,
        now: ctx.now,
      }),
    );
    return orderView(record, snap, ctx.locale);
  },
};

/** ISO with milliseconds and offset, in the catalogue's zone. */
const iso = (date: Date, zone: string) =>
  DateTime.fromJSDate(date).setZone(zone).toISO({ suppressMilliseconds: false })!;

export function orderView({ order, lines, events, paymentAction }: OrderRecord, snap: CompanySnapshot, locale: Locale) {
  const catalog = snap.catalogue.catalog(order.catalogId);
  const zone = catalog?.timezone ?? 'America/Sao_Paulo';
  const payment = order.payment ?? { method: '', status: 'PENDING' };
  const cancel = canCancelOrder(order.status);
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    _id: order.id,
    number: order.number,
    status: order.status,
    catalogId: order.catalogId,
    lines: lines.map((l) => ({
      itemId: l.itemId,
      quantity: l.quantity,
      unitPrice: centsToReais(l.unitPriceCents),
      total: centsToReais(l.totalCents),
    })),
    subtotal: centsToReais(order.subtotalCents),
    discount: centsToReais(order.discountCents),
    deliveryFee: centsToReais(order.deliveryFeeCents),
    total: centsToReais(order.totalCents),
    payment: {
      method: payment.method,
      changeFor: changeForOf(payment),
      status: payment.status ?? 'PENDING',
      pixCopyPaste: text(payment.pixCopyPaste),
      pixQrCodeSvg: text(payment.pixQrCodeSvg),
      pixExpiresAt: text(payment.pixExpiresAt),
      declineReason: text(payment.declineReason),
      bankTransferReference: text(payment.bankTransferReference),
      linkUrl: text(payment.linkUrl),
      expiresAt: order.paymentDueAt ? iso(order.paymentDueAt, zone) : null,
      actionClientSecret: paymentAction?.clientSecret ?? null,
    },
    canCancel: cancel.allowed,
    createdAt: iso(order.createdAt, zone),
    updatedAt: iso(order.updatedAt, zone),
    companySlug: snap.slug,
    catalogTitle: catalog ? tr(catalog.record, 'title', locale) : null,
    items: lines.map((l) => {
      // Names in the reader's language (the order keeps the catalogue's own): order-line-names.ts.
      const names = lineNames(snap, order.catalogId, l, locale);
      return {
        itemId: l.itemId,
        name: names.name,
        quantity: l.quantity,
        unitOfMeasurement: quantityUnitOf(catalog?.items.get(l.itemId)),
        unitPrice: centsToReais(l.unitPriceCents),
        total: centsToReais(l.totalCents),
        options: l.subitems.map((s, index) => ({
          name: names.options[index] ?? s.name,
          quantity: s.quantity,
          unitPrice: centsToReais(s.unitPriceCents),
        })),
        interval: l.interval ?? null,
        note: l.note,
        // Read by Order.vouchers (the venue a pass is for); not a schema field of its own.
        optionIds: l.subitems.map((s) => s.subitemId),
      };
    }),
    operationWay: {
      type: order.operationWay.type,
      time: order.operationWay.time,
      scheduledFor: order.operationWay.scheduledFor ?? null,
    },
    gateDelivery: order.gateDelivery,
    deliveryAddress: deliveryAddressOf(order),
    receivedGuest: order.receivedGuest,
    customerName: order.customer?.name || null,
    couponCode: order.couponCode,
    cancelRefusal: cancel.allowed ? null : orderMessage(cancel.reason, locale),
    cancelReason: order.cancelReason,
    events: events.map((e) => ({ status: e.status, at: iso(e.createdAt, zone), reason: e.reason })),
    whatsappLink: whatsappOrderLink(
      catalog?.record.integration.whatsapp,
      {
        number: order.number,
        storeName: catalog ? tr(catalog.record, 'title', locale) : snap.doc.company.name,
        lines: lines.map((l) => ({ name: l.itemName, quantity: l.quantity, totalCents: l.totalCents })),
        totalCents: order.totalCents,
        customerName: order.customer?.name,
      },
      { locale, phone: snap.doc.company.settings?.supportPhone },
    ),
    nextStatuses: nextStatuses(order.status),
    // Read by Order.bookingMove (tracking.ts); not a schema field of its own.
    pendingMove: pendingMoveOf(order.payment),
    // Read by Order.customerPhone, Order.flight and the booking's move terms (order-flight.ts, tracking.ts).
    phone: order.customer?.phone || null,
    flightWatch: order.flightWatch,
  };
}
