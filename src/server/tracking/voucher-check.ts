/**
 * voucherCheck (docs/business-rules.md "Vouchers"; issue 15, points 10 and 14): a code read at a counter is first
 * checked for our signature, then against its order as it stands now. A cancelled or refunded order's voucher is
 * CANCELLED even though its signature is genuine (a screenshot kept after the cancel), an unpaid one waits for its
 * money, and a valid one only within its window (a lounge visit's day, a locker's dates, a booking's day).
 */
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { voucherKindFor, voucherStatus, voucherValidity, type VoucherStatus } from '@/src/domain/orders/vouchers';
import { toIsoTimestamp } from '@/src/domain/time/iso-timestamp';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { DbOrTx } from '../db/engine';
import { orders } from '../db/schema';
import { loadOrder } from '../orders/order-record';
import { verifyVoucherCode } from './voucher-signature';

export interface VoucherCheckResult {
  genuine: boolean;
  orderNumber: string | null;
  line: number | null;
  valid: boolean;
  status: VoucherStatus;
  validFrom: string | null;
  validUntil: string | null;
}

const FORGED: VoucherCheckResult = {
  genuine: false,
  orderNumber: null,
  line: null,
  valid: false,
  status: 'FORGED',
  validFrom: null,
  validUntil: null,
};

export async function checkVoucher(
  db: DbOrTx,
  snap: CompanySnapshot,
  code: string,
  now: DateTime,
): Promise<VoucherCheckResult> {
  const found = verifyVoucherCode(snap.slug, code);
  if (!found) return FORGED;
  const unknown: VoucherCheckResult = {
    genuine: true,
    ...found,
    valid: false,
    status: 'UNKNOWN',
    validFrom: null,
    validUntil: null,
  };
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.companyId, snap.companyId), eq(orders.number, found.orderNumber)));
  const record = row ? await loadOrder(db, snap.companyId, row.id) : null;
  const line = record?.lines[found.line - 1];
  const catalog = record ? snap.catalogue.catalog(record.order.catalogId) : undefined;
  const kind = catalog ? voucherKindFor(catalog.record.serviceCategories ?? []) : null;
  if (!record || !line || !catalog || !kind) return unknown;

  const { order } = record;
  const zone = catalog.timezone;
  const validity = voucherValidity(kind, {
    purchasedAt: toIsoTimestamp(DateTime.fromJSDate(order.createdAt), zone),
    interval: line.interval,
    scheduledFor: order.operationWay.scheduledFor,
    zone,
  });
  const status = voucherStatus({ orderStatus: order.status, paymentStatus: order.payment?.status, validity, now });
  return {
    ...unknown,
    valid: status === 'VALID',
    status,
    validFrom: validity ? toIsoTimestamp(validity.validFrom, zone) : null,
    validUntil: validity ? toIsoTimestamp(validity.validUntil, zone) : null,
  };
}
