/**
 * Placed orders and their lines. An order is history: it keeps a snapshot of
 * what was bought (names, unit prices in cents) and has no foreign key to the
 * catalogue rows, so re-importing or removing a catalogue never rewrites or
 * blocks past orders.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type {
  CartInterval,
  OrderAddress,
  OrderCustomer,
  OrderOperationWay,
  OrderParam,
  OrderStatus,
} from '../../../domain/orders/order-types';
import type { BusinessLineDetails } from '../../../domain/business/business-line';
import { businessAccounts, businessClients } from './business';
import { companies } from './companies';
import { createdAt, generatedId, positionColumn, timestamps } from './columns';
import { users } from './users';

/** Payment as stored: method code, the catalogue's payment-method id, gateway reference, receipt. */
export interface StoredOrderPayment {
  method: string;
  methodId?: string | null;
  /** Gateway, e.g. sandbox, stripe, pix, in-person. */
  gateway?: string | null;
  /** The gateway's charge/intent id; never a card number. */
  reference?: string | null;
  status?: string | null;
  paymentReceipt?: string | null;
  [key: string]: unknown;
}

export interface StoredGateDelivery {
  terminal: string;
  gate: string;
  flightNumber: string;
  boardingTime: string;
}

/** One change an order took from its flight (src/domain/flights/flight-change.ts), for the shopper's notice. */
export interface StoredFlightChange {
  field: 'GATE' | 'TERMINAL' | 'BOARDING';
  from: string;
  to: string;
  /** When the order took it (the server's clock), ISO. */
  at: string;
  /** SHOPPER: typed by the shopper on the status page (gate-change.ts); absent when it came from the flight. */
  by?: 'SHOPPER';
}

/**
 * The flight an order follows (src/server/flights/flight-follow.ts): which flight, where it came from, what the order
 * last took from the provider, the largest delay seen, and the changes taken (the latest last, at most 10).
 */
export interface StoredFlightWatch {
  flightNumber: string;
  /** GATE: the gate delivery's flight; BUSINESS: a company booking's line; BUYER: linked by the buyer to a booking. */
  source: 'GATE' | 'BUSINESS' | 'BUYER';
  followed: { gate: string | null; terminal: string | null; boardingTime: string; observedAt: number } | null;
  /** The largest delay seen (minutes behind the timetable): over 90 frees the booking's moves. */
  delayMinutes: number;
  changes: StoredFlightChange[];
}

