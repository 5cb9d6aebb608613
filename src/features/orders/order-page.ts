/**
 * The order screens' declaration (/status-pedido, /pedidos, /painel/pedidos): the company the proxy named, the
 * requiredAuth guard, and operations that carry the buyer's identity: the session's ID token (the page loader never
 * trusts the browser's own authorization header here), next to the request's cookies, which hold a guest's client
 * id. The answer is one viewer's: never stored.
 */
import type { PageDeclaration } from '@/src/domain/pages/page-declaration';
import { protectedBy, type ProtectRule } from '@/src/features/auth/protect-page';
import { LayoutDocument } from '@/src/features/layout/layout.generated';

export function orderPage<P extends object>(
  data: NonNullable<PageDeclaration<P>['data']>,
  rule: ProtectRule = {},
): PageDeclaration<P> {
  return {
    company: 'proxy',
    layout: LayoutDocument,
    namespaces: ['common', 'layout', 'search', 'orders', 'reschedule', 'payments'],
    session: protectedBy(rule),
    cache: 'private',
    data,
  };
}
