/**
 * Item-level subitems ("extras"): options offered on the item itself, outside any option group. Each is
 * optional, chosen with a quantity, and priced on its own like an option of a group: its modifiers at the
 * clock (status and price), then its promo, then its progressive discount. No group rule (min, max, repeat)
 * applies to them. A cart line names an extra with `subcategoryId` equal to the item's own `_id`.
 */
import { atClock, type AtClockContext, type PricedRecord } from './at-clock';
import type { LineSubitem } from './line-total';
import type { ProgressiveDiscount } from './progressive-discount';

export interface ExtraRecord extends PricedRecord {
  _id: string;
  type?: string | null;
  promo?: number | null;
  promoType?: string | null;
  progressiveDiscount?: ProgressiveDiscount | null;
}

/** One selection of an extra, with the path a problem about it is reported at. */
export interface ExtraSelection {
  subitemId: string;
  quantity: number;
  path: string;
}

export type ExtraProblemCode = 'SUBITEM_NOT_FOUND' | 'SUBITEM_BLOCKED' | 'INVALID_QUANTITY';
export interface ExtraProblem {
  code: ExtraProblemCode;
  path: string;
}

export interface ChosenExtras {
  /** One entry per extra, its selections' quantities summed (so splitting a choice does not change its discount). */
  chosen: LineSubitem[];
  problems: ExtraProblem[];
}

/** Whether a selection names an extra of the item rather than an option of one of its groups. */
export const namesItemExtra = (itemId: string, selection: { subcategoryId: string }): boolean =>
  selection.subcategoryId === itemId;

export function chooseItemExtras(
  extras: ReadonlyArray<ExtraRecord>,
  selections: ReadonlyArray<ExtraSelection>,
  ctx: AtClockContext,
): ChosenExtras {
  const problems: ExtraProblem[] = [];
  const quantities = new Map<ExtraRecord, number>();
  for (const selection of selections) {
    const extra = extras.find((x) => x._id === selection.subitemId);
    if (!extra) {
      problems.push({ code: 'SUBITEM_NOT_FOUND', path: selection.path });
      continue;
    }
    if (!Number.isInteger(selection.quantity) || selection.quantity < 1) {
      problems.push({ code: 'INVALID_QUANTITY', path: `${selection.path}.quantity` });
      continue;
    }
    if (atClock(extra, ctx).status === 'BLOCKED') problems.push({ code: 'SUBITEM_BLOCKED', path: selection.path });
    quantities.set(extra, (quantities.get(extra) ?? 0) + selection.quantity);
  }
  const chosen = [...quantities].map(([extra, quantity]) => ({
    ...extra,
    price: atClock(extra, ctx).priceCents,
    quantity,
  }));
  return { chosen, problems };
}
