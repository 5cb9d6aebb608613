/**
 * Company buyers after the booking (issue 18, points 5, 6 and 9): package credits, paying a month's statement by
 * PIX Cobrança or boleto, receipts, and the after-service report. Members only, like every business field: another
 * account answers BUSINESS_NOT_FOUND. The report is written by the store's staff.
 */
export const businessExtrasTypeDefs = /* GraphQL */ `
  "The credits of one package (e.g. Pacote corporativo — 5 recepções) with this host's company."
  type BusinessCreditBalance {
    packageItemId: ID!
    "The package's name, in the request's language."
    packageName: String!
    "The catalogue items one credit pays for: a business line of one of these may send useCredit."
    itemIds: [ID!]!
    "Their names, in the request's language."
    itemNames: [String!]!
    "Credits that may be used now."
    remaining: Int!
    "ISO timestamp: when the first of them expires; null when none remain."
    nextExpiry: String
    "Bought but waiting for the package's payment."
    awaitingPayment: Int!
  }

  enum BusinessCreditEventKind {
    BOUGHT
    USED
    RETURNED
    VOIDED
    EXPIRED
  }

  type BusinessCreditEvent {
    kind: BusinessCreditEventKind!
    "Signed change of the balance."
    quantity: Int!
    "ISO timestamp."
    at: String!
    packageName: String!
    "The booking that used or returned it, or the package's order."
    orderId: ID
    orderNumber: String
  }

  type BusinessCredits {
    balances: [BusinessCreditBalance!]!
    "Newest first."
    history: [BusinessCreditEvent!]!
    "Credits that may be used now, all packages together."
    total: Int!
  }

  enum StatementChargeMethod {
    PIX
    BOLETO
  }

  enum StatementChargeStatus {
    PENDING
    PAID
    CANCELED
  }

  "How a month's statement is paid."
  type BusinessStatementCharge {
    _id: ID!
    "YYYY-MM."
    month: String!
    method: StatementChargeMethod!
    "In reais: the month's bookings on account still unpaid when it was issued."
    amount: Float!
    "YYYY-MM-DD."
    dueDate: String!
    status: StatementChargeStatus!
    "PIX Cobrança: the copy-and-paste code and its QR code."
    pixCopyPaste: String
    pixQrCodeSvg: String
    "Boleto: the linha digitável."
    boletoLine: String
    paidAt: String
    "The demo's sandbox issued it: it can be marked paid from the statement (never on a real deployment)."
    sandbox: Boolean!
  }

  "After the service: when the client was met, by whom, and a note."
  type BookingServiceReport {
    "The order line, counted from 1."
    line: Int!
    "ISO timestamp."
    metAt: String!
    agentName: String!
    note: String!
  }

  input BookingServiceReportInput {
    "ISO 8601 with offset."
    metAt: String!
    agentName: String!
    note: String
  }

  "One client's line of a company's booking."
  type BusinessOrderLine {
    "Counted from 1."
    line: Int!
    itemName: String!
    clientName: String
    "ISO timestamp of the meeting."
    time: String
    paidWithCredit: Boolean!
    served: BookingServiceReport
  }

  extend type BusinessBookingLine {
    "Counted from 1."
    line: Int!
    paidWithCredit: Boolean!
    served: BookingServiceReport
  }

  extend type BusinessBooking {
    "The receipt PDF, once paid (a booking on account: once its statement is paid)."
    receiptUrl: String
  }

  extend type Order {
    "A company's booking: its clients' lines with credit and after-service report; empty for any other order."
    businessLines: [BusinessOrderLine!]!
    "The receipt PDF when the order is paid and the caller is its buyer or a member of its company; else null."
    receiptUrl: String
  }

  extend type Query {
    "The account's package credits with this host's company."
    businessCredits(accountId: ID!): BusinessCredits!
    "The month's live charge (pending or paid), or null when none was asked for."
    businessStatementCharge(accountId: ID!, month: String!): BusinessStatementCharge
  }

  extend type Mutation {
    "Charges the month (once it is over) by PIX Cobrança or boleto; the same method again answers the same charge."
    payBusinessStatement(accountId: ID!, month: String!, method: StatementChargeMethod!): BusinessStatementCharge!
    "Demo only: the sandbox pays the charge, as a bank's notice would."
    simulateStatementPayment(accountId: ID!, chargeId: ID!): BusinessStatementCharge!
    "The store's staff: the client of this line was met."
    reportBookingServed(orderId: ID!, line: Int!, input: BookingServiceReportInput!): BookingServiceReport!
  }
`;
