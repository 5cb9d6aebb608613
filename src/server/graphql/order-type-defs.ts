/**
 * Orders over GraphQL: the shape of docs/interfaces.md "Orders", extended with what the status page, the
 * vouchers and the staff board show (names, choices, the timeline, gate delivery). Money crosses as reais.
 */
export const orderTypeDefs = /* GraphQL */ `
  enum OrderStatus {
    PLACED
    CONFIRMED
    PREPARING
    DISPATCHED
    READY
    DELIVERED
    COMPLETED
    CANCELED
  }
  enum PaymentStatus {
    PENDING
    AUTHORIZED
    PAID
    DECLINED
    REFUNDED
    NOT_REQUIRED
  }

  "Gate delivery at the airport: the promised delivery must fall before boarding, less the company's margin."
  input GateDeliveryInput {
    terminal: String!
    gate: String!
    flightNumber: String!
    boardingTime: String!
  }

  extend input OrderInput {
    gateDelivery: GateDeliveryInput
    "Hospitality bought by a company: the name of the client to be received."
    receivedGuest: String
    "Booked for a business account by one of its members (issue 18): one structured line per order item."
    business: BusinessBookingInput
    "createOrder: the total (reais) the shopper approved at review; refused with PRICE_CHANGED and the new total in extensions when the server's differs. Never used as a price."
    expectedTotal: Float
  }

  input BusinessBookingInput {
    accountId: ID!
    "On account (faturado): nothing is charged; needs the merchant's approval and a cost centre."
    onAccount: Boolean
    costCentre: String
    purchaseOrder: String
    lines: [BusinessLineInput!]!
  }

  input BusinessLineInput {
    "A saved client of the account; or newClient."
    clientId: ID
    newClient: BusinessNewClientInput
    "ARRIVAL or DEPARTURE."
    direction: String
    flightNumber: String
    "ISO 8601 with offset."
    time: String
    signText: String
    meetingPoint: String
    people: Int
    "Pay this line with one of the account's package credits (refused with BUSINESS_NO_CREDIT or BUSINESS_CREDIT_EXPIRED). A package line needs none of the fields above."
    useCredit: Boolean
  }

  input BusinessNewClientInput {
    name: String
    phone: String
    email: String
    "pt-BR, en or es."
    language: String
    "Save the client to the account."
    save: Boolean
  }

  extend type Query {
    "The order, for its buyer (session or the guest's client id cookie) or the company's staff; null otherwise."
    order(id: ID!): Order
    "The viewer's orders, newest first; a guest's by the client id cookie."
    myOrders: [Order!]!
    "Staff of the company only: its orders for the board, newest first (first: 1 to 100, default 50)."
    companyOrders(status: [OrderStatus!], first: Int): [Order!]!
  }

  type Mutation {
    "Prices again on the server, takes stock atomically, charges; the same key answers the same order."
    createOrder(input: OrderInput!, idempotencyKey: String!): Order!
    "Only while PLACED, by its buyer or the company's staff."
    cancelOrder(id: ID!, reason: String): Order!
    "Staff of the order's company only."
    updateOrderStatus(id: ID!, status: OrderStatus!, reason: String): Order!
  }

  type Order {
    _id: ID!
    "Short reference a shopper can read over the phone, unique per company."
    number: String!
    status: OrderStatus!
    catalogId: ID!
    lines: [QuoteLine!]!
    subtotal: Float!
    discount: Float!
    deliveryFee: Float!
    total: Float!
    payment: OrderPayment!
    "True only while PLACED."
    canCancel: Boolean!
    "ISO timestamp with milliseconds and offset."
    createdAt: String!
    updatedAt: String!
    companySlug: String!
    catalogTitle: String
    "The lines for people: names and choices as bought."
    items: [OrderItem!]!
    operationWay: OrderOperationWay!
    gateDelivery: GateDelivery
    receivedGuest: String
    customerName: String
    couponCode: String
    "Why it can no longer be cancelled, translated; null while it can."
    cancelRefusal: String
    cancelReason: String
    events: [OrderStatusEvent!]!
    "Where the catalogue sends orders by WhatsApp: its own link, or a wa.me link with the order prefilled."
    whatsappLink: String
    "Staff: the statuses the order may move to next (cancellation last); empty once final."
    nextStatuses: [OrderStatus!]!
  }
  type OrderItem {
    itemId: ID!
    name: String!
    quantity: Int!
    "The item's unit of measurement in the catalogue ('g', 'person', 'unity'): how its quantity is written."
    unitOfMeasurement: String
    unitPrice: Float!
    total: Float!
    options: [OrderItemOption!]!
    interval: DateInterval
    note: String
  }
  type OrderItemOption {
    name: String!
    quantity: Int!
    unitPrice: Float!
  }
  type DateInterval {
    start: String!
    end: String!
  }
  type OrderOperationWay {
    type: String!
    time: String!
    scheduledFor: String
  }
  type GateDelivery {
    terminal: String!
    gate: String!
    flightNumber: String!
    boardingTime: String!
  }
  type OrderStatusEvent {
    status: OrderStatus!
    at: String!
    reason: String
  }

  type OrderPayment {
    "One of the payment methods (PIX, STRIPE, CASH, POSP_CREDIT, ...)."
    method: String!
    status: PaymentStatus!
    "PIX: the BR Code (copia e cola) for the order's total."
    pixCopyPaste: String
    "PIX: the same payload as an SVG QR code."
    pixQrCodeSvg: String
    pixExpiresAt: String
    declineReason: String
    "Bank transfer: the account to pay and the reference to quote."
    bankTransferReference: String
    "Payment link to open."
    linkUrl: String
  }
`;
