/** How a shop's delivery reaches an address (docs/business-rules.md "Local delivery or carrier"), for the checkout. */
export const deliveryRouteTypeDefs = /* GraphQL */ `
  input DeliveryRouteInput {
    "On the bare root host, the company; a company's own host must agree."
    company: String
    catalogId: ID!
    "now or schedule."
    time: String!
    address: AddressInput!
  }

  "LOCAL: the shop's own courier, at the place's fee (now: within estimatedDeliveryTime minutes). CARRIER: a shipping option for the CEP (shippingOptions). UNAVAILABLE: see reason."
  enum DeliveryRouteKind {
    LOCAL
    CARRIER
    UNAVAILABLE
  }

  "Why an address is UNAVAILABLE: outside every coverage (NOT_COVERED), or only a carrier reaches it and the delivery is for now (CARRIER_NOT_NOW)."
  enum DeliveryRouteReason {
    NOT_COVERED
    CARRIER_NOT_NOW
  }

  type DeliveryRoute {
    kind: DeliveryRouteKind!
    reason: DeliveryRouteReason
    deliveryFee: Float
    estimatedDeliveryTime: Int
    "The covered place the fee is for (a district, else the city)."
    area: String
  }

  extend type Query {
    deliveryRoute(input: DeliveryRouteInput!): DeliveryRoute!
  }
`;
