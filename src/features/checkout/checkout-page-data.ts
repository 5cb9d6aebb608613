/**
 * `/checkout/[step]`'s declaration: not rewritten by the proxy (the company comes from `x-company`, like /carrinho).
 * A guest may check out unless the company requires sign-in (the guard sends them to /login and back).
 * `/checkout` alone is the first step; an unknown step is a 404. The cart and the entries live in the browser.
 */
import { stepFromPath, type CheckoutStep } from '@/src/domain/orders/checkout-state';
import type { PageDeclaration, PageRequest, PageUser } from '@/src/domain/pages/page-declaration';
import { localised, protectedBy } from '@/src/features/auth/protect-page';
import { LayoutDocument } from '@/src/features/layout/layout.generated';

function segmentsOf({ params }: PageRequest): string[] {
  const segments = params.step;
  return Array.isArray(segments) ? segments : segments ? [segments] : [];
}

function stepOf(request: PageRequest): CheckoutStep | null {
  const list = segmentsOf(request);
  return list.length <= 1 ? stepFromPath(list[0]) : null;
}

export const checkoutPage: PageDeclaration<{ step: CheckoutStep; user: PageUser | null }> = {
  company: 'proxy',
  accept: (request) => stepOf(request) !== null,
  layout: LayoutDocument,
  namespaces: ['common', 'layout', 'search', 'auth', 'checkout', 'shipping', 'payments', 'flight', 'credits'],
  // The guard before the first step's redirect: sign-in must bring the shopper back to the address they opened.
  session: protectedBy(),
  async data(request, { session }) {
    const step = stepOf(request);
    if (!step) return { notFound: true };
    if (segmentsOf(request).length === 0)
      return { redirect: { destination: localised('/checkout/identificacao', request), permanent: false } };
    return { props: { step, user: session?.user ?? null } };
  },
};
