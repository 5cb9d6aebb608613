/**
 * The browser's build of a page's query documents (next.config.ts): each gql`…` template becomes a document that
 * names its operation and nothing more. In the browser, page documents only name the results the server sent
 * (`usePageQuery`, src/client/page-data.tsx keys them by operation name and variables); the server, the tests and
 * the documents of operations that run in the browser (cart.query.ts) keep their whole text (scripts/gql-loader.cjs).
 * A template without a named operation stays as it was, so the output is never wrong, only sometimes not lighter.
 */
const TEMPLATE = /\bgql`([^`\\]*)`/g;
// The operation keyword and its name, after any `${FRAGMENT}` interpolations the template opens with.
const OPERATION =
  /^(?:\s*\$\{\s*[A-Za-z_][A-Za-z0-9_]*\s*\})*\s*(query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/;

function nameOnly(source) {
  return source.replace(TEMPLATE, (whole, body) => {
    const match = OPERATION.exec(body);
    if (!match) return whole;
    const document = {
      kind: 'Document',
      definitions: [
        {
          kind: 'OperationDefinition',
          operation: match[1],
          name: { kind: 'Name', value: match[2] },
          selectionSet: { kind: 'SelectionSet', selections: [] },
        },
      ],
    };
    return JSON.stringify(document);
  });
}

module.exports = function gqlNamesLoader(source) {
  return nameOnly(source);
};
module.exports.nameOnly = nameOnly;
