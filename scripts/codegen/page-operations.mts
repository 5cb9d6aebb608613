/**
 * A GraphQL Code Generator plugin (codegen.ts): beside each query's typed document, its `PageOperation`, the
 * operation's name with its result and variable types. Components read what the page's server ran by name
 * (`usePageQuery`, src/client/page-data.tsx), so the browser downloads a name, not the document: only
 * getServerSideProps, which Next keeps out of the browser, imports the document itself.
 */
import type { PluginFunction } from '@graphql-codegen/plugin-helpers';
import { Kind } from 'graphql';

export const plugin: PluginFunction = (_schema, documents) => {
  const names = documents.flatMap(({ document }) =>
    (document?.definitions ?? []).flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'query' && definition.name
        ? [definition.name.value]
        : [],
    ),
  );
  if (names.length === 0) return '';
  return {
    prepend: ["import type { PageOperation } from '@/src/client/page-data';"],
    content: names
      .map(
        (name) =>
          `/** ${name}'s result as the page's server ran it: the name alone reaches the browser. */\n` +
          `export const ${name}Operation: PageOperation<${name}Query, ${name}QueryVariables> = { operationName: '${name}' };\n`,
      )
      .join('\n'),
  };
};
