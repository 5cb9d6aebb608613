/**
 * Shapes of the client-side order (docs/business-rules.md "Order reducer"
 * and "Cart line"). Field names follow the spec so a database or GraphQL
 * layer can map onto them without renaming.
 */

/** Delivery address of the customer, and the pick-up address. */
export interface OrderAddress {
  country: string;
  zipCode: string;
  state: string;
  city: string;
  district: string;
  street: string;
  number: string;
  additionalInstructions: string;
  /** The unit: apartment, block ("apto 42"); absent on orders placed before it was asked. */
  addressLine2?: string;
}

export interface OrderCustomer {
  name: string;
  identityDocument: string;
  /** 'CPF' for Brazilians; travellers may use another document (e.g. 'PASSPORT'). */
  identityDocumentType: string;
  phone: string;
  email: string;
  address: OrderAddress;
}

/** TEMPORARY is the cart's own status; the rest are the server's (docs/interfaces.md "GraphQL operations"). */
export type OrderStatus =
  'TEMPORARY' | 'PLACED' | 'CONFIRMED' | 'PREPARING' | 'DISPATCHED' | 'READY' | 'DELIVERED' | 'COMPLETED' | 'CANCELED';

export type OperationWayType = 'delivery' | 'takeAway' | 'booking';
export type OperationWayTime = 'now' | 'schedule';

export interface OrderOperationWay {
  type: OperationWayType;
  time: OperationWayTime;
  /** ISO timestamp of the chosen slot when time is 'schedule'. */
  scheduledFor?: string;
}

export interface OrderPayment {
  method: string;
  methodId: string;
  paymentReceipt: string | null;
}

export interface OrderParam {
  key: string;
  value: string;
}

/** A cart line: one chosen subitem of one subcategory of the item. */
export interface CartLine {
  subcategory: { id: string };
  subitem: { id: string };
  /** Defaults to 1 when absent. */
  quantity?: number;
}

/** Start and end (ISO timestamps) of an interval-between-dates subitem. */
export interface CartInterval {
  start: string;
  end: string;
}

/** The item as it sits in the cart: identity, bounds and the shopper's choices. */
export interface CartItem {
  id: string;
  name?: string;
  /** Minimum quantity; 1 when absent. */
  min?: number | null;
  /** Maximum quantity; unbounded when absent or not positive. */
  max?: number | null;
  /** The unit its quantity counts in: how it is written and stepped ('g' steps by 50; a weighed item's is 'g'). */
  unitOfMeasurement?: string | null;
  /** Sold by weight: grams per step, as the catalogue says (./sold-by-weight.ts). */
  weighing?: { step: number } | null;
  subitems: CartLine[];
  interval?: CartInterval;
  note?: string;
}

/** A cart entry (docs/business-rules.md "Order reducer"); categoryId/itemId are the order item's category.id/item.id. */
export interface CartEntry {
  item: CartItem;
  quantity: number;
  categoryId: string;
  itemId: string;
}

/** Minimal shape of a global subcategory kept on the order for pricing its subitems. */
export interface OrderGlobalSubcategory {
  _id: string;
  name: string;
  min?: number;
  max?: number;
  subitems: { _id: string; name: string; price?: number }[];
}

export interface Order {
  ownerId: string | null;
  catalogId: string | null;
  customer: OrderCustomer;
  status: OrderStatus;
  /** 'shopping' by default; other values are not named by the spec. */
  type: string;
  items: CartEntry[];
  payment: OrderPayment;
  pickUpAddress: OrderAddress;
  orderFinalized: boolean;
  params: OrderParam[];
  operationWay: OrderOperationWay;
  globalSubitens: OrderGlobalSubcategory[];
  displayedWarningOfOrderInProgress: boolean;
  /** Whether a maps service found the district / street of the typed zip code. */
  districtFoundByMaps: boolean;
  streetFoundByMaps: boolean;
  /** The chosen Melhor Envio shipping quote; its shape belongs to that integration. */
  melhorEnvioShipment: Readonly<Record<string, unknown>> | null;
}

export function emptyAddress(): OrderAddress {
  return {
    country: '',
    zipCode: '',
    state: '',
    city: '',
    district: '',
    street: '',
    number: '',
    additionalInstructions: '',
  };
}

/** A fresh order with the defaults of docs/business-rules.md "Order reducer". */
export function defaultOrder(): Order {
  return {
    ownerId: null,
    catalogId: null,
    customer: {
      name: '',
      identityDocument: '',
      identityDocumentType: 'CPF',
      phone: '',
      email: '',
      address: emptyAddress(),
    },
    status: 'TEMPORARY',
    type: 'shopping',
    items: [],
    payment: { method: '', methodId: '', paymentReceipt: null },
    pickUpAddress: emptyAddress(),
    orderFinalized: false,
    params: [{ key: 'Ambiente', value: 'Plataforma' }],
    operationWay: { type: 'delivery', time: 'now' },
    globalSubitens: [],
    displayedWarningOfOrderInProgress: false,
    districtFoundByMaps: false,
    streetFoundByMaps: false,
    melhorEnvioShipment: null,
  };
}

/** The server's OrderLineInput (docs/interfaces.md "GraphQL operations") for one cart entry. */
export interface OrderLineInput {
  categoryId: string;
  itemId: string;
  quantity: number;
  subitems: { subcategoryId: string; subitemId: string; quantity: number }[];
  interval?: CartInterval;
  note?: string;
}

/** Maps cart entries to the lines the quote/createOrder calls expect. */
export function toOrderLineInputs(items: readonly CartEntry[]): OrderLineInput[] {
  return items.map((entry) => {
    const line: OrderLineInput = {
      categoryId: entry.categoryId,
      itemId: entry.itemId,
      quantity: entry.quantity,
      subitems: entry.item.subitems.map((s) => ({
        subcategoryId: s.subcategory.id,
        subitemId: s.subitem.id,
        quantity: s.quantity ?? 1,
      })),
    };
    if (entry.item.interval) line.interval = { ...entry.item.interval };
    if (entry.item.note) line.note = entry.item.note;
    return line;
  });
}
