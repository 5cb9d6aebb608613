/**
 * Bookings a traveller manages alone (issue 17, points 6, 8 and 9): the venues of a catalogue (where its passes are
 * used, and the options that choose each, so a cart keeps one visit's passes together), the venue on a voucher, and
 * until when a booked visit moves for free (src/domain/orders/booking-free-until.ts), on the server's clock.
 */
export const bookingTypeDefs = /* GraphQL */ `
  "Where a catalogue's passes are used (a lounge in a terminal), in the request's language."
  type Venue {
    _id: ID!
    name: String!
    "Where it is, as a traveller finds it."
    location: String!
    "What the holder brings and follows to get in."
    accessRules: [String!]!
    "The options (subitem ids) that put a pass here; empty on a catalogue's only venue: every pass."
    optionIds: [ID!]!
  }

  extend type Catalog {
    "Its venues; passes of one order at the same venue (and dates) are one booking."
    venues: [Venue!]!
  }

  extend type Voucher {
    "The venue the pass is for (its chosen options), its location and access rules; null and empty without one."
    venueName: String
    location: String
    accessRules: [String!]!
  }

  extend type Order {
    "How many vouchers the order has (as Order.vouchers, without their QR codes): the order list links to them."
    voucherCount: Int!
  }

  enum MovableBookingKind {
    LOUNGE
    HOSPITALITY
  }

  extend type CheckoutOptions {
    "A lounge visit or a hospitality booking (it moves on screen, free until its notice); null for anything else."
    bookingKind: MovableBookingKind
  }

  "Why a move now is free (NOTICE: before the service's notice; GRACE: minutes after booking; UNPAID: nothing paid yet), or LATE."
  enum MoveBasis {
    NOTICE
    GRACE
    UNPAID
    LATE
  }

  extend type BookingMove {
    basis: MoveBasis!
    kind: MovableBookingKind!
    "ISO timestamp: until when a move is free (the notice, or 30 minutes after booking); never after the start."
    freeUntil: String!
    "Whether a move now costs nothing: before freeUntil, or while the booking is not paid yet."
    freeNow: Boolean!
    "Whether a move may be asked now: open, and for the lounge not past freeUntil once paid."
    movableNow: Boolean!
    "What a move after freeUntil costs (hospitality: 25%); null where none is allowed then (the lounge)."
    lateFee: Float
  }
`;
