/**
 * `/carrinho`'s declaration: not rewritten by the proxy, so the company comes from its `x-company` header. The cart
 * itself lives in the browser; the server sends the company's catalogues (title, coupon switch, minimum order
 * value) so the page knows them whichever catalogue the saved cart belongs to.
 */
import type { PageDeclaration } from '@/src/domain/pages/page-declaration';
import { LayoutDocument } from '@/src/features/layout/layout.generated';
import { CartCatalogsDocument } from '@/src/features/cart/cart-catalogs.generated';

export const cartPage: PageDeclaration = {
  company: 'proxy',
  layout: LayoutDocument,
  namespaces: ['common', 'cart', 'layout', 'search', 'flight'],
  async data({ company }, { query }) {
    await query(CartCatalogsDocument, { owner: company });
    return { props: {} };
  },
};
