/** Change for a cash payment ("troco para quanto?"): asked at checkout, kept on the order, shown to the staff. */
export const cashChangeTypeDefs = /* GraphQL */ `
  extend input PaymentInput {
    "CASH: the amount (reais) the shopper pays with, so the courier brings change; at least the total (CHANGE_BELOW_TOTAL otherwise). Absent: no change needed."
    changeFor: Float
  }

  extend type OrderPayment {
    "CASH: the amount (reais) the shopper pays with; the courier brings the difference to the total."
    changeFor: Float
  }
`;