export const orders = pgTable(
  'orders',
  {
    id: generatedId().primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The catalogue's `_id` (no foreign key: see above). */
    catalogId: text('catalog_id').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull().default('PLACED'),
    /** 'shopping' by default (docs/business-rules.md "Order reducer"). */
    type: text('type').notNull().default('shopping'),
    customer: jsonb('customer').$type<OrderCustomer>(),
    operationWay: jsonb('operation_way').$type<OrderOperationWay>().notNull(),
    payment: jsonb('payment').$type<StoredOrderPayment>(),
    pickUpAddress: jsonb('pick_up_address').$type<OrderAddress>(),
    params: jsonb('params').$type<OrderParam[]>().notNull().default([]),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    couponCode: text('coupon_code'),
    /** The client's key for createOrder: retrying the same key returns the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * A hash of the request the key was first sent with (src/server/orders/repeated-key.ts): the same key with
     * another request is refused (IDEMPOTENCY_KEY_MISMATCH). Null on orders placed before it was kept.
     */
    requestHash: text('request_hash'),
    /** The readable reference (e.g. A7K-2Q9), unique per company. */
    number: text('number').notNull(),
    /** The guest's browser (client id cookie): how a guest finds the order again. */
    clientId: text('client_id'),
    /** Airport gate delivery: terminal, gate, flight and boarding time. */
    gateDelivery: jsonb('gate_delivery').$type<StoredGateDelivery>(),
    /** The flight the order follows and what it took from it (issue 17, point 11); null until it follows one. */
    flightWatch: jsonb('flight_watch').$type<StoredFlightWatch>(),
    /** Hospitality bought by a company: the client to be received. */
    receivedGuest: text('received_guest'),
    /** The language the shopper ordered in: their mails speak it. */
    locale: text('locale').notNull().default('pt-BR'),
    cancelReason: text('cancel_reason'),
    /** Booked for a business account (issue 18): its CNPJ is the order's document. */
    businessAccountId: text('business_account_id').references(() => businessAccounts.id, { onDelete: 'set null' }),
    /** The member who booked for the account (the order's contact). */
    bookedBy: text('booked_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Paid by PIX, link or transfer: when the payment must have arrived, on the server's clock (STORE_NOW when set);
     * a PLACED order still unpaid then is cancelled (src/server/orders/unpaid-expiry.ts). Null for other methods.
     */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
    /**
     * Insertion order. `createdAt` is the server's clock (STORE_NOW when set, which stands still), so orders of one
     * instant are listed newest first by this.
     */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    unique('orders_company_idempotency_uq').on(t.companyId, t.idempotencyKey),
    unique('orders_company_number_uq').on(t.companyId, t.number),
    index('orders_client_created_idx').on(t.clientId, t.createdAt),
    index('orders_company_status_idx').on(t.companyId, t.status, t.createdAt),
    index('orders_company_created_idx').on(t.companyId, t.createdAt),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_business_created_idx').on(t.businessAccountId, t.createdAt),
    // The unpaid orders: few at any time, found by due time (the expiry sweep) and by company (the unpaid limit).
    index('orders_unpaid_due_idx')
      .on(t.paymentDueAt, t.companyId)
      .where(sql`${t.status} = 'PLACED' and ${t.paymentDueAt} is not null`),
    check(
      'orders_amounts_chk',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.deliveryFeeCents} >= 0 and ${t.totalCents} >= 0`,
    ),
  ],
);

/** A chosen option of a line, as priced when the order was placed. */
export interface OrderLineSubitem {
  subcategoryId: string;
  subitemId: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
}

export const orderLines = pgTable(
  'order_lines',
  {
    id: generatedId().primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: text('company_id').notNull(),
    position: positionColumn(),
    categoryId: text('category_id'),
    itemId: text('item_id').notNull(),
    itemName: text('item_name').notNull(),
    quantity: integer('quantity').notNull(),
    /** Item price plus its subitems, after promos and modifiers, for one unit. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    subitems: jsonb('subitems').$type<OrderLineSubitem[]>().notNull().default([]),
    interval: jsonb('interval').$type<CartInterval>(),
    note: text('note'),
    /** The business account's client this line is for (issue 18). */
    businessClientId: text('business_client_id').references(() => businessClients.id, { onDelete: 'set null' }),
    /** Meet & assist / hospitality booked by a company: the structured form, checked by the server. */
    bookingDetails: jsonb('booking_details').$type<BusinessLineDetails>(),
    /**
     * Paid with a package credit of this grant (business_credit_grants; no foreign key, as an order is history): the
     * line's price is 0 and the credit returns when the booking is cancelled in time (src/server/business/credits).
     */
    creditGrantId: text('credit_grant_id'),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_company_idx').on(t.companyId),
    index('order_lines_business_client_idx').on(t.businessClientId),
    check('order_lines_quantity_chk', sql`${t.quantity} > 0`),
  ],
);

/** Status history of an order, for tracking (who changed it, when). */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: generatedId().primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: text('company_id').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** User who made the change; null for the system (payment callbacks). */
    changedBy: text('changed_by'),
    /** Why (a cancellation's reason). */
    reason: text('reason'),
    /** The server's clock when the change was made (STORE_NOW when set). */
    createdAt: createdAt(),
    /** Insertion order: a timeline's changes of one instant (a fixed clock) in the order they were made. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Every charge tried for an order, approved or not: a declined card leaves no order (its stock goes back) but
 * its attempt stays here. Keyed by the order's company and idempotency key, not by an order row. Never a card
 * number: only the gateway's reference and decline code.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: generatedId().primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The createOrder idempotency key the attempt belongs to. */
    orderKey: text('order_key').notNull(),
    /** The order, when the attempt produced one. */
    orderId: text('order_id'),
    method: text('method').notNull(),
    gateway: text('gateway').notNull(),
    status: text('status').notNull(),
    declineCode: text('decline_code'),
    reference: text('reference'),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_attempts_company_key_idx').on(t.companyId, t.orderKey)],
);
