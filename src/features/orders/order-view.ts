/** An order as the status page, the history and the staff board read it (the Order of the GraphQL schema). */
export type OrderStatusName =
  'PLACED' | 'CONFIRMED' | 'PREPARING' | 'DISPATCHED' | 'READY' | 'DELIVERED' | 'COMPLETED' | 'CANCELED';
export type PaymentStatusName =
  | 'PENDING'
  | 'AUTHORIZED'
  | 'PAID'
  | 'DECLINED'
  | 'REFUNDED'
  | 'NOT_REQUIRED'
  | 'REQUIRES_ACTION'
  | 'EXPIRED'
  | 'CANCELED';

export interface OrderItemView {
  itemId: string;
  name: string;
  quantity: number;
  /** How the quantity is written ('g': "300 g"); absent or 'unity' for items sold by the unit. */
  unitOfMeasurement?: string | null;
  unitPrice: number;
  total: number;
  options: { name: string; quantity: number; unitPrice: number }[];
  interval: { start: string; end: string } | null;
  note: string | null;
}

export interface OrderPaymentView {
  method: string;
  status: PaymentStatusName;
  pixCopyPaste: string | null;
  pixQrCodeSvg: string | null;
  pixExpiresAt: string | null;
  declineReason: string | null;
  bankTransferReference: string | null;
  linkUrl: string | null;
  /** PIX, link or transfer: by when the payment must arrive (the store's clock), else the order is cancelled. */
  expiresAt?: string | null;
}

export interface VoucherView {
  line: number;
  itemName: string;
  quantity: number;
  kind: 'LOUNGE' | 'LOCKER' | 'HOSPITALITY';
  code: string;
  qrCodeSvg: string;
  validFrom: string | null;
  validUntil: string | null;
  stayHours: number | null;
  rebookBy: string | null;
  /** Whether `rebookBy` is still ahead, on the server's clock. */
  rebookOpen: boolean;
  /** Not valid until the order's payment is settled or the company confirms it. */
  awaitingPayment: boolean;
  /** Where the pass is used and how to get in (the catalogue's venue); null and empty without one. */
  venueName?: string | null;
  location?: string | null;
  accessRules?: string[];
}

export interface OrderView {
  _id: string;
  number: string;
  status: OrderStatusName;
  catalogId: string;
  catalogTitle: string | null;
  createdAt: string;
  updatedAt: string;
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  canCancel: boolean;
  cancelRefusal: string | null;
  cancelReason: string | null;
  customerName: string | null;
  receivedGuest: string | null;
  couponCode: string | null;
  items: OrderItemView[];
  operationWay: { type: string; time: string; scheduledFor: string | null };
  gateDelivery: { terminal: string; gate: string; flightNumber: string; boardingTime: string } | null;
  events: { status: OrderStatusName; at: string; reason?: string | null }[];
  /** The store's WhatsApp link with the order prefilled, where it takes orders by WhatsApp. */
  whatsappLink?: string | null;
  payment: OrderPaymentView;
}

/** A late move waiting for its fee (PIX, transfer, link): the booking keeps `from` until the company sees the money. */
export interface PendingMoveView {
  from: string;
  to: string;
  requestedAt: string;
  fee: number;
  payment: Pick<
    OrderPaymentView,
    'method' | 'status' | 'pixCopyPaste' | 'pixQrCodeSvg' | 'pixExpiresAt' | 'bankTransferReference' | 'linkUrl'
  >;
}

/** A booked lounge visit's or dated hospitality booking's moves, on the server's clock (Order.bookingMove). */
export interface BookingMoveView {
  state: 'OPEN' | 'SERVICE_GIVEN' | 'STARTED' | 'CLOSED';
  kind?: 'LOUNGE' | 'HOSPITALITY';
  /** Until when a move is free (ISO). */
  freeUntil?: string;
  /** Whether a move now costs nothing; whether one may be asked at all (a late lounge visit may not). */
  freeNow?: boolean;
  movableNow?: boolean;
  /** Why a move now is free, or LATE. */
  basis?: 'NOTICE' | 'GRACE' | 'UNPAID' | 'LATE';
  /** What a move after freeUntil costs (hospitality); null where none is allowed then (the lounge). */
  lateFee?: number | null;
  /** From the start on: the full amount a no-show pays. */
  noShowCharge: number | null;
  pending: PendingMoveView | null;
}

export interface OrderWithVouchers extends OrderView {
  vouchers: VoucherView[];
  whatsappLink: string | null;
  /** Null for anything but a dated hospitality booking. */
  bookingMove: BookingMoveView | null;
}
