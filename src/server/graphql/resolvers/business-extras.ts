/**
 * Company buyers after the booking (src/server/graphql/business-extras-type-defs.ts): package credits, the month's
 * statement payment, receipts and the after-service report. The services in src/server/business decide and check
 * membership or staff; this file picks the host's company, translates refusals and shapes the answers (reais and
 * ISO timestamps at the edge).
 */
import { createGraphQLError } from 'graphql-yoga';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { receiptAvailable } from '../../../domain/business/receipt';
import { centsToReais } from '../../../domain/pricing/money';
import { BusinessError } from '../../business/business-error';
import { businessCreditsView } from '../../business/business-credits-view';
import { mayReadReceipt, receiptPath } from '../../business/order-receipt';
import { reportBookingServed, serviceReportsOf, type ServiceReportRow } from '../../business/service-reports';
import {
  readStatementCharge,
  requestStatementPayment,
  simulateStatementPayment,
  type StatementChargeRow,
} from '../../business/statement-charges';
import { createStatementPayments } from '../../business/statement-payments';
import { orderLines, orders } from '../../db/schema';
import { creditMessage, isCreditMessageCode } from '../../i18n/business-credit-messages';
import { businessMessage } from '../../i18n/business-messages';
import { tr } from '../../i18n/localize';
import { createMailer } from '../../mail/mailer';
import { OrderError } from '../../orders/order-error';
import { brCodeSvg } from '../../payments/pix-gateway';
import type { GraphQLContext } from '../context';

/** Runs a service call, turning its refusals into GraphQL errors with their codes and translated messages. */
async function run<T>(ctx: GraphQLContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BusinessError) {
      const message = isCreditMessageCode(error.code)
        ? creditMessage(error.code, ctx.locale)
        : businessMessage(error.code, ctx.locale);
      throw createGraphQLError(message, { extensions: { code: error.code } });
    }
    if (error instanceof OrderError)
      throw createGraphQLError(error.message, { extensions: { ...error.extensions, code: error.code } });
    throw error;
  }
}

const DEFAULT_ZONE = 'America/Sao_Paulo';
/** ISO with milliseconds and the store's offset (the screens read the wall clock from the text). */
const iso = (date: Date, zone = DEFAULT_ZONE) => DateTime.fromJSDate(date, { zone }).toISO({ includeOffset: true })!;
const zoneOf = async (ctx: GraphQLContext) => (await ctx.company()).catalogue.catalogs[0]?.timezone ?? DEFAULT_ZONE;

async function chargeOut(charge: StatementChargeRow, zone: string) {
  const pending = charge.status === 'PENDING';
  return {
    _id: charge.id,
    month: charge.month,
    method: charge.method,
    amount: centsToReais(charge.amountCents),
    dueDate: charge.dueDate,
    status: charge.status,
    pixCopyPaste: pending ? charge.pixCopyPaste : null,
    pixQrCodeSvg: pending && charge.pixCopyPaste ? await brCodeSvg(charge.pixCopyPaste) : null,
    boletoLine: pending ? charge.boletoLine : null,
    paidAt: charge.paidAt ? iso(charge.paidAt, zone) : null,
    sandbox: charge.provider === 'sandbox',
  };
}

const reportOut = (report: ServiceReportRow, zone: string) => ({
  line: report.linePosition + 1,
  metAt: iso(report.metAt, zone),
  agentName: report.agentName,
  note: report.note,
});

export const businessExtrasQueries = {
  async businessCredits(_: unknown, args: { accountId: string }, ctx: GraphQLContext) {
    return run(ctx, async () => {
      const snap = await ctx.company();
      const zone = await zoneOf(ctx);
      // Names as the catalogue has them now, in the reader's language; as bought when it no longer lists them.
      const nameOf = (itemId: string, fallback: string) => {
        const item = snap.catalogue.item(itemId);
        return item ? tr(item.record, 'name', ctx.locale) : fallback;
      };
      const view = await businessCreditsView(ctx.db, ctx.viewer, {
        accountId: args.accountId,
        companyId: snap.companyId,
        now: ctx.now.toJSDate(),
      });
      return {
        balances: view.balances.map((b) => ({
          packageItemId: b.packageItemId,
          packageName: nameOf(b.packageItemId, b.packageName),
          itemIds: b.coveredItemIds,
          itemNames: b.coveredItemIds.map((id) => nameOf(id, id)),
          remaining: b.remaining,
          nextExpiry: b.nextExpiry ? iso(b.nextExpiry, zone) : null,
          awaitingPayment: b.awaitingPayment,
        })),
        history: view.history.map((e) => ({
          kind: e.kind.toUpperCase(),
          quantity: e.quantity,
          at: iso(e.at, zone),
          packageName: e.packageName,
          orderId: e.orderId,
          orderNumber: e.orderNumber,
        })),
        total: view.balances.reduce((sum, b) => sum + b.remaining, 0),
      };
    });
  },

  async businessStatementCharge(_: unknown, args: { accountId: string; month: string }, ctx: GraphQLContext) {
    return run(ctx, async () => {
      const snap = await ctx.company();
      const charge = await readStatementCharge(ctx.db, ctx.viewer, {
        accountId: args.accountId,
        companyId: snap.companyId,
        month: args.month,
        now: ctx.now.toJSDate(),
        adapter: createStatementPayments(),
      });
      return charge ? chargeOut(charge, await zoneOf(ctx)) : null;
    });
  },
};

