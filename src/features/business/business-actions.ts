/**
 * The /empresa screens' changes from the browser, with the session's ID token (as the order actions do): Apollo and
 * the documents load on first use. A refusal comes back as its code, its message and each wrong field's code, for
 * the screen to say at the field; nothing the user typed is lost.
 */
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { browserClient } from '@/src/client/browser-client';

export interface BusinessRefusal {
  code: string;
  message: string;
  /** Field path → code (`billingAddress.postalCode` → `CEP_INVALID`). */
  fields: Record<string, string>;
}

export type BusinessOutcome<T> = { ok: true; data: T } | { ok: false; refusal: BusinessRefusal };

type Documents = typeof import('./business-documents');

interface ErrorLike {
  message?: string;
  extensions?: { code?: unknown; fields?: unknown };
}

function refusalOf(error: unknown): BusinessRefusal {
  const e = error as { errors?: ErrorLike[]; graphQLErrors?: ErrorLike[]; message?: string } | null;
  const first = (e?.errors ?? e?.graphQLErrors ?? [])[0];
  const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : 'NETWORK';
  const fields =
    first?.extensions?.fields && typeof first.extensions.fields === 'object'
      ? (first.extensions.fields as Record<string, string>)
      : {};
  return { code, message: first?.message ?? e?.message ?? '', fields };
}

/** Runs one mutation with the signed-in user's token; `pick` chooses the document. */
export async function runBusinessMutation<TData, TVariables extends OperationVariables>(
  locale: string | undefined,
  pick: (documents: Documents) => TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<BusinessOutcome<TData>> {
  try {
    const [apollo, documents] = await Promise.all([browserClient(locale), import('./business-documents')]);
    const result = await apollo.mutate({
      mutation: pick(documents),
      variables,
      fetchPolicy: 'no-cache',
      errorPolicy: 'all',
    } as Parameters<typeof apollo.mutate<TData, TVariables>>[0]);
    if (result.error) return { ok: false, refusal: refusalOf(result.error) };
    if (!result.data) return { ok: false, refusal: { code: 'NETWORK', message: '', fields: {} } };
    return { ok: true, data: result.data as TData };
  } catch (error) {
    return { ok: false, refusal: refusalOf(error) };
  }
}
