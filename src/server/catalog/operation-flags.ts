/** The ways a catalogue offers (docs/business-rules.md "Operation ways and scheduling"), as the checkout and the quote read them. */
import type { OperationFlags } from '../../domain/delivery/delivery-rules';
import type { OperationType } from '../../domain/orders/order-schedule';
import type { ReadCatalog } from './read-model';

export const OPERATION_TYPES: readonly OperationType[] = ['delivery', 'takeAway', 'booking'];
const NONE: OperationFlags = { now: false, schedule: false };

/** The flags of a way; a catalogue that configured none works as the quote does: delivery, now or scheduled. */
export function flagsOf(catalog: ReadCatalog, type: OperationType): OperationFlags {
  const way = catalog.operationWay;
  const configured = !!way && OPERATION_TYPES.some((t) => way[t]?.now || way[t]?.schedule);
  if (!configured) return type === 'delivery' ? { now: true, schedule: true } : NONE;
  return way[type] ?? NONE;
}
