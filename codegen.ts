/**
 * GraphQL Code Generator (`npm run codegen`; `npm run lint` fails when its output is stale: scripts/codegen.ts).
 * Operations live in `.graphql` files beside their screens, one operation or fragment per file; each gets a
 * `.generated.ts` beside it with its result and variable types and its typed document, a parsed AST, so no
 * GraphQL parser runs anywhere (the browser never downloads one). The schema is the server's own type definitions.
 * The enums and input types the documents use are generated once, in src/domain/graphql (the one folder both
 * src/features and src/server may import).
 */
import type { CodegenConfig } from '@graphql-codegen/cli';
import { typeDefs } from './src/server/graphql/type-defs';

export const SCHEMA_TYPES = 'src/domain/graphql/schema-types.generated.ts';

const shared = {
  // String unions, as the domain writes them (`'PLACED' | 'CONFIRMED' | …`), not TypeScript enums.
  enumType: 'string-literal',
  // Structured documents (settings, sections, translations) cross as JSON: read them with a parser, never as-is.
  scalars: { JSON: 'unknown', ID: { input: 'string', output: 'string' } },
  useTypeImports: true,
  importSchemaTypesFrom: SCHEMA_TYPES,
};

/** Typed documents beside their `.graphql` files, under `folder`; `extra`: more plugins for that folder. */
const nearOperations = (folder: string, extra: string[] = []) => ({
  preset: 'near-operation-file' as const,
  presetConfig: { extension: '.generated.ts' },
  documents: [`${folder}**/*.graphql`],
  plugins: ['typescript-operations', 'typed-document-node', ...extra],
  config: shared,
});

const config: CodegenConfig = {
  schema: typeDefs,
  generates: {
    [SCHEMA_TYPES]: {
      documents: ['src/**/*.graphql'],
      plugins: ['typescript-operations'],
      config: { ...shared, importSchemaTypesFrom: undefined, generateOperationTypes: false },
    },
    'src/features/': nearOperations('src/features/', ['./scripts/codegen/page-operations.mts']),
    'src/server/': nearOperations('src/server/'),
  },
};

export default config;
