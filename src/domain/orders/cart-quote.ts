/**
 * Prices a cart on the server (`quote`, docs/interfaces.md "GraphQL operations"): every amount comes from the catalogue, none from the client.
 * Order of application per unit: modifiers (status and price), promo, subitems × quantity less progressive
 * discount, × item quantity (or days of an interval); then the coupon on the eligible subtotal, then the
 * delivery fee. Each problem a shopper can cause is reported with a code instead of throwing.
 */
import { isOpenAt, type OpeningHours } from '../time/opening-hours';
import type { Holiday } from '../time/holidays';
import type { Modifier } from '../pricing/modifiers';
import { atClock, isBlocked } from '../pricing/at-clock';
import { checkSchedule, defaultOperationType, intervalAcceptable, type ScheduleCatalog } from './order-schedule';
import type { ModifierAddress } from '../pricing/modifier-conditions';
import { computeLineTotal, isIntervalSubitem, type LineSubitem } from '../pricing/line-total';
import type { ProgressiveDiscount } from '../pricing/progressive-discount';
import { discountAmount, type Discount } from '../pricing/promo';
import { deliveryCoverage, type DeliveryAddress, type WhereDelivery } from '../delivery/delivery-fee';
import { couponProblem, type QuoteCoupon } from '../pricing/coupon';
import type { Clock } from '../time/time-of-day';
import { maxQuantity, minQuantity } from './order-quantity';
import { chooseItemExtras, namesItemExtra, type ExtraSelection } from '../pricing/item-extras';
import { pricedPer, type Weighing } from './sold-by-weight';
import { isOnStep } from './weight-start';

export type { QuoteCoupon };

export interface QuoteSubitem {
  _id: string;
  type?: string | null;
  price: number;
  promo?: number | null;
  promoType?: string | null;
  status?: string | null;
  progressiveDiscount?: ProgressiveDiscount | null;
  modifiers?: ReadonlyArray<Modifier> | null;
}
export interface QuoteSubcategory {
  _id: string;
  min?: number | null;
  max?: number | null;
  repeat?: boolean | null;
  status?: string | null;
  subitems: ReadonlyArray<QuoteSubitem>;
}
export interface QuoteItem {
  _id: string;
  categoryId?: string | null;
  price: number;
  promo?: number | null;
  promoType?: string | null;
  status?: string | null;
  /** null: unlimited. */
  stock?: number | null;
  min?: number | null;
  max?: number | null;
  modifiers?: ReadonlyArray<Modifier> | null;
  /** The status of the item's category: a BLOCKED category blocks its items. */
  categoryStatus?: string | null;
  subcategories: ReadonlyArray<QuoteSubcategory>;
  /** Extras offered on the item itself, outside any group (item-extras.ts). */
  subitems?: ReadonlyArray<QuoteSubitem> | null;
  /** The unit its price is for ('kg', 'g', 'unity'). */
  unitOfMeasurement?: string | null;
  /** Sold by weight (./sold-by-weight.ts): quantities in grams, in these steps. */
  weighing?: Weighing | null;
}
export interface QuoteCatalog extends ScheduleCatalog {
  _id: string;
  status?: string | null;
  minimumOrderValue: number;
  disableDiscountCoupon?: boolean | null;
  timezone?: string | null;
  openingHours?: OpeningHours | null;
  holidays?: ReadonlyArray<Holiday> | null;
  whereDelivery?: WhereDelivery | null;
}

export interface CartSubitemSelection {
  subcategoryId: string;
  subitemId: string;
  quantity: number;
}
export interface CartLine {
  categoryId?: string | null;
  itemId: string;
  quantity: number;
  subitems?: ReadonlyArray<CartSubitemSelection> | null;
  interval?: { start: string; end: string } | null;
}
export interface QuoteRequest {
  lines: ReadonlyArray<CartLine>;
  couponCode?: string | null;
  /** Absent: the shopper has not chosen yet (a cart preview); no way or time is checked, and the address counts as the catalogue's default way says. */
  operationWay?: { type: string; time: string; scheduledFor?: string | null } | null;
  address?: (DeliveryAddress & ModifierAddress & { zipCode?: string | null }) | null;
}

