/** Unpaid orders (docs/decisions.md "Trust: unpaid orders and a verified e-mail"): the due time of a PIX, link or transfer payment, and its expiry. */
export const unpaidTypeDefs = /* GraphQL */ `
  extend enum PaymentStatus {
    "PIX, link or transfer: the money did not arrive by expiresAt, and the order was cancelled."
    EXPIRED
  }

  extend type OrderPayment {
    "PIX, link or transfer: by when the payment must arrive (ISO, the catalogue's zone); the order is cancelled after it."
    expiresAt: String
  }
`;
