/**
 * `Order.vouchers` and `voucherCheck` (docs/business-rules.md "Vouchers"). The order arrives as the orders
 * resolvers answer it (number, status, lines for people, schedule); the voucher kind and zone come from its
 * catalogue in the company's snapshot. The QR code is drawn on the server as SVG, so the page needs no script.
 */
import QRCode from 'qrcode';
import { toIsoTimestamp } from '@/src/domain/time/iso-timestamp';
import { voucherAwaitsPayment, voucherKindFor, voucherValidity, vouchersVoid } from '@/src/domain/orders/vouchers';
import { createGraphQLError } from 'graphql-yoga';
import { centsToReais, reaisToCents } from '@/src/domain/pricing/money';
import type { GraphQLContext } from '../context';
import { orderPaymentGateway } from '../../orders/order-gateway';
import { OrderError } from '../../orders/order-error';
import { rescheduleBooking, rescheduleFeeFor } from '../../tracking/reschedule-booking';
import { bookingMoveTerms, bookingMoveView } from '../../tracking/booking-move';
import { venueOf } from '../../tracking/voucher-venue';
import { confirmRescheduleFee } from '../../tracking/confirm-reschedule-fee';
import type { PendingMove } from '../../tracking/pending-move';
import { rescheduleMessage } from '../../tracking/reschedule-messages';
import { checkVoucher } from '../../tracking/voucher-check';
import { signedVoucherCode } from '../../tracking/voucher-signature';
import { orderView } from './orders';

/** What this file reads of an Order as the orders resolvers give it. */
export interface VoucherOrder {
  number: string;
  status: string;
  catalogId: string;
  createdAt: string;
  companySlug?: string | null;
  items?: ReadonlyArray<{
    name: string;
    quantity: number;
    interval?: { start: string; end: string } | null;
    optionIds?: readonly string[];
  }> | null;
  operationWay?: { scheduledFor?: string | null } | null;
  payment?: { status?: string | null } | null;
  total?: number;
  canCancel?: boolean;
  cancelRefusal?: string | null;
  pendingMove?: PendingMove | null;
  flightWatch?: { delayMinutes?: number | null } | null;
}

/** The booking's move state at the request's clock, or null for an order that is not a dated hospitality booking. */
async function moveOf(order: VoucherOrder, ctx: GraphQLContext) {
  const snapshot = await ctx.company(order.companySlug ?? null);
  return bookingMoveView(snapshot, termsOrder(order), ctx.now);
}

/** The order as the booking's move terms read it. */
const termsOrder = (order: VoucherOrder) => ({
  status: order.status,
  catalogId: order.catalogId,
  totalCents: reaisToCents(order.total ?? 0),
  createdAt: order.createdAt,
  payment: order.payment ?? null,
  operationWay: order.operationWay ?? {},
  pending: order.pendingMove ?? null,
  flightWatch: order.flightWatch ?? null,
});

export function voucherQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

export const trackingTypes = {
  Order: {
    bookingMove: (order: VoucherOrder, _: unknown, ctx: GraphQLContext) => moveOf(order, ctx),
    // The buyer's cancel ends with the booking's start as its move does (booking-move.ts); staff act through nextStatuses.
    async canCancel(order: VoucherOrder, _: unknown, ctx: GraphQLContext) {
      return !!order.canCancel && (await moveOf(order, ctx))?.state !== 'STARTED';
    },
    async cancelRefusal(order: VoucherOrder, _: unknown, ctx: GraphQLContext) {
      if (order.canCancel && (await moveOf(order, ctx))?.state === 'STARTED')
        return rescheduleMessage('BOOKING_ALREADY_STARTED', ctx.locale);
      return order.cancelRefusal ?? null;
    },
    // How many vouchers the order shows, without drawing their QR codes (the order list links to them).
    async voucherCount(order: VoucherOrder, _: unknown, ctx: GraphQLContext) {
      if (vouchersVoid(order.status, order.payment?.status) || !order.items?.length) return 0;
      const catalog = (await ctx.company(order.companySlug ?? null)).catalogue.catalog(order.catalogId);
      return catalog && voucherKindFor(catalog.record.serviceCategories ?? []) ? order.items.length : 0;
    },
    async vouchers(order: VoucherOrder, _: unknown, ctx: GraphQLContext) {
      if (vouchersVoid(order.status, order.payment?.status) || !order.items?.length) return [];
      const snapshot = await ctx.company(order.companySlug ?? null);
      const catalog = snapshot.catalogue.catalog(order.catalogId);
      const kind = catalog ? voucherKindFor(catalog.record.serviceCategories ?? []) : null;
      if (!catalog || !kind) return [];
      const zone = catalog.timezone;
      const awaitingPayment = voucherAwaitsPayment(order.status, order.payment?.status);
      // The server's clock decides whether a move is still free (or, unpaid, free at all): booking-free-until.ts.
      const terms = bookingMoveTerms(snapshot, termsOrder(order), ctx.now);
      const venues = catalog.record.venues ?? [];
      return Promise.all(
        order.items.map(async (item, index) => {
          const line = index + 1;
          const code = signedVoucherCode(snapshot.slug, order.number, line);
          const validity = voucherValidity(kind, {
            purchasedAt: order.createdAt,
            interval: item.interval,
            scheduledFor: order.operationWay?.scheduledFor,
            zone,
          });
          return {
            line,
            itemName: item.name,
            quantity: item.quantity,
            kind,
            code,
            qrCodeSvg: await voucherQrSvg(code),
            validFrom: validity ? toIsoTimestamp(validity.validFrom, zone) : null,
            validUntil: validity ? toIsoTimestamp(validity.validUntil, zone) : null,
            stayHours: validity?.stayHours ?? null,
            rebookBy: validity?.rebookBy ? toIsoTimestamp(validity.rebookBy, zone) : null,
            // The request's clock (STORE_NOW when set): the page never decides from the browser's.
            rebookOpen: !!validity?.rebookBy && !!terms && terms.basis !== 'LATE',
            awaitingPayment,
            ...venueOf(venues, item.optionIds ?? [], ctx.locale),
          };
        }),
      );
    },
  },
};

