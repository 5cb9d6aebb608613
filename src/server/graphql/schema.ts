import { GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { typeDefs } from './type-defs';
import { blogQueries } from './resolvers/blog';
import { businessMutations, businessQueries } from './resolvers/business';
import { businessStatementQueries, businessStatementTypes } from './resolvers/business-statements';
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
      ...businessStatementQueries,
    },
    Mutation: { ...orderMutations, ...trackingMutations, ...paymentMutations, ...businessMutations },
    ...catalogTypes,
    Company: { ...catalogTypes.Company, ...flightTypes.Company },
    Catalog: { ...catalogTypes.Catalog, ...flightTypes.Catalog },
    ...itemTypes,
    ...trackingTypes,
    ...businessStatementTypes,
  },
});