export const businessExtrasMutations = {
  async payBusinessStatement(
    _: unknown,
    args: { accountId: string; month: string; method: string },
    ctx: GraphQLContext,
  ) {
    return run(ctx, async () => {
      const snap = await ctx.company();
      const charge = await requestStatementPayment(ctx.db, ctx.viewer, {
        accountId: args.accountId,
        companyId: snap.companyId,
        month: args.month,
        method: args.method,
        snap,
        now: ctx.now.toJSDate(),
        adapter: createStatementPayments(),
      });
      return chargeOut(charge, await zoneOf(ctx));
    });
  },

  async simulateStatementPayment(_: unknown, args: { accountId: string; chargeId: string }, ctx: GraphQLContext) {
    return run(ctx, async () => {
      const snap = await ctx.company();
      return chargeOut(
        await simulateStatementPayment(ctx.db, ctx.viewer, {
          accountId: args.accountId,
          companyId: snap.companyId,
          chargeId: args.chargeId,
          now: ctx.now.toJSDate(),
        }),
        await zoneOf(ctx),
      );
    });
  },

  async reportBookingServed(
    _: unknown,
    args: { orderId: string; line: number; input: { metAt: string; agentName: string; note?: string | null } },
    ctx: GraphQLContext,
  ) {
    return run(ctx, async () => {
      const snap = await ctx.company();
      const report = await reportBookingServed(
        ctx.db,
        { viewer: ctx.viewer, clientId: ctx.clientId },
        {
          snap,
          orderId: args.orderId,
          line: args.line,
          input: args.input,
          now: ctx.now.toJSDate(),
          locale: ctx.locale,
          mailer: createMailer(ctx.db),
        },
      );
      return reportOut(report, await zoneOf(ctx));
    });
  },
};

interface OrderViewLike {
  _id: string;
  status: string;
  payment: { status?: string | null };
  receivedGuest?: string | null;
}

export const businessExtrasTypes = {
  BookingServiceReport: {
    metAt: async (report: { metAt: Date | string }, _: unknown, ctx: GraphQLContext) =>
      report.metAt instanceof Date ? iso(report.metAt, await zoneOf(ctx)) : report.metAt,
  },
  BusinessBookingLine: {
    line: (line: { line?: number }) => line.line ?? 1,
    paidWithCredit: (line: { paidWithCredit?: boolean }) => !!line.paidWithCredit,
    served: (line: { served?: { metAt: Date } | null; line?: number }) =>
      line.served ? { ...line.served, line: line.line ?? 1 } : null,
  },
  Order: {
    async businessLines(order: OrderViewLike, _: unknown, ctx: GraphQLContext) {
      // A company booking names its clients in receivedGuest: the board's other orders cost no query.
      if (!order.receivedGuest) return [];
      const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
      const own = lines.filter((l) => l.bookingDetails).sort((a, b) => a.position - b.position);
      if (own.length === 0) return [];
      const reports = await serviceReportsOf(ctx.db, [order._id]);
      const zone = await zoneOf(ctx);
      return own.map((l) => {
        const report = reports.find((r) => r.linePosition === l.position);
        return {
          line: l.position + 1,
          itemName: l.itemName,
          clientName: l.bookingDetails?.clientName ?? null,
          time: l.bookingDetails?.time ? DateTime.fromISO(l.bookingDetails.time, { setZone: true }).toISO() : null,
          paidWithCredit: !!l.creditGrantId,
          served: report ? reportOut(report, zone) : null,
        };
      });
    },
    async receiptUrl(order: OrderViewLike, _: unknown, ctx: GraphQLContext) {
      if (!receiptAvailable(order)) return null;
      const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order._id));
      if (!row) return null;
      return (await mayReadReceipt(ctx.db, { viewer: ctx.viewer, clientId: ctx.clientId }, row))
        ? receiptPath(row.id)
        : null;
    },
  },
};
