/**
 * The browser's page documents (scripts/gql-names-loader.cjs): every template of a page's query file becomes a
 * document naming its operation, and it names the same result the server's whole document recorded, so
 * `usePageQuery` finds in the browser what getServerSideProps sent.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { gql } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { operationKey } from '@/src/client/page-data';

const require = createRequire(import.meta.url);
const { nameOnly } = require('../../scripts/gql-names-loader.cjs') as { nameOnly: (source: string) => string };

const featuresDir = path.resolve('src/features');
const queryFiles = readdirSync(featuresDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.query.ts'),
);

describe('gql-names-loader', () => {
  it.each(queryFiles)('%s: no template is left for the browser to parse', (file) => {
    const output = nameOnly(readFileSync(path.join(featuresDir, file), 'utf8'));
    expect(output).not.toMatch(/\bgql`/);
  });

  it('names the operation after the fragments a template opens with, with the key the whole document gives', () => {
    const source =
      "const F = 'fragment F on Item { _id }';\nexport const Q = gql`\n  ${F}\n  query ItemDetail($slug: String!) { item(slug: $slug) { ...F } }\n`;";
    const literal = /export const Q = (.*);$/s.exec(nameOnly(source))?.[1] ?? '';
    const named = JSON.parse(literal) as DocumentNode;
    const whole = gql`
      fragment F on Item {
        _id
      }
      query ItemDetail($slug: String!) {
        item(slug: $slug) {
          ...F
        }
      }
    `;
    expect(operationKey(named, { slug: 'x' })).toBe('ItemDetail{"slug":"x"}');
    expect(operationKey(named, { slug: 'x' })).toBe(operationKey(whole, { slug: 'x' }));
  });

  it('leaves a template without a named operation as it is', () => {
    const source = 'const F = gql`fragment F on Item { _id }`;';
    expect(nameOnly(source)).toBe(source);
  });
});
