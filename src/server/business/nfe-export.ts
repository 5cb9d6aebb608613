/**
 * The NF-e data of a company's bookings for the merchant's invoicing system (issue 18, point 6), through an adapter:
 * FISCAL_EXPORT_URL (with FISCAL_EXPORT_TOKEN as a bearer) receives each booked order's records as JSON by POST; the
 * demo without one keeps them in fiscal_outbox; a real deployment without one exports nothing (staff still download
 * the month's records from the staff board). No NF-e is issued here. Records: src/domain/business/nfe-record.ts.
 */
import { and, asc, eq, gte, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import { nfeRecords, type NfeRecord } from '../../domain/business/nfe-record';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { DbOrTx } from '../db/engine';
import { businessAccounts, fiscalOutbox, orderLines, orders } from '../db/schema';
import { demoFiscalOutboxEnabled } from '../deployment/deployment-mode';
import type { OrderLineRow, OrderRecord, OrderRow } from '../orders/order-record';

export interface FiscalExporter {
  readonly kind: 'outbox' | 'webhook' | 'none';
  /** False when the records could not leave (none configured, or the system refused). */
  send(records: readonly NfeRecord[], companyId: string): Promise<boolean>;
}

export function outboxExporter(db: DbOrTx): FiscalExporter {
  return {
    kind: 'outbox',
    async send(records, companyId) {
      if (records.length === 0) return true;
      await db.insert(fiscalOutbox).values(
        records.map((record) => ({
          companyId,
          orderId: record.orderId,
          linePosition: record.line - 1,
          record: record as unknown as Record<string, unknown>,
        })),
      );
      return true;
    },
  };
}

/** The merchant's invoicing system behind a URL: one POST per order, `{ records: [...] }`. */
export function webhookExporter(env: { url: string; token?: string }, fetcher = fetch): FiscalExporter {
  return {
    kind: 'webhook',
    async send(records) {
      const response = await fetcher(env.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(env.token ? { authorization: `Bearer ${env.token}` } : {}),
        },
        body: JSON.stringify({ records }),
      });
      return response.ok;
    },
  };
}

const none: FiscalExporter = { kind: 'none', send: async () => false };

export function createFiscalExporter(
  db: DbOrTx,
  env: Partial<Record<string, string | undefined>> = process.env,
): FiscalExporter {
  const url = env.FISCAL_EXPORT_URL?.trim();
  if (url) return webhookExporter({ url, token: env.FISCAL_EXPORT_TOKEN?.trim() || undefined });
  return demoFiscalOutboxEnabled(env) ? outboxExporter(db) : none;
}

/** The records of business orders, their lines and accounts already read. */
async function recordsOf(db: DbOrTx, snap: CompanySnapshot, placed: OrderRow[], lines: OrderLineRow[]) {
  const accountIds = [...new Set(placed.map((o) => o.businessAccountId).filter((id): id is string => !!id))];
  if (accountIds.length === 0) return [];
  const accounts = await db.select().from(businessAccounts).where(inArray(businessAccounts.id, accountIds));
  const zone = snap.catalogue.catalogs[0]?.timezone ?? 'America/Sao_Paulo';
  return placed.flatMap((order) => {
    const account = accounts.find((a) => a.id === order.businessAccountId);
    if (!account) return [];
    const own = lines.filter((l) => l.orderId === order.id).sort((a, b) => a.position - b.position);
    return nfeRecords(
      order,
      own.map((l) => ({
        position: l.position,
        itemId: l.itemId,
        itemName: l.itemName,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        totalCents: l.totalCents,
        clientName: l.bookingDetails?.clientName ?? null,
        serviceDate: l.bookingDetails?.time ?? order.operationWay.scheduledFor ?? null,
        paidWithCredit: !!l.creditGrantId,
      })),
      {
        cnpj: account.cnpj,
        legalName: account.legalName,
        stateRegistration: account.stateRegistration,
        invoiceEmail: account.invoiceEmail,
        billingAddress: { ...account.billingAddress },
      },
      // The storefront keeps no CNPJ of the merchant: the invoicing system knows its own.
      { name: snap.doc.company.name, cnpj: null },
      zone,
    );
  });
}

/** After a business order is placed: its records go to the invoicing system. A failure never undoes the order. */
export async function exportBookingNfe(
  db: DbOrTx,
  snap: CompanySnapshot,
  record: OrderRecord,
  exporter: FiscalExporter = createFiscalExporter(db),
): Promise<void> {
  if (!record.order.businessAccountId || exporter.kind === 'none') return;
  try {
    const records = await recordsOf(db, snap, [record.order], record.lines);
    if (!(await exporter.send(records, snap.companyId))) console.error('[fiscal] NF-e export refused');
  } catch (error) {
    console.error('[fiscal] NF-e export failed:', (error as Error).message);
  }
}

/** The month's records (orders placed in [start, end) not cancelled, of every business account) for staff. */
export async function monthNfeRecords(
  db: DbOrTx,
  snap: CompanySnapshot,
  range: { start: Date; end: Date },
): Promise<NfeRecord[]> {
  const placed = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.companyId, snap.companyId),
        isNotNull(orders.businessAccountId),
        ne(orders.status, 'CANCELED'),
        gte(orders.createdAt, range.start),
        lt(orders.createdAt, range.end),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.seq));
  if (placed.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        placed.map((o) => o.id),
      ),
    );
  return recordsOf(db, snap, placed, lines);
}
