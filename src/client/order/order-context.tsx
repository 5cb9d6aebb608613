/**
 * The order (cart) state of the browser: the domain's order reducer behind a React context, saved per company in
 * local storage so a cart survives a reload, a lost connection or a closed tab. Every company has its own cart.
 *
 *   const { order, dispatch, ready } = useOrder();
 *   dispatch(addItem({ ownerId, catalogId, categoryId, itemId, item }));
 *
 * `ready` is false until the saved cart has been read (after hydration, so server and browser render alike).
 */
import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { defaultOrder, orderReducer, type OrderAction } from '@/src/domain/orders/order-reducer';
import type { Order } from '@/src/domain/orders/order-types';

export interface OrderContextValue {
  company: string;
  order: Order;
  dispatch: (action: OrderAction) => void;
  /** True once the cart saved in this browser has been loaded. */
  ready: boolean;
  /** True once the shopper has changed the cart during this visit (this tab, reloads included). */
  changedThisVisit: boolean;
}

const OrderContext = createContext<OrderContextValue | null>(null);

/** The local-storage key of a company's cart. */
export const orderStorageKey = (company: string) => `storefront:order:${company}`;

function readSaved(company: string): Partial<Order> | null {
  try {
    const text = window.localStorage.getItem(orderStorageKey(company));
    const saved: unknown = text ? JSON.parse(text) : null;
    return saved && typeof saved === 'object' && Array.isArray((saved as Order).items)
      ? (saved as Partial<Order>)
      : null;
  } catch {
    return null; // unreadable or blocked storage: start with an empty cart
  }
}

/** The session-storage key that says this tab's visit has changed the company's cart. */
const changedKey = (company: string) => `storefront:cart-changed:${company}`;

/**
 * Whether the shopper changed the cart during this visit (this tab, reloads included): a cart they have just filled is
 * no news to them, so the in-progress warning is only for a cart found from an earlier visit.
 */
function cartChangedThisVisit(company: string): boolean {
  try {
    return window.sessionStorage.getItem(changedKey(company)) === '1';
  } catch {
    return false;
  }
}

/**
 * The order, which company's saved cart it was loaded from (null until loaded), the lines as loaded (any other lines
 * afterwards are the shopper's doing in this visit) and whether this visit had changed the cart before the load.
 */
interface Stored {
  order: Order;
  loadedFor: string | null;
  loadedItems: Order['items'] | null;
  changedBefore: boolean;
}
type StoredAction =
  OrderAction | { type: 'LOADED'; company: string; saved: Partial<Order> | null; changedBefore: boolean };

function storedReducer(state: Stored, action: StoredAction): Stored {
  if (action.type === 'LOADED') {
    const order = action.saved
      ? orderReducer(state.order, { type: 'SET_ORDER', payload: action.saved })
      : defaultOrder();
    return { order, loadedFor: action.company, loadedItems: order.items, changedBefore: action.changedBefore };
  }
  return { ...state, order: orderReducer(state.order, action) };
}

export function OrderProvider({ company, children }: { company: string; children: ReactNode }) {
  const [{ order, loadedFor, loadedItems, changedBefore }, dispatch] = useReducer(storedReducer, undefined, () => ({
    order: defaultOrder(),
    loadedFor: null,
    loadedItems: null,
    changedBefore: false,
  }));
  const ready = loadedFor === company;
  const changedNow = ready && order.items !== loadedItems;
  const changedThisVisit = changedBefore || changedNow;

  useEffect(() => {
    // Not in a transition: the saved cart must be read, and written back, before anything else can write it (a
    // transition committed later and wrote the empty cart over one saved meanwhile, as another tab would).
    if (company)
      dispatch({ type: 'LOADED', company, saved: readSaved(company), changedBefore: cartChangedThisVisit(company) });
  }, [company]);

  useEffect(() => {
    // Never write before the saved cart is read: that would overwrite it with an empty one.
    if (!ready) return;
    try {
      window.localStorage.setItem(orderStorageKey(company), JSON.stringify(order));
      if (changedNow) window.sessionStorage.setItem(changedKey(company), '1');
    } catch {
      // Full or blocked storage: the cart still works for this visit.
    }
  }, [order, ready, company, changedNow]);

  const value = useMemo(
    () => ({ company, order, dispatch, ready, changedThisVisit }),
    [company, order, ready, changedThisVisit],
  );
  return <OrderContext.Provider value={value}>{children}</OrderContext.Provider>;
}

/** The order state; outside an OrderProvider it throws, as a missing provider is a programming error. */
export function useOrder(): OrderContextValue {
  const value = useContext(OrderContext);
  if (!value) throw new Error('useOrder must be used within an OrderProvider');
  return value;
}
