/**
 * The checkout's browser operations (src/features/checkout/checkout-operations.ts, not a `*.query.ts` file because
 * the browser runs them whole) checked against the server's schema, as operation-documents.test.ts does for pages.
 */
import { buildSchema, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from '@/src/server/graphql/type-defs';
import * as operations from '@/src/features/checkout/checkout-operations';

const schema = buildSchema(typeDefs);

describe('checkout operations', () => {
  it.each([
    'CHECKOUT_OPTIONS_QUERY',
    'CHECKOUT_QUOTE_QUERY',
    'CREATE_ORDER_MUTATION',
    'CHECKOUT_PROFILE_QUERY',
  ] as const)('%s validates against the schema', (name) => {
    expect(validate(schema, operations[name]).map((e) => e.message)).toEqual([]);
  });
});
