import { GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { typeDefs } from './type-defs';
import { blogQueries } from './resolvers/blog';
import { businessMutations, businessQueries } from './resolvers/business';
import { businessExtrasMutations, businessExtrasQueries, businessExtrasTypes } from './resolvers/business-extras';
import { businessStatementQueries, businessStatementTypes } from './resolvers/business-statements';
import { creditApprovalMutations, creditApprovalQueries } from './resolvers/business-credit-approval';
import { creditRequestMutations } from './resolvers/business-credit-request';
import { catalogQueries, catalogTypes } from './resolvers/catalog';
import { flightQueries, flightTypes } from './resolvers/flights';
import { checkoutQueries } from './resolvers/checkout';
import { itemQueries, itemTypes } from './resolvers/item';
import { orderMutations, orderQueries } from './resolvers/orders';
import { paymentMutations } from './resolvers/payments';
import { quoteQueries } from './resolvers/quote';
import { searchQueries } from './resolvers/search';
import { trackingMutations, trackingQueries, trackingTypes } from './resolvers/tracking';
import { shippingQueries } from './resolvers/shipping';
import { userQueries } from './resolvers/user';
import { postalQueries } from './resolvers/postal';
import { deliveryRouteQueries } from './resolvers/delivery-route';
import { orderFlightMutations, orderFlightTypes } from './resolvers/order-flight';

/** Structured documents (modifiers, slides, translations) pass through as they are. */
const JSON = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast) => (ast.kind === Kind.NULL ? null : valueFromASTUntyped(ast)),
});

export const schema = createSchema<GraphQLContext>({
  typeDefs,
  resolvers: {
    JSON,
    Query: {
      ...catalogQueries,
      ...itemQueries,
      ...quoteQueries,
      ...userQueries,
      ...blogQueries,
      ...searchQueries,
      ...orderQueries,
      ...trackingQueries,
      ...checkoutQueries,
      ...shippingQueries,
      ...flightQueries,
      ...businessQueries,
      ...postalQueries,
      ...deliveryRouteQueries,
      ...businessExtrasQueries,
      ...businessStatementQueries,
      ...creditApprovalQueries,
    },
    Mutation: {
      ...orderMutations,
      ...trackingMutations,
      ...paymentMutations,
      ...businessMutations,
      ...orderFlightMutations,
      ...businessExtrasMutations,
      ...creditApprovalMutations,
      ...creditRequestMutations,
    },
    ...catalogTypes,
    Company: { ...catalogTypes.Company, ...flightTypes.Company },
    Catalog: { ...catalogTypes.Catalog, ...flightTypes.Catalog },
    ...itemTypes,
    ...trackingTypes,
    ...businessExtrasTypes,
    Order: { ...trackingTypes.Order, ...orderFlightTypes.Order, ...businessExtrasTypes.Order },
    ...businessStatementTypes,
  },
});
