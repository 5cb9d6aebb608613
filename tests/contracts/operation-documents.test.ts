/**
 * The operations live in `.graphql` files beside their screens (docs/notes-codegen.md): one operation or fragment per
 * file, every operation named (the page data path and the response cache key on the operation name), names unique,
 * and each operation, with the fragments it spreads, valid against the server's schema. GraphQL Code Generator
 * validates them too when it runs; this test fails on a broken document even where nobody ran it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  Kind,
  parse,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from '@/src/server/graphql/type-defs';

const ROOT = join(__dirname, '..', '..');
const schema = buildSchema(typeDefs);

const files = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.graphql'))
  .map((name) => join('src', name))
  .sort();
const definitions = new Map<string, DefinitionNode[]>(
  files.map((file) => [file, [...parse(readFileSync(join(ROOT, file), 'utf8')).definitions]]),
);
const all = [...definitions.values()].flat();
const fragments = new Map(
  all.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
);

/** The definition with every fragment it reaches, as a document the server would receive. */
function withFragments(definition: DefinitionNode, known: Map<string, FragmentDefinitionNode>): DocumentNode {
  const reached = new Map<string, FragmentDefinitionNode>();
  const walk = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread: ({ name }) => {
        const fragment = known.get(name.value);
        if (!fragment || reached.has(name.value)) return;
        reached.set(name.value, fragment);
        walk(fragment);
      },
    });
  walk(definition);
  return { kind: Kind.DOCUMENT, definitions: [definition, ...reached.values()] };
}

export const errorsOf = (document: DocumentNode, against: GraphQLSchema = schema) =>
  validate(against, document).map((error) => error.message);

describe('the operation documents (.graphql)', () => {
  it('exist beside the screens and the server module that runs one', () => {
    expect(files.filter((file) => file.startsWith('src/features/')).length).toBeGreaterThan(30);
    expect(files).toContain('src/server/tracking/order-stream-head.graphql');
  });

  it('hold one operation or one fragment each', () => {
    const crowded = [...definitions].filter(([, defs]) => defs.length !== 1).map(([file]) => file);
    expect(crowded).toEqual([]);
  });

  it('name every operation in PascalCase, each name once', () => {
    const names = all.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION ? [d.name?.value ?? ''] : []));
    expect(names.filter((name) => !/^[A-Z][A-Za-z0-9]*$/.test(name))).toEqual([]);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    const fragmentNames = all.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [d.name.value] : []));
    expect(fragmentNames.filter((name, index) => fragmentNames.indexOf(name) !== index)).toEqual([]);
  });

  for (const [file, [definition]] of definitions) {
    if (definition?.kind !== Kind.OPERATION_DEFINITION) continue;
    it(`${file}: valid against the server's schema`, () => {
      expect(errorsOf(withFragments(definition, fragments))).toEqual([]);
    });
  }

  it('every fragment is spread by some operation', () => {
    const spread = new Set<string>();
    for (const definition of all) visit(definition, { FragmentSpread: ({ name }) => void spread.add(name.value) });
    expect([...fragments.keys()].filter((name) => !spread.has(name))).toEqual([]);
  });

  it('the check refuses a document that selects a field the schema lacks, or misses a fragment', () => {
    const [broken] = parse('query Broken($id: ID!) { order(id: $id) { _id stok } }').definitions;
    expect(errorsOf(withFragments(broken, fragments))).toEqual([
      expect.stringContaining('Cannot query field "stok" on type "Order"'),
    ]);
    const [orphan] = parse('query Orphan($id: ID!) { order(id: $id) { ...Missing } }').definitions;
    expect(errorsOf(withFragments(orphan, fragments))).toEqual([expect.stringContaining('Unknown fragment "Missing"')]);
  });
});