export type ProblemCode =
  | 'EMPTY_CART'
  | 'CLOSED_COMPANY'
  | 'ITEM_NOT_FOUND'
  | 'ITEM_BLOCKED'
  | 'PRODUCT_OUT_OF_STOCK'
  | 'QUANTITY_BELOW_MIN'
  | 'QUANTITY_ABOVE_MAX'
  | 'QUANTITY_NOT_A_STEP'
  | 'INVALID_QUANTITY'
  | 'SUBITEM_NOT_FOUND'
  | 'SUBITEM_BLOCKED'
  | 'SUBCATEGORY_MIN'
  | 'SUBCATEGORY_MAX'
  | 'SUBITEM_REPEAT'
  | 'INTERVAL_REQUIRED'
  | 'INVALID_INTERVAL'
  | 'COUPON_NOT_FOUND'
  | 'COUPON_NOT_APPLICABLE'
  | 'COUPONS_DISABLED'
  | 'COUPON_MINIMUM_NOT_MET'
  | 'COUPON_EXPIRED'
  | 'MINIMUM_ORDER_VALUE'
  | 'DELIVERY_AREA_NOT_COVERED'
  | 'ADDRESS_REQUIRED'
  | 'OPERATION_NOT_AVAILABLE'
  | 'SCHEDULE_REQUIRED'
  | 'INVALID_SCHEDULE'
  | 'GATE_DELIVERY_REQUIRED'
  | 'GATE_DELIVERY_TOO_LATE'
  | 'SHIPPING_OPTION_UNAVAILABLE'
  | 'SHIPPING_OPTION_REQUIRED'
  | 'CARRIER_NOT_NOW'
  | 'CHANGE_BELOW_TOTAL'
  | 'LOUNGE_VISIT_OUTSIDE_PASS'
  | 'SINGLE_ITEM_PER_ORDER';

/** `params`: values the problem's message names (the gate delivery's deadline and order-by times, 'HH:mm'). */
export interface QuoteProblem {
  code: ProblemCode;
  itemId?: string;
  path?: string;
  params?: Record<string, string>;
}
export interface QuotedLine {
  itemId: string;
  categoryId: string | null;
  quantity: number;
  unitPrice: number;
  total: number;
}
export interface CartQuote {
  lines: QuotedLine[];
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  estimatedDeliveryTime: number | null;
  /** A scheduled order's offered slot, as checkSchedule found it (a gate delivery must end in time); absent otherwise. */
  scheduledSlot?: { startsAt: string; endsAt: string };
  problems: QuoteProblem[];
}

export interface QuoteContext {
  catalog: QuoteCatalog;
  /** The catalogue's items by id. */
  items: ReadonlyMap<string, QuoteItem>;
  /** The coupon named by couponCode, looked up by the caller; null when there is none of that code. */
  coupon: QuoteCoupon | null;
  clock: Clock;
  /** Whether the catalogue is open at the clock, when the caller already knows (it caches it per minute). */
  isOpen?: boolean;
}

/** Units of each item across the whole cart: stock is shared by every line of the same item. */
function unitsPerItem(lines: ReadonlyArray<CartLine>): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) {
    // Stryker disable next-line EqualityOperator: `>= 0` would add a line of 0, which adds no units
    if (Number.isInteger(line.quantity) && line.quantity > 0)
      units.set(line.itemId, (units.get(line.itemId) ?? 0) + line.quantity);
  }
  return units;
}

