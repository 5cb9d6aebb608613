/**
 * The GraphQL server at /api/graphql, hardened for production: depth and cost limits, introspection only in
 * development, masked errors (no stack traces), and a body size limit enforced by the API route.
 */
import { createYoga } from 'graphql-yoga';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { getDb } from '../db/client';
import { createContext, type GraphQLContext } from './context';
import { schema } from './schema';

export const MAX_BODY_BYTES = 100 * 1024;
const development = process.env.NODE_ENV === 'development';

function build() {
  return createYoga<object, GraphQLContext>({
    schema,
    graphqlEndpoint: '/api/graphql',
    landingPage: false,
    graphiql: development,
    maskedErrors: true,
    logging: development ? 'info' : 'warn',
    plugins: [
      // Catalogue pages nest catalog → categories → items → subcategories → subitems (depth 6) plus fields.
      maxDepthPlugin({ n: 10, exposeLimits: development }),
      costLimitPlugin({ maxCost: 20_000, exposeLimits: development }),
      // The cost limit does not count list sizes: aliases of a whole-company query would multiply the answer.
      maxAliasesPlugin({ n: 15, exposeLimits: development }),
      ...(development ? [] : [useDisableIntrospection()]),
    ],
    context: async ({ request }) => createContext(await getDb(), request.headers),
  });
}

type Yoga = ReturnType<typeof build>;
const holder = ((globalThis as { __storefrontYoga?: { yoga?: Yoga } }).__storefrontYoga ??= {});

export function getYoga(): Yoga {
  return (holder.yoga ??= build());
}
