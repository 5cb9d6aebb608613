/**
 * What the staff board and the status page show of an order's timing and flight (issue 17, points 10 and 11): by
 * when it must reach the traveller (src/domain/orders/deliver-by.ts), the customer's phone, the flight it follows
 * and the changes it took from it (src/server/flights/flight-follow.ts), and the buyer linking a booking to a flight.
 */
export const orderFlightTypeDefs = /* GraphQL */ `
  "GATE: boarding less the company's margin; BOOKING: the booked start; SLOT: a scheduled slot's end; ESTIMATE: an order for now, placed plus the lead time its checkout promised."
  enum DeliverByKind {
    GATE
    BOOKING
    SLOT
    ESTIMATE
  }

  type DeliverBy {
    "ISO timestamp in the store's zone."
    at: String!
    kind: DeliverByKind!
  }

  enum FlightChangeField {
    GATE
    TERMINAL
    BOARDING
  }

  "A change the order took from its flight: gate and terminal as written, boarding as ISO timestamps."
  type OrderFlightChange {
    field: FlightChangeField!
    from: String!
    to: String!
    "When the order took it (ISO)."
    at: String!
    "SHOPPER when the shopper changed it on the status page; null when it came from the flight."
    by: String
  }

  "The flight an order follows."
  type OrderFlight {
    flightNumber: String!
    "The most minutes behind its timetable seen."
    delayMinutes: Int!
    "Over 90 minutes late (SPEC §8): a booking on it moves for free until its start."
    delayFreesMove: Boolean!
    "The latest last; at most 10."
    changes: [OrderFlightChange!]!
  }

  extend type Order {
    "By when it must reach the traveller; null for an order for now with no gate."
    deliverBy: DeliverBy
    "The customer's phone as stored (E.164), and as people read it (Brazilian numbers as +55 (DD) 9 XXXX-XXXX)."
    customerPhone: String
    customerPhoneDisplay: String
    "The flight it follows; null until it follows one."
    flight: OrderFlight
  }

  extend enum MoveBasis {
    FLIGHT_DELAYED
  }

  extend type Mutation {
    "The buyer of a dated booking (lounge visit, hospitality) names its flight: a delay over 90 minutes then frees its moves. An empty number stops following. Refused with FLIGHT_NUMBER_INVALID, FLIGHT_NOT_FOUND or FLIGHT_FOLLOW_NOT_ALLOWED."
    followOrderFlight(id: ID!, flightNumber: String!): Order!
    "The buyer of a gate delivery changes its terminal and gate until the order leaves (PLACED, CONFIRMED, PREPARING; not after boarding). Refused with FORBIDDEN, NOT_GATE_DELIVERY, GATE_CHANGE_CLOSED, INVALID_GATE or GATE_UNCHANGED."
    changeOrderGate(id: ID!, terminal: String!, gate: String!): Order!
  }
`;
