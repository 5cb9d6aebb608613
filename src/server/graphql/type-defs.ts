/**
 * The GraphQL schema of docs/interfaces.md "GraphQL operations". Field names follow docs/business-rules.md "Entities"; money crosses
 * as decimal reais (Float). Structured documents that the storefront renders as a whole (modifiers, slides,
 * bentos, translations) cross as JSON.
 */
import { orderTypeDefs } from './order-type-defs';
import { trackingTypeDefs } from './tracking-type-defs';
import { checkoutTypeDefs } from './checkout-type-defs';
import { shippingTypeDefs } from './shipping-type-defs';
import { paymentsTypeDefs } from './payments-type-defs';
import { unpaidTypeDefs } from './unpaid-type-defs';
import { flightTypeDefs } from './flight-type-defs';
import { bookingTypeDefs } from './booking-type-defs';
import { businessTypeDefs } from './business-type-defs';
import { weighingTypeDefs } from './weighing-type-defs';
import { postalTypeDefs } from './postal-type-defs';
import { deliveryRouteTypeDefs } from './delivery-route-type-defs';
import { deliveryAddressTypeDefs } from './delivery-address-type-defs';
import { cashChangeTypeDefs } from './cash-change-type-defs';
import { orderFlightTypeDefs } from './order-flight-type-defs';
import { businessExtrasTypeDefs } from './business-extras-type-defs';

