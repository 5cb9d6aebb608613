/**
 * A VIP lounge visit is booked within the pass's validity (SPEC §1: up to one year after purchase; issue 15,
 * point 10). The pass is bought with the order, so its year runs from now: a scheduled visit whose entry falls
 * after it is refused (LOUNGE_VISIT_OUTSIDE_PASS), whatever slot the catalogue's rules would offer (a `dayUntil`
 * of 365 reaches past the year's last hour, a longer one far past it).
 */
import type { DateTime } from 'luxon';
import type { QuoteProblem } from '../../domain/orders/cart-quote';
import { isLoungePassUsable } from '../../domain/orders/service-policies';
import { voucherKindFor } from '../../domain/orders/vouchers';
import { isLooseIsoTimestamp } from '../../domain/time/iso-timestamp';
import type { ReadCatalog } from '../catalog/read-model';
import type { OrderInput } from './order-input';

/** Whether the catalogue sells lounge passes (its lines get lounge vouchers). */
export const sellsLoungePasses = (catalog: ReadCatalog): boolean =>
  voucherKindFor(catalog.record.serviceCategories ?? []) === 'LOUNGE';

export function loungeVisitProblem(catalog: ReadCatalog, input: OrderInput, now: DateTime): QuoteProblem | null {
  const way = input.operationWay;
  if (
    !sellsLoungePasses(catalog) ||
    way?.time !== 'schedule' ||
    !way.scheduledFor ||
    !isLooseIsoTimestamp(way.scheduledFor)
  )
    return null;
  if (isLoungePassUsable({ purchasedAt: now, entryAt: way.scheduledFor, zone: catalog.timezone })) return null;
  return { code: 'LOUNGE_VISIT_OUTSIDE_PASS', path: 'operationWay.scheduledFor' };
}
