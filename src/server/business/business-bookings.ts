/**
 * "Reservas da empresa" (docs/business-rules.md "Company buyers"): the orders a business account booked with the
 * company whose host is asked, filtered by client, service date, status and booker, newest service first. Every
 * member reads them all; nobody else reads any. The CSV export reads the same list.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { bookingsFilterSchema, bookingsWindow, type BookingsFilter } from '../../domain/business/bookings-filter';
import { mayBook } from '../../domain/business/business-roles';
import type { PlacedOrderStatus } from '../../domain/orders/order-status';
import type { DbOrTx } from '../db/engine';
import { businessClients, businessMembers, orderLines, orders, users } from '../db/schema';
import type { Viewer } from '../identity/viewer';
import { requireRole } from './business-access';
import { invalidInput } from './business-error';
import { receiptAvailable } from '../../domain/business/receipt';
import { serviceReportsOf } from './service-reports';

/** The list shows this many; the CSV holds up to EXPORT_LIMIT. */
export const LIST_LIMIT = 200;
export const EXPORT_LIMIT = 5000;

export interface BookingLine {
  itemName: string;
  quantity: number;
  clientId: string | null;
  /** The saved client's name, else the guest named at booking. */
  clientName: string | null;
  /** Counted from 1, as on the vouchers. */
  line: number;
  paidWithCredit: boolean;
  /** After the service: when the client was met, by whom (service-reports.ts). */
  served: { metAt: Date; agentName: string; note: string } | null;
}

export interface BusinessBooking {
  orderId: string;
  number: string;
  status: PlacedOrderStatus;
  catalogId: string;
  createdAt: Date;
  /** When the service takes place: the booked time, else when it was ordered. */
  serviceAt: Date;
  totalCents: number;
  /** Paid (or nothing to pay) and not cancelled: its receipt exists (src/domain/business/receipt.ts). */
  receiptAvailable: boolean;
  lines: BookingLine[];
  bookedBy: { userId: string; name: string; email: string } | null;
}

export interface Booker {
  userId: string;
  name: string;
  email: string;
}

export interface BusinessBookings {
  bookings: BusinessBooking[];
  /** How many bookings match, even past the list's limit. */
  total: number;
  /** The team and anyone who booked for the account before leaving it: the booker filter's choices. */
  bookers: Booker[];
}

/** When the service takes place, in SQL: the stored booking time, else the order's creation. */
const serviceAt = sql<Date>`coalesce((${orders.operationWay} ->> 'scheduledFor')::timestamptz, ${orders.createdAt})`;

export function parseBookingsFilter(input: unknown): BookingsFilter {
  const parsed = bookingsFilterSchema.safeParse(input ?? {});
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

export async function listBusinessBookings(
  db: DbOrTx,
  viewer: Viewer | null,
  accountId: string,
  companyId: string,
  input: { filter: unknown; zone: string; limit?: number },
): Promise<BusinessBookings> {
  await requireRole(db, viewer, accountId, mayBook);
  const filter = parseBookingsFilter(input.filter);
  const where = bookingsWhere(accountId, companyId, filter, input.zone);
  const limit = Math.max(1, Math.min(input.limit ?? LIST_LIMIT, EXPORT_LIMIT));
  const [rows, [{ n }], bookers] = await Promise.all([
    db
      .select({ order: orders, serviceAt })
      .from(orders)
      .where(where)
      .orderBy(desc(serviceAt), desc(orders.seq))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
    bookersOf(db, accountId, companyId),
  ]);
  const ids = rows.map((r) => r.order.id);
  const lines = ids.length
    ? await db
        .select({
          orderId: orderLines.orderId,
          itemName: orderLines.itemName,
          quantity: orderLines.quantity,
          clientId: orderLines.businessClientId,
          clientName: businessClients.name,
          position: orderLines.position,
          creditGrantId: orderLines.creditGrantId,
          bookedName: sql<string | null>`${orderLines.bookingDetails} ->> 'clientName'`,
          time: sql<string | null>`${orderLines.bookingDetails} ->> 'time'`,
        })
        .from(orderLines)
        .leftJoin(
          businessClients,
          and(eq(businessClients.id, orderLines.businessClientId), eq(businessClients.businessAccountId, accountId)),
        )
        .where(inArray(orderLines.orderId, ids))
        .orderBy(asc(orderLines.position))
    : [];
  const reports = await serviceReportsOf(db, ids);
  const bookings = rows.map(({ order, serviceAt: at }) => ({
    orderId: order.id,
    number: order.number,
    status: order.status as PlacedOrderStatus,
    catalogId: order.catalogId,
    createdAt: order.createdAt,
    serviceAt:
      earliestLineTime(lines.filter((line) => line.orderId === order.id)) ?? (at instanceof Date ? at : new Date(at)),
    totalCents: order.totalCents,
    receiptAvailable: receiptAvailable(order),
    lines: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => {
        const report = reports.find((r) => r.orderId === order.id && r.linePosition === line.position);
        return {
          itemName: line.itemName,
          quantity: line.quantity,
          clientId: line.clientId,
          clientName: line.clientName ?? line.bookedName ?? order.receivedGuest ?? null,
          line: line.position + 1,
          paidWithCredit: !!line.creditGrantId,
          served: report ? { metAt: report.metAt, agentName: report.agentName, note: report.note } : null,
        };
      }),
    bookedBy: order.bookedBy ? (bookers.find((b) => b.userId === order.bookedBy) ?? null) : null,
  }));
  return { bookings, total: n, bookers };
}

/**
 * A company's booking holds each client's exact time on its line; the order's own slot is only the store's shift
 * holding the earliest (src/domain/business/order-slot.ts). The list shows when the service really starts.
 */
function earliestLineTime(lines: { time: string | null }[]): Date | null {
  const times = lines.map((line) => (line.time ? Date.parse(line.time) : Number.NaN)).filter((t) => !Number.isNaN(t));
  return times.length ? new Date(Math.min(...times)) : null;
}

function bookingsWhere(accountId: string, companyId: string, filter: BookingsFilter, zone: string): SQL {
  const { start, end } = bookingsWindow(filter, zone);
  const conditions: (SQL | undefined)[] = [
    eq(orders.businessAccountId, accountId),
    eq(orders.companyId, companyId),
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.bookedBy ? eq(orders.bookedBy, filter.bookedBy) : undefined,
    filter.clientId
      ? sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.businessClientId} = ${filter.clientId})`
      : undefined,
    start ? sql`${serviceAt} >= ${start.toISOString()}::timestamptz` : undefined,
    end ? sql`${serviceAt} < ${end.toISOString()}::timestamptz` : undefined,
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined))!;
}

async function bookersOf(db: DbOrTx, accountId: string, companyId: string): Promise<Booker[]> {
  const rows = await db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      sql`${users.id} in (select ${businessMembers.userId} from ${businessMembers} where ${businessMembers.businessAccountId} = ${accountId})
        or ${users.id} in (select ${orders.bookedBy} from ${orders} where ${orders.businessAccountId} = ${accountId} and ${orders.companyId} = ${companyId})`,
    )
    .orderBy(asc(users.name), asc(users.email));
  return rows;
}
