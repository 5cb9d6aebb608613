/**
 * Company buyers (issue 18, docs/interfaces.md "Company buyers"): business accounts, their team and invitations,
 * their saved clients and their bookings. Every field is the caller's own: a business account that is not theirs
 * answers BUSINESS_NOT_FOUND (or null), exactly as one that does not exist.
 */
export const businessTypeDefs = /* GraphQL */ `
  enum BusinessRole {
    ADMIN
    BOOKER
  }

  enum BusinessCreditLineStatus {
    REQUESTED
    APPROVED
    SUSPENDED
  }

  type BusinessAddress {
    postalCode: String!
    street: String!
    number: String!
    complement: String
    district: String!
    city: String!
    "UF, two letters."
    state: String!
  }

  "A company that books for its clients: its CNPJ, legal data and team."
  type BusinessAccount {
    _id: ID!
    "14 digits."
    cnpj: String!
    legalName: String!
    tradeName: String!
    "Digits, or ISENTO; null when not given."
    stateRegistration: String
    billingAddress: BusinessAddress!
    invoiceEmail: String!
    "The caller's role in it."
    myRole: BusinessRole!
    members: [BusinessMember!]!
    "Invitations not yet accepted (open or expired); empty for a booker."
    invitations: [BusinessInvitation!]!
    "The approval of this host's company for bookings on account; null when none was asked for."
    creditLine: BusinessCreditLine
  }

  type BusinessMember {
    userId: ID!
    name: String!
    email: String!
    role: BusinessRole!
    "True for the caller."
    me: Boolean!
  }

  type BusinessInvitation {
    _id: ID!
    email: String!
    role: BusinessRole!
    createdAt: String!
    expiresAt: String!
    expired: Boolean!
  }

  type BusinessCreditLine {
    status: BusinessCreditLineStatus!
    "In reais."
    limit: Float!
    "In reais: what the company may still book on account (the limit less its bookings on account not yet paid nor cancelled); 0 unless approved."
    available: Float!
  }

  "A business account's credit line with the host's company, as its staff see it (setBusinessCreditLine)."
  type StaffBusinessCreditLine {
    accountId: ID!
    cnpj: String!
    legalName: String!
    tradeName: String!
    status: BusinessCreditLineStatus!
    "In reais."
    limit: Float!
    "The staff member who last decided it; null before any decision."
    decidedBy: ID
    "ISO timestamp of the last change."
    updatedAt: String!
    "ISO timestamp of the account's own request (requestBusinessCreditLine); null when the staff opened the line unasked."
    requestedAt: String
    "The account's note with its request (one line, at most 300 characters)."
    requestNote: String
  }

  "A month of the company's statement with this store: its bookings on account, not cancelled, by when they were placed (São Paulo)."
  type BusinessStatementMonth {
    "AAAA-MM: the statement is at /empresa/faturas/AAAA-MM.pdf and .csv."
    month: String!
    "Its rows: one per client booked."
    bookings: Int!
    orders: Int!
    "In reais."
    total: Float!
  }

  "A person the company books for."
  type BusinessClient {
    _id: ID!
    name: String!
    "E.164."
    phone: String
    email: String
    "pt-BR, en or es: the language the client is told in."
    language: String!
    notes: String!
  }

  "An order booked on a business account."
  type BusinessBooking {
    orderId: ID!
    number: String!
    status: OrderStatus!
    catalogId: ID!
    storeName: String
    "ISO timestamp: when the service takes place (the booked time, else when it was ordered)."
    serviceAt: String!
    createdAt: String!
    total: Float!
    lines: [BusinessBookingLine!]!
    bookedBy: BusinessBooker
  }

  type BusinessBookingLine {
    itemName: String!
    quantity: Int!
    clientId: ID
    clientName: String
  }

  type BusinessBooker {
    userId: ID!
    name: String!
    email: String!
  }

  type BusinessBookings {
    bookings: [BusinessBooking!]!
    "How many bookings match (the list holds at most 200)."
    total: Int!
    "The choices of the booker filter."
    bookers: [BusinessBooker!]!
  }

  "What the acceptance page shows: whose team, for which e-mail, and why the caller cannot accept it (null: they can)."
  type BusinessInvitationPreview {
    tradeName: String!
    email: String!
    role: BusinessRole!
    refusal: String
  }

  input BusinessAddressInput {
    postalCode: String!
    street: String!
    number: String!
    complement: String
    district: String!
    city: String!
    state: String!
  }

  input BusinessAccountInput {
    cnpj: String!
    legalName: String!
    tradeName: String!
    stateRegistration: String
    billingAddress: BusinessAddressInput!
    invoiceEmail: String!
  }

  "The profile an admin may change: everything but the CNPJ."
  input BusinessProfileInput {
    legalName: String!
    tradeName: String!
    stateRegistration: String
    billingAddress: BusinessAddressInput!
    invoiceEmail: String!
  }

  input BusinessClientInput {
    name: String!
    "E.164, or a Brazilian number."
    phone: String!
    email: String
    language: String
    notes: String
  }

  "from and to: days (YYYY-MM-DD) in the store's zone, both included, of when the service takes place."
  input BusinessBookingsFilter {
    clientId: ID
    from: String
    to: String
    status: OrderStatus
    bookedBy: ID
  }

  extend type Query {
    "The caller's business accounts (empty when signed out)."
    myBusinessAccounts: [BusinessAccount!]!
    businessAccount(id: ID!): BusinessAccount
    businessClients(accountId: ID!): [BusinessClient!]!
    businessBookings(accountId: ID!, filter: BusinessBookingsFilter): BusinessBookings!
    businessInvitation(token: String!): BusinessInvitationPreview
    "The months with a statement, newest first (at most 36)."
    businessStatements(accountId: ID!): [BusinessStatementMonth!]!
    "Staff of the host's company: the business accounts with a credit line with it, requests awaiting a decision first (oldest first), then by trade name."
    companyBusinessCreditLines: [StaffBusinessCreditLine!]!
  }

  extend type Mutation {
    "The caller (with a verified e-mail) creates the account and becomes its admin."
    createBusinessAccount(input: BusinessAccountInput!): BusinessAccount!
    updateBusinessAccount(id: ID!, input: BusinessProfileInput!): BusinessAccount!
    "Mails an invitation link, valid 7 days. Admins only."
    inviteBusinessMember(accountId: ID!, email: String!, role: BusinessRole!): BusinessInvitation!
    cancelBusinessInvitation(accountId: ID!, invitationId: ID!): Boolean!
    "Signed in with the invited, verified e-mail."
    acceptBusinessInvitation(token: String!): BusinessAccount!
    changeBusinessMemberRole(accountId: ID!, userId: ID!, role: BusinessRole!): BusinessAccount!
    "An admin removes a member; any member may remove themselves. The last admin stays."
    removeBusinessMember(accountId: ID!, userId: ID!): Boolean!
    "Adds a client, or changes one (clientId)."
    saveBusinessClient(accountId: ID!, clientId: ID, input: BusinessClientInput!): BusinessClient!
    removeBusinessClient(accountId: ID!, clientId: ID!): Boolean!
    "Staff of the host's company approve (APPROVED) or suspend (SUSPENDED) an account's line; limit in reais, 0 to 1,000,000."
    setBusinessCreditLine(accountId: ID!, status: BusinessCreditLineStatus!, limit: Float!): StaffBusinessCreditLine!
    "An admin of the account asks the host's company for invoicing: the line is created as REQUESTED with limit 0; asking again while REQUESTED changes nothing. Refused when APPROVED (CREDIT_LINE_ALREADY_APPROVED) or SUSPENDED (CREDIT_LINE_SUSPENDED). Note: optional, one line, at most 300 characters."
    requestBusinessCreditLine(accountId: ID!, note: String): BusinessAccount!
  }
`;
