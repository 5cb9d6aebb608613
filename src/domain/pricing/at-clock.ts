/**
 * An item's and an option's status and price at a clock (docs/business-rules.md "Item and subitem status"): the
 * stored status, then the modifiers, then a BLOCKED parent (category or option group), which wins over any
 * modifier of its children. Shared by the catalogue's displayed prices and by the cart quote, so both agree.
 */
import { evaluateModifiers, type Modifier, type ItemStatus } from './modifiers';
import type { ModifierAddress } from './modifier-conditions';
import type { Clock } from '../time/time-of-day';
import { keyword } from '../keyword';

export const isBlocked = (status: string | null | undefined): boolean => keyword(status) === 'BLOCKED';

export interface PricedRecord {
  status?: string | null;
  price: number;
  modifiers?: ReadonlyArray<Modifier> | null;
}

export interface AtClockContext {
  clock: Clock;
  zone?: string;
  address?: ModifierAddress | null;
}

export interface AtClock {
  status: ItemStatus;
  /** Cents after modifiers, before promo. */
  priceCents: number;
  info: string[];
}

/**
 * `parentBlocked`: the record's category (for an item) or option group (for an option) is BLOCKED. A modifier
 * may lift the record's own BLOCKED (sold only at weekends), never its parent's: blocking a whole category
 * must stop every item in it, whatever their modifiers say.
 */
export function atClock(record: PricedRecord, ctx: AtClockContext, parentBlocked = false): AtClock {
  const base = { status: (isBlocked(record.status) ? 'BLOCKED' : 'PUBLIC') as ItemStatus, priceCents: record.price };
  const result = evaluateModifiers(record.modifiers, base, { clock: ctx.clock, zone: ctx.zone, address: ctx.address });
  return {
    status: parentBlocked ? 'BLOCKED' : result.status,
    priceCents: result.priceCents,
    info: result.interface.info,
  };
}
