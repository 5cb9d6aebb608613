/**
 * Checkout options: what the checkout of one catalogue offers at the server's clock — the ways of operating with
 * their slots (rules, shifts, opening hours and holidays applied), the payment methods the cart's items accept,
 * and what the delivery step must ask (gate delivery, an address, the client to be received).
 */
export const checkoutTypeDefs = /* GraphQL */ `
  "lines: the cart's lines (their items and chosen options narrow the payment methods, as createOrder checks them); itemIds: the items alone (older clients); type and date: whose slots to list; inPersonOnly: an attendant's order."
  input CheckoutOptionsInput {
    company: String
    catalogId: ID!
    lines: [OrderLineInput!]
    itemIds: [ID!]
    type: String
    date: String
    inPersonOnly: Boolean
  }

  extend type Query {
    checkoutOptions(input: CheckoutOptionsInput!): CheckoutOptions!
  }

  type CheckoutOptions {
    catalogId: ID!
    timezone: String!
    "The server's clock (ISO), so the page's checks use the same time as the server's."
    now: String!
    operations: [CheckoutOperationOption!]!
    "The type whose slots are listed."
    slotsType: String
    "Days with at least one slot for that type, 'YYYY-MM-DD', soonest first."
    dates: [String!]!
    "The slots of the date asked (else of the first date)."
    slots: [CheckoutSlot!]!
    paymentMethods: [PaymentMethod!]!
    gateDelivery: GateDeliveryOptions
    asksAddress: Boolean!
    asksReceivedGuest: Boolean!
    "Whether delivery is shipped (thereIsMelhorEnvioIntegration): the delivery step then asks a shipping option for the CEP."
    ships: Boolean!
    "Minutes from ordering now to the delivery when no coverage says otherwise (the rule's lead time)."
    deliveryLeadMinutes: Int!
    checkoutWarning: String
    buttonLabel: String
  }
  type CheckoutOperationOption {
    type: String!
    now: Boolean!
    schedule: Boolean!
  }
  type CheckoutSlot {
    date: String!
    start: String!
    end: String!
    startsAt: String!
    endsAt: String!
    shift: String
  }
  type GateDeliveryOptions {
    "Minutes before boarding by which the food must be at the gate (the company's setting)."
    marginMinutes: Int!
    "Minutes from the order to the food ready at the counter."
    preparationMinutes: Int!
    "The store takes a pick-up at the counter now (what the checkout offers when a delivery is too late)."
    pickUpNow: Boolean!
    "The page listing the stores of its delivery service (where a faster store is found)."
    storesPath: String
    terminals: [GateTerminalOption!]!
  }
  type GateTerminalOption {
    name: String!
    city: String!
    state: String!
    country: String!
    "Minutes from ordering now to this terminal's gates: the store's preparation plus the run (the quote checks the same)."
    estimatedDeliveryTime: Int
    "Minutes on foot from the store's counter to this terminal's gates; null when the store does not say."
    walkingTime: Int
  }
`;
