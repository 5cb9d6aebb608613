/**
 * Following orders over GraphQL: the vouchers of an order's lounge, locker and hospitality lines
 * (docs/business-rules.md "Vouchers"), the check of a voucher code read at a counter, and the rescheduling of a
 * hospitality booking with its fee (docs/business-rules.md "Order policies").
 */
export const trackingTypeDefs = /* GraphQL */ `
  enum VoucherKind {
    LOUNGE
    LOCKER
    HOSPITALITY
  }

  "One line's voucher: a signed code, its QR code (SVG) and when it can be used."
  type Voucher {
    "The order line, counted from 1."
    line: Int!
    itemName: String!
    quantity: Int!
    kind: VoucherKind!
    "NUMBER/LINE.SIGNATURE: a code whose signature does not match was not issued here."
    code: String!
    qrCodeSvg: String!
    "ISO timestamps; null when the booking carries no date yet."
    validFrom: String
    validUntil: String
    "Lounge: how long one stay lasts."
    stayHours: Int
    "Lounge with a booked visit: the last moment to ask for a rebooking (24 h before)."
    rebookBy: String
    "Whether a rebooking may still be asked for: true until rebookBy on the server's clock; false past it or without one."
    rebookOpen: Boolean!
    "True while the order's payment is not settled (PIX, link or transfer unpaid, card in 3-D Secure) and the company has not confirmed it: the voucher is not valid yet."
    awaitingPayment: Boolean!
  }

  extend type Order {
    "Vouchers of the lounge, locker and hospitality lines; empty for other catalogues and cancelled or refunded orders."
    vouchers: [Voucher!]!
    "A dated hospitality booking: whether it can still be moved, on the server's clock; null for any other order."
    bookingMove: BookingMove
  }

  "OPEN: it can be moved. SERVICE_GIVEN: READY or DELIVERED. STARTED: its start has passed (a no-show pays in full). CLOSED: completed or cancelled."
  enum BookingMoveState {
    OPEN
    SERVICE_GIVEN
    STARTED
    CLOSED
  }

  type BookingMove {
    state: BookingMoveState!
    "From the start on, while not given (SPEC §8): the full amount a no-show without notice pays; null otherwise."
    noShowCharge: Float
    "A late move whose fee waits for the shopper's payment (PIX, transfer, link): the booking keeps its slot until the company sees it."
    pending: PendingBookingMove
  }

  type PendingBookingMove {
    "The booked start when it was asked (still the booking's), and the start asked for: ISO timestamps."
    from: String!
    to: String!
    requestedAt: String!
    fee: Float!
    "What to pay the fee with: a PIX code, the transfer's reference or a link."
    payment: OrderPayment!
  }

  "What a counter learns of a voucher: VALID is the only status that lets its holder in."
  enum VoucherStatus {
    VALID
    CANCELLED
    AWAITING_PAYMENT
    NOT_YET_VALID
    EXPIRED
    UNKNOWN
    FORGED
  }

  "A voucher code as read at a counter: genuine when its signature is ours for this company; valid when, besides, its order stands (not cancelled or refunded, paid) and now is within its window."
  type VoucherCheck {
    genuine: Boolean!
    orderNumber: String
    line: Int
    valid: Boolean!
    status: VoucherStatus!
    "ISO timestamps of the voucher's window; null when it has none (forged, unknown)."
    validFrom: String
    validUntil: String
  }

  extend type Query {
    voucherCheck(code: String!, company: String): VoucherCheck!
    "What moving a hospitality booking now would cost (its buyer only): 25% under 24 working hours' notice."
    rescheduleFee(id: ID!): RescheduleFee!
  }

  type RescheduleFee {
    fee: Float!
    late: Boolean!
    workingHoursAhead: Float!
  }

  "The booking, the fee charged (0 when on time) and that charge's payment (a PIX code to pay, ...). moved: false while the fee waits for its payment — the booking then keeps its slot (order.bookingMove.pending)."
  type RescheduleResult {
    order: Order!
    fee: Float!
    late: Boolean!
    moved: Boolean!
    feePayment: OrderPayment
  }

  extend type Mutation {
    "Buyer only, while the booking is open; the fee is charged with the order's method before the date changes (cardToken for cards; after 3-D Secure, the same move with paymentReference). A PIX, transfer or link fee moves it once paid."
    rescheduleBooking(id: ID!, scheduledFor: String!, cardToken: String, paymentReference: String): RescheduleResult!
    "Staff of the order's company: the pending move's fee was received; the booking moves to the slot asked for."
    confirmRescheduleFee(id: ID!): Order!
  }
`;
