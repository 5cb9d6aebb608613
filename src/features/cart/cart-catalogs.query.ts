/**
 * The cart page's server operation: the company's catalogues (title, coupon switch, minimum order value), asked on
 * the server since the cart's catalogue is known only in the browser.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CartCatalog {
  _id: string;
  slug: string;
  title: string;
  minimumOrderValue: number;
  config: { disableDiscountCoupon: boolean };
}
export interface CartCatalogsData {
  catalogs: CartCatalog[];
}
export interface CartCatalogsVariables {
  owner: string;
}

export const CART_CATALOGS_QUERY: TypedDocumentNode<CartCatalogsData, CartCatalogsVariables> = gql`
  query CartCatalogs($owner: String!) {
    catalogs(filter: { owner: $owner }) {
      _id
      slug
      title
      minimumOrderValue
      config {
        disableDiscountCoupon
      }
    }
  }
`;
