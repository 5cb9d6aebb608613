/** CEP lookups over GraphQL (docs/interfaces.md "Postal codes"): the browser asks our server, never a provider. */
export const postalTypeDefs = /* GraphQL */ `
  "A CEP's place, from the configured provider (ViaCEP, or the local table in the demo)."
  type PostalAddress {
    "Eight digits."
    zipCode: String!
    "Absent for a CEP that covers a whole town."
    street: String
    district: String
    city: String!
    "The state's code (SP)."
    state: String!
  }

  extend type Query {
    "The place of a CEP (with or without the dash); null when no such CEP exists. INVALID_ZIP_CODE for what is no CEP; POSTAL_LOOKUP_UNAVAILABLE when the provider cannot answer now."
    postalAddress(zipCode: String!): PostalAddress
  }
`;
