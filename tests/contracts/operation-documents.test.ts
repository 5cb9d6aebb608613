/**
 * The page operations are typed by hand beside the screens that use them (docs/decisions.md, "Typed operation
 * documents"): this test keeps them honest against the schema. Every document exported by a `*.query.ts` file
 * under src/features must validate against the server's schema, and every operation must be named (the page
 * data path and the response cache key on the operation name).
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSchema, Kind, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from '@/src/server/graphql/type-defs';

const ROOT = join(__dirname, '..', '..');

function queryFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return queryFiles(path);
    return name.endsWith('.query.ts') ? [path] : [];
  });
}

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;

const schema = buildSchema(typeDefs);
const files = queryFiles(join(ROOT, 'src', 'features'));

describe('operation documents of the screens', () => {
  it('exist', () => expect(files.length).toBeGreaterThan(5));

  for (const file of files) {
    it(`${relative(ROOT, file)}: every document validates against the schema`, async () => {
      const documents = Object.entries(await import(file)).filter((entry): entry is [string, DocumentNode] =>
        isDocument(entry[1]),
      );
      expect(documents.length, 'a .query.ts file exports at least one document').toBeGreaterThan(0);
      for (const [name, document] of documents) {
        const errors = validate(schema, document).map((error) => error.message);
        expect(errors, name).toEqual([]);
        for (const definition of document.definitions) {
          if (definition.kind === Kind.OPERATION_DEFINITION)
            expect(definition.name?.value, `${name} is named`).toBeTruthy();
        }
      }
    });
  }
});
