/**
 * `/carrinho`'s declaration: not rewritten by the proxy, so the company comes from its `x-company` header. The cart
 * itself lives in the browser; the server sends the company's catalogues (title, coupon switch, minimum order
 * value) so the page knows them whichever catalogue the saved cart belongs to.
 */
import type { PageDeclaration } from '@/src/domain/pages/page-declaration';
import { LAYOUT_QUERY } from '@/src/features/layout/layout.query';
import { CART_CATALOGS_QUERY } from './cart-catalogs.query';

export const cartPage: PageDeclaration = {
  company: 'proxy',
  layout: LAYOUT_QUERY,
  namespaces: ['common', 'cart', 'layout', 'search'],
  async data({ company }, { query }) {
    await query(CART_CATALOGS_QUERY, { owner: company });
    return { props: {} };
  },
};
