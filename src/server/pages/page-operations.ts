/**
 * The page's operations: run through one Apollo client over the in-process link (built on the first operation,
 * so a page without any builds none), each answer kept under its key for the `__PAGE_DATA__` prop.
 */
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { operationKey, type OperationDocument, type PageData } from '../../domain/pages/page-data-key';
import type { PageTools } from '../../domain/pages/page-declaration';
import { createSsrClient } from '../graphql/ssr-client';
import type { SsrRequest } from '../graphql/ssr-link';

export interface PageOperations {
  query: PageTools['query'];
  /** The answers so far, by operation key. */
  results(): PageData;
}

export function pageOperations(request: SsrRequest): PageOperations {
  let client: ReturnType<typeof createSsrClient> | undefined;
  const results: PageData = {};
  async function query<TData, TVariables>(
    document: OperationDocument<TData, TVariables>,
    variables: NoInfer<TVariables>,
  ): Promise<TData | undefined> {
    client ??= createSsrClient(request);
    const { data } = await client.query({
      query: document as unknown as TypedDocumentNode<TData, OperationVariables>,
      variables: variables as OperationVariables,
    });
    if (data != null) results[operationKey(document, variables as object)] = data;
    return (data ?? undefined) as TData | undefined;
  }
  return { query, results: () => ({ ...results }) };
}