/** A service refusal as a GraphQL error with its code (as the order resolvers answer). */
async function run<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OrderError)
      throw createGraphQLError(error.message, { extensions: { ...error.extensions, code: error.code } });
    throw error;
  }
}

const callerOf = (ctx: GraphQLContext) => ({ viewer: ctx.viewer, clientId: ctx.clientId });
const idOf = (id: string) => (typeof id === 'string' ? id.slice(0, 64) : '');

export const trackingMutations = {
  async rescheduleBooking(
    _: unknown,
    args: { id: string; scheduledFor: string; cardToken?: string | null; paymentReference?: string | null },
    ctx: GraphQLContext,
  ) {
    const snap = await ctx.company();
    const outcome = await run(() =>
      rescheduleBooking(
        { db: ctx.db, gateway: orderPaymentGateway() },
        {
          snap,
          id: idOf(args.id),
          scheduledFor: String(args.scheduledFor).slice(0, 40),
          cardToken: args.cardToken?.slice(0, 2000) ?? null,
          paymentReference: args.paymentReference?.slice(0, 255) ?? null,
          caller: callerOf(ctx),
          locale: ctx.locale,
          now: ctx.now,
        },
      ),
    );
    const charge = outcome.charge;
    return {
      order: orderView(outcome.record, snap, ctx.locale),
      fee: centsToReais(outcome.fee.feeCents),
      late: outcome.fee.late,
      moved: outcome.moved,
      feePayment: charge
        ? {
            method: outcome.record.order.payment?.method ?? '',
            status: charge.status,
            pixCopyPaste: charge.status === 'PENDING' ? (charge.pix?.copyPaste ?? null) : null,
            pixQrCodeSvg: charge.status === 'PENDING' ? (charge.pix?.qrCodeSvg ?? null) : null,
            pixExpiresAt: charge.status === 'PENDING' ? (charge.pix?.expiresAt ?? null) : null,
            declineReason: null,
            bankTransferReference: charge.status === 'PENDING' ? (charge.bankTransferReference ?? null) : null,
            linkUrl: charge.status === 'PENDING' ? (charge.linkUrl ?? null) : null,
          }
        : null,
    };
  },
  async confirmRescheduleFee(_: unknown, args: { id: string }, ctx: GraphQLContext) {
    const snap = await ctx.company();
    const record = await run(() =>
      confirmRescheduleFee(ctx.db, {
        snap,
        id: idOf(args.id),
        caller: callerOf(ctx),
        locale: ctx.locale,
        now: ctx.now,
      }),
    );
    return orderView(record, snap, ctx.locale);
  },
};

export const trackingQueries = {
  async rescheduleFee(_: unknown, args: { id: string }, ctx: GraphQLContext) {
    const snap = await ctx.company();
    const { fee } = await run(() =>
      rescheduleFeeFor(ctx.db, { snap, id: idOf(args.id), caller: callerOf(ctx), locale: ctx.locale, now: ctx.now }),
    );
    return {
      fee: centsToReais(fee.feeCents),
      late: fee.late,
      workingHoursAhead: Math.round(fee.workingHoursAhead * 100) / 100,
    };
  },

  async voucherCheck(_: unknown, { code, company }: { code: string; company?: string | null }, ctx: GraphQLContext) {
    const snapshot = await ctx.company(company);
    return checkVoucher(ctx.db, snapshot, code.slice(0, 200), ctx.now);
  },
};
