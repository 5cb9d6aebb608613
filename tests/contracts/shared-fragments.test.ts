/**
 * Screens that show the same thing ask for it through one fragment: the shell and the company home read a
 * company's name and service links through CompanyServices (the order screens' OrderCore is checked in
 * tests/server/tracking/order-documents.test.ts). Both documents stay valid against the schema.
 */
import { buildSchema, validate, visit, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { HOME_QUERY } from '@/src/features/home/home.query';
import { LAYOUT_QUERY } from '@/src/features/layout/layout.query';
import { typeDefs } from '@/src/server/graphql/type-defs';

const schema = buildSchema(typeDefs);

function spreads(document: DocumentNode): string[] {
  const names: string[] = [];
  visit(document, { FragmentSpread: (node) => void names.push(node.name.value) });
  return names;
}

describe('the company fragment the shell and the home share', () => {
  it.each([
    ['Layout', LAYOUT_QUERY],
    ['CompanyHome', HOME_QUERY],
  ] as const)('%s spreads CompanyServices and is valid', (_, document) => {
    expect(spreads(document)).toEqual(['CompanyServices']);
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });
});
