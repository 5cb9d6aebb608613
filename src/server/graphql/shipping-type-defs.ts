/**
 * Shipping over GraphQL (docs/interfaces.md "Shipping"): the options for a cart of a catalogue that ships, and the
 * option an order chooses. Money crosses as reais.
 */
export const shippingTypeDefs = /* GraphQL */ `
  input ShippingCartItemInput {
    itemId: ID!
    quantity: Int!
  }

  input ShippingOptionsInput {
    "On the bare root host, the company; a company's own host must agree."
    company: String
    catalogId: ID!
    "The destination CEP, with or without the dash."
    zipCode: String!
    items: [ShippingCartItemInput!]!
  }

  "A way to ship the parcel: a carrier service (Melhor Envio) or the shop's table."
  type ShippingOption {
    "Stable for the same service: send it back as OrderInput.shippingOptionId."
    id: ID!
    name: String!
    price: Float!
    "Working days until delivery."
    days: Int!
  }

  extend input OrderInput {
    "A ShippingOption.id: the delivery fee becomes that option's price, recomputed by the server."
    shippingOptionId: String
  }

  extend type Query {
    "Empty when the catalogue does not ship (thereIsMelhorEnvioIntegration false), the CEP is not valid or no service takes the parcel."
    shippingOptions(input: ShippingOptionsInput!): [ShippingOption!]!
  }
`;
