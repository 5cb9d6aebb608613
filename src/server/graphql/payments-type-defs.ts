/**
 * Card payments beyond the first answer: how the browser turns a card into a token (the sandbox endpoint, or
 * Stripe.js with a publishable key), and the 3-D Secure step of a Stripe card (docs/decisions.md "Stripe card form").
 */
export const paymentsTypeDefs = /* GraphQL */ `
  extend enum PaymentStatus {
    "The card's issuer asks its holder to authenticate (3-D Secure) before the charge is made."
    REQUIRES_ACTION
    "The card's charge was called off before anything was taken: the order was cancelled during 3-D Secure."
    CANCELED
  }

  extend type OrderPayment {
    "While REQUIRES_ACTION, to its buyer in the answer of createOrder or confirmOrderPayment only: what Stripe.js needs to finish the check. Never stored."
    actionClientSecret: String
  }

  "How the browser tokenises a card: processor 'sandbox' (POST the card to endpoint), 'stripe' (Stripe.js with publishableKey), or 'none' (no card processor: no card method is offered)."
  type CardTokenization {
    processor: String!
    publishableKey: String
    endpoint: String
  }

  extend type CheckoutOptions {
    cardTokenization: CardTokenization!
  }

  extend type Mutation {
    "After the browser's 3-D Secure step: the server reads the charge again from the processor and confirms the order, or cancels it (PAYMENT_DECLINED)."
    confirmOrderPayment(id: ID!): Order!
  }
`;