function priceLine(
  line: CartLine,
  index: number,
  item: QuoteItem,
  ctx: QuoteContext & { pricingClock: Clock },
  address: ModifierAddress | null,
  problems: QuoteProblem[],
  unitsInCart: number,
): QuotedLine | null {
  const zone = ctx.catalog.timezone ?? undefined;
  const path = `items[${index}]`;
  const report = (code: ProblemCode, at = path) => problems.push({ code, itemId: item._id, path: at });
  const clockContext = { clock: ctx.pricingClock, address, zone };
  const modified = atClock(item, clockContext, isBlocked(item.categoryStatus));
  if (modified.status === 'BLOCKED') report('ITEM_BLOCKED');
  if (!Number.isInteger(line.quantity) || line.quantity < 1) {
    report('INVALID_QUANTITY', `${path}.quantity`);
    return null;
  }
  if (item.stock != null && unitsInCart > item.stock) report('PRODUCT_OUT_OF_STOCK', `${path}.quantity`);
  // Same bounds as the cart's quantity buttons (order-quantity.ts): min defaults to 1, a max of 0 or less is no max.
  // The max, like stock, counts every line of the item: two lines of 10 are 20 units, as one line of 20 would be.
  const max = maxQuantity(item);
  if (line.quantity < minQuantity(item)) report('QUANTITY_BELOW_MIN', `${path}.quantity`);
  if (max !== null && unitsInCart > max) report('QUANTITY_ABOVE_MAX', `${path}.quantity`);
  // A weighed item is sold in its steps from the minimum (250 g, 500 g, …), as its stepper offers them.
  if (!isOnStep(line.quantity, item)) report('QUANTITY_NOT_A_STEP', `${path}.quantity`);

  // One entry per option, its selections summed: the progressive discount reads the option's whole quantity,
  // so sending 2 + 2 of a shot prices like 4.
  const chosen = new Map<string, LineSubitem>();
  const perSubcategory = new Map<string, number>();
  const perSubitem = new Map<string, number>();
  const extras: ExtraSelection[] = [];
  (line.subitems ?? []).forEach((selection, s) => {
    const at = `${path}.subitems[${s}]`;
    if (namesItemExtra(item._id, selection)) {
      extras.push({ ...selection, path: at });
      return;
    }
    const subcategory = item.subcategories.find((c) => c._id === selection.subcategoryId);
    const subitem = subcategory?.subitems.find((x) => x._id === selection.subitemId);
    if (!subcategory || !subitem) {
      report('SUBITEM_NOT_FOUND', at);
      return;
    }
    if (!Number.isInteger(selection.quantity) || selection.quantity < 1) {
      report('INVALID_QUANTITY', `${at}.quantity`);
      return;
    }
    const sub = atClock(subitem, clockContext, isBlocked(subcategory.status));
    if (sub.status === 'BLOCKED') report('SUBITEM_BLOCKED', at);
    // Counted across selections, so sending the same option twice with quantity 1 does not get round `repeat`.
    const key = `${subcategory._id}/${subitem._id}`;
    const times = (perSubitem.get(key) ?? 0) + selection.quantity;
    perSubitem.set(key, times);
    if (times > 1 && !subcategory.repeat) report('SUBITEM_REPEAT', `${at}.quantity`);
    perSubcategory.set(subcategory._id, (perSubcategory.get(subcategory._id) ?? 0) + selection.quantity);
    chosen.set(key, { ...subitem, price: sub.priceCents, quantity: times });
  });
  // Stryker disable next-line ArrayDeclaration: a string in the empty fallback has no _id, so no selection finds it
  const pickedExtras = chooseItemExtras(item.subitems ?? [], extras, clockContext);
  pickedExtras.problems.forEach((problem) => report(problem.code, problem.path));
  // Extras are keyed by the item's own id, as a line names them; chooseItemExtras has already summed repeats.
  pickedExtras.chosen.forEach((extra, e) => chosen.set(`extra/${e}`, extra));
  for (const subcategory of item.subcategories) {
    if (isBlocked(subcategory.status)) continue;
    const count = perSubcategory.get(subcategory._id) ?? 0;
    if (count < (subcategory.min ?? 0)) report('SUBCATEGORY_MIN', `${path}.subitems`);
    const most = subcategory.max ?? 0;
    if (most > 0 && count > most) report('SUBCATEGORY_MAX', `${path}.subitems`);
  }

  const options = [...chosen.values()];
  const needsInterval = options.some(isIntervalSubitem);
  if (needsInterval && !line.interval) {
    report('INTERVAL_REQUIRED', `${path}.interval`);
    return null;
  }
  if (needsInterval && line.interval && !intervalAcceptable(line.interval, ctx.clock, zone)) {
    report('INVALID_INTERVAL', `${path}.interval`);
    return null;
  }
  // intervalAcceptable has ruled out what computeLineTotal would refuse (unreadable dates, an end before the start).
  const breakdown = computeLineTotal({
    item: { price: modified.priceCents, promo: item.promo, promoType: item.promoType, pricedPer: pricedPer(item) },
    quantity: line.quantity,
    subitems: options,
    interval: needsInterval ? line.interval : null,
  });
  return {
    itemId: item._id,
    categoryId: item.categoryId ?? null,
    quantity: line.quantity,
    unitPrice: breakdown.unitTotal,
    total: breakdown.total,
  };
}

