/** The delivery address with its unit ("apto 42"): sent with an order, kept and shown back (status page, board). */
export const deliveryAddressTypeDefs = /* GraphQL */ `
  extend input AddressInput {
    "The unit: apartment, block, floor (apto 42)."
    addressLine2: String
  }

  "Where a delivery goes, as the shopper gave it."
  type OrderDeliveryAddress {
    zipCode: String
    street: String!
    number: String
    addressLine2: String
    district: String
    city: String
    state: String
    additionalInstructions: String
  }

  extend type UserComplement {
    "Every saved address, the main one first ({zipCode, street, number, addressLine2, neighborhood, city, state, country})."
    addresses: [JSON!]!
  }

  extend type Order {
    "A delivery's address (null for take-away, bookings and gate deliveries). The buyer's and the company's staff only, as the order."
    deliveryAddress: OrderDeliveryAddress
  }
`;
