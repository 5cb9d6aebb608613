/**
 * The GraphQL server at /api/graphql, hardened for production: size, depth, cost and alias limits, introspection
 * (and error suggestions) only in development, masked errors (no stack traces), bad input refused with a code,
 * bounded parse caches, CSRF prevention and CORS for the companies' own origins only (./cross-site.ts), and
 * a body size limit enforced by the HTTP handler. Every error carries `extensions.code` (docs/decisions.md).
 */
import { createGraphQLError, createYoga } from 'graphql-yoga';
import type { DocumentNode, GraphQLError, ValidationContext } from 'graphql';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { getDb } from '../db/client';
import { resolveTenant, type Tenant } from '../tenancy/tenant';
import { BoundedCache, type CacheStats } from './bounded-cache';
import { createContext, type GraphQLContext } from './context';
import { allowedOrigin, CSRF_HEADERS, useCsrfPrevention } from './cross-site';
import { useNoSuggestions } from './no-suggestions';
import { useRequestGuards } from './request-guards';
import { schema } from './schema';

export const MAX_BODY_BYTES = 100 * 1024;
const development = process.env.NODE_ENV === 'development';

/** What the HTTP handler hands to each request: the tenant it resolved from the host. */
export interface ServerContext {
  tenant?: Tenant;
}

/**
 * A limit's refusal, thrown as the armor plugins do (validation stops at once), but coded
 * GRAPHQL_VALIDATION_FAILED with HTTP 400 instead of leaving the error without a code.
 */
const refuseWithCode = {
  propagateOnRejection: false,
  onReject: [
    (_context: ValidationContext | null, error: GraphQLError) => {
      throw createGraphQLError(error.message, {
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
      });
    },
  ],
};

/**
 * Yoga's parse caches, bounded by what they hold (the key is the whole query text; a document is estimated at
 * a few bytes per character of its text) instead of Yoga's default 1 024 entries of any size.
 */
const parseCaches = {
  documentCache: new BoundedCache<DocumentNode>(
    16 * 1024 * 1024,
    (document) => (document.loc?.source.body.length ?? 0) * 6,
  ),
  errorCache: new BoundedCache<unknown>(4 * 1024 * 1024, () => 1024),
};

/** What the parse caches hold now, by their own accounting (tests, diagnostics). */
export function parseCacheStats(): { documents: CacheStats; errors: CacheStats } {
  return { documents: parseCaches.documentCache.stats(), errors: parseCaches.errorCache.stats() };
}

/** CORS only for a company's own published origins (./cross-site.ts); anything else gets no CORS header at all. */
async function corsFor(request: Request, serverContext?: unknown) {
  const claimed = request.headers.get('origin');
  if (!claimed) return false as const;
  // Failing to decide (the database away) grants nothing: the answer then carries no CORS header.
  const grant = await (async () => {
    const db = await getDb();
    const tenant =
      (serverContext as ServerContext | undefined)?.tenant ?? (await resolveTenant(db, request.headers.get('host')));
    return allowedOrigin(db, claimed, tenant);
  })().catch(() => null);
  if (!grant) return false as const;
  return {
    origin: [grant.origin],
    credentials: grant.credentials,
    methods: ['POST', 'GET'],
    allowedHeaders: ['content-type', 'authorization', 'accept-language', ...CSRF_HEADERS],
    maxAge: 600,
  };
}

function build() {
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/api/graphql',
    landingPage: false,
    graphiql: development,
    maskedErrors: true,
    logging: development ? 'info' : 'warn',
    cors: corsFor,
    parserAndValidationCache: { ...parseCaches, validationCache: true },
    plugins: [
      // First: a request a page on another site could send without a preflight never gets parsed.
      useCsrfPrevention(),
      useRequestGuards(),
      // Catalogue pages nest catalog → categories → items → subcategories → subitems (depth 6) plus fields.
      maxDepthPlugin({ n: 10, exposeLimits: development, ...refuseWithCode }),
      costLimitPlugin({ maxCost: 20_000, exposeLimits: development, ...refuseWithCode }),
      // The cost limit does not count list sizes: aliases of a whole-company query would multiply the answer.
      maxAliasesPlugin({ n: 15, exposeLimits: development, ...refuseWithCode }),
      // No introspection outside development, and no "Did you mean …?" schema hints in errors either.
      ...(development ? [] : [useDisableIntrospection(), useNoSuggestions()]),
    ],
    // The HTTP handler passes the tenant it resolved; a direct caller of yoga.fetch (the tests) has it resolved here.
    context: async ({ request, tenant }) => {
      const db = await getDb();
      return createContext(db, request.headers, tenant ?? (await resolveTenant(db, request.headers.get('host'))));
    },
  });
}

type Yoga = ReturnType<typeof build>;
const holder = ((globalThis as { __storefrontYoga?: { yoga?: Yoga } }).__storefrontYoga ??= {});

export function getYoga(): Yoga {
  return (holder.yoga ??= build());
}
