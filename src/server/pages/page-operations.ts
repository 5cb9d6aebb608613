/**
 * The page's operations: executed against the schema in process (src/server/graphql/ssr-execute.ts, with one
 * context built on the first operation, so a page without any builds none), each answer kept under its key for
 * the `__PAGE_DATA__` prop.
 */
import { operationKey, type OperationDocument, type PageData } from '../../domain/pages/page-data-key';
import type { PageTools } from '../../domain/pages/page-declaration';
import type { SsrRequest } from '../graphql/ssr-context';
import { ssrQuery } from '../graphql/ssr-execute';

export interface PageOperations {
  query: PageTools['query'];
  /** The answers so far, by operation key. */
  results(): PageData;
}

export function pageOperations(request: SsrRequest): PageOperations {
  const run = ssrQuery(request);
  const results: PageData = {};
  async function query<TData, TVariables>(
    document: OperationDocument<TData, TVariables>,
    variables: NoInfer<TVariables>,
  ): Promise<TData | undefined> {
    const data = await run(document, variables);
    if (data !== undefined) results[operationKey(document, variables as object)] = data;
    return data;
  }
  return { query, results: () => ({ ...results }) };
}
