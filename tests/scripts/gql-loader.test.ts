import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gql } from '@apollo/client';
import type { DocumentNode } from 'graphql';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as Turbopack loads it
const { precompile } = require('../../scripts/gql-loader.cjs') as {
  precompile: (source: string) => { output: string; replaced: number };
};

/** A document without its source locations, which the browser never reads. */
const withoutLoc = (document: DocumentNode) =>
  JSON.parse(JSON.stringify(document, (key, value: unknown) => (key === 'loc' ? undefined : value))) as unknown;

/** The expressions the loader put where the templates were, evaluated. */
function documentsOf(output: string): unknown[] {
  return [...output.matchAll(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/g)].map(
    (match) => JSON.parse(JSON.parse(match[1]) as string) as unknown,
  );
}

describe('the query-document loader', () => {
  it('turns every template of the item queries, the fragment constant included, into the document gql builds', () => {
    const source = readFileSync('src/features/item/item-page.query.ts', 'utf8');
    const { output, replaced } = precompile(source);
    expect(replaced).toBe(3);
    expect(output).not.toContain('gql`');
    const OPTION_FIELDS = /const OPTION_FIELDS =\s*'([^']*)'/.exec(source)![1];
    const detail = /ITEM_DETAIL_QUERY[^=]*= gql`([^`]*)`/.exec(source)![1].replace('${OPTION_FIELDS}', OPTION_FIELDS);
    expect(documentsOf(output)).toContainEqual(withoutLoc(gql(detail)));
  });

  it('leaves a template it cannot resolve to gql at run time', () => {
    const source =
      'const fields = other();\nexport const Q = gql`query Q { ${fields} }`;\nexport const R = gql`query R { a }`;';
    const { output, replaced } = precompile(source);
    expect(replaced).toBe(1);
    expect(output).toContain('gql`query Q { ${fields} }`');
    expect(documentsOf(output)).toEqual([withoutLoc(gql('query R { a }'))]);
  });

  it('fails the build on a document that does not parse', () => {
    expect(() => precompile('export const Q = gql`query Q { a `;')).toThrow(/Syntax Error/);
  });
});
