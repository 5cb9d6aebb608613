/**
 * The account screens' declaration (/login, /cadastrar, /recuperar-senha…, /verificar-email): the company the proxy
 * named in `x-company` (these paths are not rewritten, like /carrinho), the shell's query, and the labels of the
 * shell and the forms. The page loader (src/server/pages/page-loader.ts) does the rest.
 */
import type { PageDeclaration } from '@/src/domain/pages/page-declaration';
import { LayoutDocument } from '@/src/features/layout/layout.generated';

const AUTH_NAMESPACES = ['common', 'layout', 'auth', 'accounts'];

/** An account screen: `namespaces` adds to the forms' labels; everything else as given. */
export function authPage<P extends object = object>(
  page: Omit<PageDeclaration<P>, 'company' | 'layout' | 'namespaces'> & { namespaces?: readonly string[] },
): PageDeclaration<P> {
  return {
    ...page,
    company: 'proxy',
    layout: LayoutDocument,
    namespaces: [...AUTH_NAMESPACES, ...(page.namespaces ?? [])],
  };
}
