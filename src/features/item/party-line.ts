/** A cart line as one booking's pass (src/domain/orders/booking-party.ts): its chosen options and its own dates. */
import type { PartyLine } from '@/src/domain/orders/booking-party';
import type { CartItem } from '@/src/domain/orders/order-types';

export const partyLineOf = (entry: { item: CartItem }): PartyLine => ({
  subitemIds: entry.item.subitems.map((line) => line.subitem.id),
  interval: entry.item.interval ?? null,
});