export function quoteCart(request: QuoteRequest, ctx: QuoteContext): CartQuote {
  const problems: QuoteProblem[] = [];
  const { catalog } = ctx;
  const address = request.address ?? null;
  if (request.lines.length === 0) problems.push({ code: 'EMPTY_CART', path: 'items' });

  const way = request.operationWay ?? null;
  // A scheduled order is checked against the slots its rules give (which already respect opening hours).
  const ordersNow = (way?.time ?? 'now') === 'now';
  // Stryker disable next-line ArrayDeclaration: a string in the empty fallback is no holiday: it closes no day
  const holidays = catalog.holidays ?? [];
  const open =
    ctx.isOpen ??
    isOpenAt(catalog.openingHours, ctx.clock, { zone: catalog.timezone ?? undefined, holidays: [...holidays] });
  if (isBlocked(catalog.status) || (ordersNow && !open)) problems.push({ code: 'CLOSED_COMPANY' });
  const schedule = way
    ? checkSchedule(way, catalog, ctx.clock)
    : { problem: null, pricingClock: ctx.clock, slot: null };
  if (schedule.problem) problems.push({ code: schedule.problem, path: 'operationWay' });

  // The shopper's address only counts where the order goes to it: a take-away or booking address is not checked.
  // Without a chosen way, the catalogue's own default: a lounge that only books charges no delivery.
  const isDelivery = (way?.type ?? defaultOperationType(catalog.operationWay)) === 'delivery';
  const lineAddress = isDelivery ? address : null;
  const lines: QuotedLine[] = [];
  const units = unitsPerItem(request.lines);
  request.lines.forEach((line, index) => {
    const item = ctx.items.get(line.itemId);
    if (!item) {
      problems.push({ code: 'ITEM_NOT_FOUND', itemId: line.itemId, path: `items[${index}].itemId` });
      return;
    }
    const priced = priceLine(
      line,
      index,
      item,
      { ...ctx, pricingClock: schedule.pricingClock },
      lineAddress,
      problems,
      units.get(item._id) ?? 0,
    );
    if (priced) lines.push(priced);
  });
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);

  let discount = 0;
  const code = request.couponCode?.trim();
  if (code) {
    const problem = couponProblem(ctx.coupon, {
      catalogId: catalog._id,
      subtotal,
      couponsDisabled: !!catalog.disableDiscountCoupon,
      clock: ctx.clock,
      zone: catalog.timezone ?? undefined,
    });
    // couponProblem refuses a missing coupon: without a problem, there is one.
    if (problem) problems.push({ code: problem, path: 'couponCode' });
    else discount = discountAmount(subtotal, ctx.coupon!.discount as Discount);
  }

  let deliveryFee = 0;
  let estimatedDeliveryTime: number | null = null;
  if (isDelivery && address && (address.city || address.district)) {
    const coverage = deliveryCoverage(catalog.whereDelivery, address);
    if (coverage.covered) {
      deliveryFee = coverage.feeCents;
      estimatedDeliveryTime = coverage.estimatedDeliveryTime;
    } else problems.push({ code: 'DELIVERY_AREA_NOT_COVERED', path: 'customer.address' });
  } else if (isDelivery && way && (catalog.whereDelivery?.countries?.length ?? 0) > 0) {
    // Delivery was chosen, the catalogue charges by place, and there is no place to charge for.
    problems.push({ code: 'ADDRESS_REQUIRED', path: 'customer.address' });
  }

  if (subtotal < catalog.minimumOrderValue) problems.push({ code: 'MINIMUM_ORDER_VALUE' });
  const quote: CartQuote = {
    lines,
    subtotal,
    discount,
    deliveryFee,
    total: subtotal - discount + deliveryFee,
    estimatedDeliveryTime,
    problems,
  };
  if (schedule.slot) quote.scheduledSlot = { startsAt: schedule.slot.startsAt, endsAt: schedule.slot.endsAt };
  return quote;
}