const baseTypeDefs = /* GraphQL */ `
  scalar JSON

  type Query {
    catalogs(filter: CatalogsFilter!): [Catalog!]!
    catalog(filter: CatalogFilter!): Catalog
    featuredItemsAndWhereDelivery(filter: CatalogRefFilter!): FeaturedItemsAndWhereDelivery
    catalogSummary(filter: CatalogSummaryFilter!): CatalogSummary!
    item(filter: ItemFilter!): Item
    user(filter: UserFilter!): User
    company(filter: CompanyFilter): Company
    quote(input: OrderInput!): Quote!
    blogPosts(filter: BlogPostsFilter): [BlogPost!]!
    blogPost(filter: BlogPostFilter!): BlogPost
    "The company's stores and items whose name, tags or description hold every word of the query (accents and case ignored)."
    search(filter: SearchFilter!): SearchResults!
  }

  "query: at most 100 characters; first: results per kind, 1 to 50 (default 20)."
  input SearchFilter {
    company: String
    query: String!
    first: Int
  }
  type SearchResults {
    query: String!
    stores: [Catalog!]!
    items: [SearchItemHit!]!
  }
  "An item found, with the store it belongs to (for its link) and whether its service hides prices."
  type SearchItemHit {
    item: Item!
    store: Catalog!
    hidePrice: Boolean!
  }

  input BlogPostsFilter {
    company: String
  }
  input BlogPostFilter {
    company: String
    slug: String!
  }
  type BlogPost {
    slug: String!
    title: String!
    excerpt: String!
    body: String!
    image: String
    author: String
    publishedAt: String!
  }

  input CompanyFilter {
    company: String
  }
  input CatalogsFilter {
    owner: String!
  }
  input CatalogFilter {
    company: String
    slug: String
  }
  input CatalogRefFilter {
    company: String
    catalogId: ID!
  }
  input CatalogSummaryFilter {
    company: String
    catalogId: ID
    serviceSlug: String
    categorySlug: String
  }
  input ItemFilter {
    company: String
    catalogId: ID
    itemId: ID
    slug: String
  }
  input UserFilter {
    email: String!
  }

  type Company {
    _id: ID!
    slug: String!
    name: String!
    requiredAuth: Boolean!
    prohibitedForMinors: Boolean!
    domains: [String!]!
    services: [ServiceDefinition!]!
    settings: JSON
    "The banner coupons: public and valid today, each usable through /carrinho?cupom=CODE."
    coupons: [BannerCoupon!]!
  }

  type BannerCoupon {
    code: String!
    description: String
  }

  type ServiceDefinition {
    _id: ID!
    title: String
    name: String!
    label: String
    description: String
    type: String!
    slug: String!
    color: String
    icon: String
    image: String
    logo: String
    backgroundImage: String
    shownInTopbar: Boolean!
    hiddenInMenu: Boolean!
    hidePrice: Boolean!
    multipleItemsInShoppingCart: Boolean!
    itsDefaultService: Boolean!
    link: String
    termsOfUse: String
    catalog: JSON
    metaTags: JSON
    services: [String!]!
    categories: JSON
    staticBanner: JSON
    banner: JSON
    benefits: JSON
    faq: JSON
    checkoutWarning: String
    categoryBannerImageConfig: JSON
    categoryBentos: JSON
    bentosSection: JSON
    sliderSection: JSON
  }

  type Catalog {
    _id: ID!
    owner: String!
    title: String!
    slug: String!
    description: String
    cover: String
    logo: String
    catalogType: String!
    prohibitedForMinors: Boolean!
    minimumOrderValue: Float!
    status: String!
    serviceCategories: [String!]!
    requiredAuth: Boolean!
    thereIsMelhorEnvioIntegration: Boolean!
    checkout: CatalogCheckout!
    config: CatalogConfig!
    integration: CatalogIntegration!
    paymentMethods: [PaymentMethod!]!
    timezone: String!
    operationWay: JSON
    openingHours: JSON
    openingState: OpeningState!
    categories: [Category!]!
  }

  type CatalogCheckout {
    buttonLabel: String
  }
  type CatalogConfig {
    disableDiscountCoupon: Boolean!
  }
  type CatalogIntegration {
    whatsapp: WhatsappIntegration
    stripe: StripeIntegration
  }
  type WhatsappIntegration {
    sendOrder: Boolean!
    customLink: String
  }
  type StripeIntegration {
    publishableKey: String
    marketplaceFee: Float
    destinationAccountId: String
  }
  type PaymentMethod {
    _id: ID!
    method: String!
    type: String!
    status: String!
    ref: PaymentRef
  }
  type PaymentRef {
    accountOwner: String
    key: String
    type: String
  }

  type OpeningState {
    isOpen: Boolean!
    minutesUntilClose: Int
    nextOpening: NextOpening
    todayLabel: String
  }
  type NextOpening {
    weekday: String!
    date: String!
    start: String!
    end: String!
    label: String!
  }

  type Category {
    _id: ID!
    name: String!
    description: String
    img: String
    status: String!
    items: [Item!]!
  }

  type Item {
    _id: ID!
    catalogId: ID!
    categoryId: ID
    name: String!
    slug: String!
    tags: [String!]!
    description: String
    characteristics: JSON
    additionalDescription: JSON
    acceptedPaymentMethods: [String!]!
    img: String
    price: Float!
    unitOfMeasurement: String
    dimensions: JSON
    promo: Float
    promoType: String
    min: Int
    max: Int
    status: String!
    stock: Int
    featured: Boolean!
    recommendedItemIds: [ID!]!
    customNote: JSON
    componentVariant: String
    serviceCategories: [String!]!
    modifiers: JSON
    subcategories: [Subcategory!]!
    "Extras offered on the item itself, outside any option group: optional, each chosen with a quantity. A quote line names one with subcategoryId equal to the item's _id."
    subitems: [Subitem!]!
    "Price after promo and modifiers at the server's clock, one unit, no options."
    finalPrice: Float!
    "The from price: cheapest options up to each subcategory's min."
    fromPrice: Float!
    priceIsVariable: Boolean!
  }

  type Subcategory {
    _id: ID!
    fk: ID
    name: String!
    type: String
    min: Int!
    max: Int!
    repeat: Boolean!
    status: String!
    api: JSON
    modifiers: JSON
    subitems: [Subitem!]!
  }

  type Subitem {
    _id: ID!
    fk: ID
    name: String!
    type: String
    description: String
    img: String
    price: Float!
    promo: Float
    promoType: String
    params: JSON
    status: String!
    quantity: Int
    progressiveDiscount: ProgressiveDiscount
    acceptedPaymentMethods: [String!]!
    finalPrice: Float!
  }
  type ProgressiveDiscount {
    maxItemQuantity: Int!
    discountInPercent: Float!
  }

  type FeaturedItemsAndWhereDelivery {
    featuredItemCategories: [FeaturedItemCategory!]!
    whereDelivery: JSON
  }
  type FeaturedItemCategory {
    _id: ID
    title: String!
    featuredItems: [Item!]!
  }

  type CatalogSummary {
    catalogs: [Catalog!]!
  }

  type User {
    _id: ID!
    name: String!
    email: String!
    type: String
    emailVerified: Boolean!
    complement: UserComplement
  }
  type UserComplement {
    _id: ID!
    salutation: String
    chosenName: String
    phone: String
    identityDocuments: JSON
    dateOfBirth: String
    nationality: String
    address: JSON
  }

  "An option of one of the item's groups (subcategoryId: the group's _id), or one of its extras (subcategoryId: the item's own _id)."
  input SubitemSelectionInput {
    subcategoryId: ID!
    subitemId: ID!
    quantity: Int!
  }
  input DateIntervalInput {
    start: String!
    end: String!
  }
  input OrderLineInput {
    categoryId: ID
    itemId: ID!
    quantity: Int!
    subitems: [SubitemSelectionInput!]
    interval: DateIntervalInput
    note: String
    "Ignored: prices are computed on the server. Accepted so that a client sending one is not rejected."
    price: Float
  }
  input OperationWayInput {
    type: String!
    time: String!
    scheduledFor: String
  }
  input AddressInput {
    country: String
    zipCode: String
    state: String
    city: String
    district: String
    street: String
    number: String
    additionalInstructions: String
  }
  input CustomerInput {
    name: String
    identityDocument: String
    identityDocumentType: String
    phone: String
    email: String
    address: AddressInput
  }
  input PaymentInput {
    method: String
    methodId: String
    cardToken: String
  }
  input KeyValueInput {
    key: String!
    value: String!
  }
  input OrderInput {
    "On the bare root host, the company to quote for; on a company's own host it must be that company."
    company: String
    catalogId: ID!
    items: [OrderLineInput!]!
    couponCode: String
    operationWay: OperationWayInput
    customer: CustomerInput
    payment: PaymentInput
    params: [KeyValueInput!]
  }

  type Quote {
    lines: [QuoteLine!]!
    subtotal: Float!
    discount: Float!
    deliveryFee: Float!
    total: Float!
    problems: [String!]!
    problemDetails: [QuoteProblem!]!
  }
  type QuoteLine {
    itemId: ID!
    quantity: Int!
    unitPrice: Float!
    total: Float!
  }
  type QuoteProblem {
    code: String!
    message: String!
    itemId: ID
    path: String
  }
`;

/** The whole schema: the catalogue's types, then each area's own SDL (one file per area, appended here). */
export const typeDefs = [
  baseTypeDefs,
  orderTypeDefs,
  trackingTypeDefs,
  checkoutTypeDefs,
  shippingTypeDefs,
  paymentsTypeDefs,
  unpaidTypeDefs,
  flightTypeDefs,
  bookingTypeDefs,
  businessTypeDefs,
  weighingTypeDefs,
  postalTypeDefs,
  deliveryRouteTypeDefs,
  deliveryAddressTypeDefs,
  cashChangeTypeDefs,
  orderFlightTypeDefs,
  businessExtrasTypeDefs,
].join('\n');
