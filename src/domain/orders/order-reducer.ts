/**
 * The client-side order (cart) reducer: docs/business-rules.md "Order reducer".
 * Pure: every action returns a new object and never mutates the old state.
 */
import {
  defaultOrder,
  type CartEntry,
  type CartItem,
  type Order,
  type OrderAddress,
  type OrderGlobalSubcategory,
} from './order-types';
import { isRemovedQuantity, nextQuantity, type QuantityChange } from './order-quantity';

export { defaultOrder } from './order-types';

export interface AddItemPayload {
  ownerId: string;
  catalogId: string;
  categoryId: string;
  itemId: string;
  item: CartItem;
  /** Defaults to ADD (+1). */
  change?: QuantityChange;
  /** Position of the line in the cart, when the caller knows it (cart page buttons). */
  index?: number;
  /** The service's flag; false means the cart holds a single item. Defaults to true. */
  multipleItemsInShoppingCart?: boolean;
}

export type OrderAction =
  | { type: 'SET_ORDER'; payload: Partial<Order> }
  | { type: 'ADD_ITEM'; payload: AddItemPayload }
  | { type: 'SET_ITEMS'; payload: CartEntry | CartEntry[] }
  | { type: 'UPDATE_ORDER'; payload: Partial<Order> }
  | { type: 'UPDATE_ADDRESS'; payload: Partial<OrderAddress> }
  | { type: 'SET_GLOBAL_SUBCATEGORIES'; payload: OrderGlobalSubcategory[] }
  | { type: 'RESET' };

export function orderReducer(state: Order, action: OrderAction): Order {
  switch (action.type) {
    case 'SET_ORDER':
      // A stored order from an older version may lack newer fields.
      return { ...defaultOrder(), ...action.payload };
    case 'ADD_ITEM':
      return addItemToOrder(state, action.payload);
    case 'SET_ITEMS':
      return { ...state, items: Array.isArray(action.payload) ? [...action.payload] : [action.payload] };
    case 'UPDATE_ORDER':
      return { ...state, ...action.payload };
    case 'UPDATE_ADDRESS':
      return {
        ...state,
        customer: { ...state.customer, address: { ...state.customer.address, ...action.payload } },
      };
    case 'SET_GLOBAL_SUBCATEGORIES':
      return { ...state, globalSubitens: [...action.payload] };
    case 'RESET':
      return defaultOrder();
    default:
      throw new Error(`Unknown order action: ${(action as { type: unknown }).type}`);
  }
}

/** True when the order already belongs to this owner and catalogue. */
function belongsTo(state: Order, owner: { ownerId: string; catalogId: string }): boolean {
  return !!state.ownerId && !!state.catalogId && state.ownerId === owner.ownerId && state.catalogId === owner.catalogId;
}

/** A new order for another owner/catalogue, keeping what belongs to the shopper, not the shop. */
function startOrder(state: Order, owner: { ownerId: string; catalogId: string }): Order {
  const fresh = defaultOrder();
  return {
    ...fresh,
    ownerId: owner.ownerId,
    catalogId: owner.catalogId,
    customer: { ...fresh.customer, address: state.customer.address },
    displayedWarningOfOrderInProgress: state.displayedWarningOfOrderInProgress,
    globalSubitens: state.globalSubitens,
  };
}

/** A key for the shopper's choices: same item with other options or note is another line. */
function choicesKey(item: CartItem): string {
  const lines = item.subitems.map((l) => `${l.subcategory.id}:${l.subitem.id}:${l.quantity ?? 1}`).sort();
  // An empty note is no note; JSON writes a missing interval as null.
  return JSON.stringify([lines, item.interval?.start, item.interval?.end, item.note || null]);
}

/**
 * Finds the line an ADD_ITEM refers to: by index (when the line there is the
 * same item), then by category plus item id, then by item id alone.
 * Id lookups only match lines with the same choices.
 */
export function findCartEntryIndex(
  items: readonly CartEntry[],
  target: Pick<AddItemPayload, 'index' | 'categoryId' | 'itemId' | 'item'>,
): number {
  const { index, categoryId, itemId } = target;
  // Stryker disable next-line ConditionalExpression: without an index, items[undefined] is no line; this is for the types
  if (index !== undefined && items[index]?.itemId === itemId) return index;
  const key = choicesKey(target.item);
  const byCategory = items.findIndex(
    (e) => e.categoryId === categoryId && e.itemId === itemId && choicesKey(e.item) === key,
  );
  if (byCategory !== -1) return byCategory;
  return items.findIndex((e) => e.itemId === itemId && choicesKey(e.item) === key);
}

function addItemToOrder(state: Order, payload: AddItemPayload): Order {
  const change: QuantityChange = payload.change ?? { operation: 'ADD' };
  const base = belongsTo(state, payload) ? state : startOrder(state, payload);
  const index = findCartEntryIndex(base.items, payload);

  if (index === -1) {
    // Nothing to take from a line that is not in the cart.
    if (change.operation === 'SUBTRACT') return state;
    // A new line starts at the requested quantity (1 for ADD), raised to the item's min.
    const requested = change.operation === 'ADD' ? 1 : change.value;
    const quantity = nextQuantity(0, { operation: 'REPLACE', value: requested }, payload.item);
    if (isRemovedQuantity(quantity)) return state;
    const entry: CartEntry = {
      item: payload.item,
      quantity,
      categoryId: payload.categoryId,
      itemId: payload.itemId,
    };
    const single = payload.multipleItemsInShoppingCart === false;
    return { ...base, items: single ? [entry] : [...base.items, entry] };
  }

  const current = base.items[index];
  const quantity = nextQuantity(current.quantity, change, current.item);
  const items = isRemovedQuantity(quantity)
    ? base.items.filter((_, i) => i !== index)
    : base.items.map((e, i) => (i === index ? { ...e, quantity } : e));
  return { ...base, items };
}

// Action creators.

export const setOrder = (order: Partial<Order>): OrderAction => ({ type: 'SET_ORDER', payload: order });
export const addItem = (payload: AddItemPayload): OrderAction => ({ type: 'ADD_ITEM', payload });
export const setItems = (items: CartEntry | CartEntry[]): OrderAction => ({ type: 'SET_ITEMS', payload: items });
export const updateOrder = (patch: Partial<Order>): OrderAction => ({ type: 'UPDATE_ORDER', payload: patch });
export const updateAddress = (patch: Partial<OrderAddress>): OrderAction => ({
  type: 'UPDATE_ADDRESS',
  payload: patch,
});
export const setGlobalSubcategories = (list: OrderGlobalSubcategory[]): OrderAction => ({
  type: 'SET_GLOBAL_SUBCATEGORIES',
  payload: list,
});
export const resetOrder = (): OrderAction => ({ type: 'RESET' });

/** ADD_ITEM for the cart line at index (the +, − and quantity-field controls of the cart). */
export function changeQuantity(order: Order, index: number, change: QuantityChange): OrderAction {
  const entry = order.items[index];
  if (!entry) throw new RangeError(`No cart entry at index ${index}`);
  return addItem({
    ownerId: order.ownerId ?? '',
    catalogId: order.catalogId ?? '',
    categoryId: entry.categoryId,
    itemId: entry.itemId,
    item: entry.item,
    change,
    index,
  });
}

/** SET_ITEMS without the line at index (the cart's remove button). */
export function removeItemAt(order: Order, index: number): OrderAction {
  return setItems(order.items.filter((_, i) => i !== index));
}
