/**
 * The cart page's server operation: the company's catalogues (title, coupon switch, minimum order value), asked on
 * the server since the cart's catalogue is known only in the browser.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { StoreGateTimingView } from '../flight/flight-types';

export interface CartCatalog {
  _id: string;
  slug: string;
  title: string;
  minimumOrderValue: number;
  config: { disableDiscountCoupon: boolean };
  serviceCategories: string[];
  /** Its minutes to each terminal's gates; null where it does not deliver to gates. */
  gateTiming: StoreGateTimingView | null;
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
      serviceCategories
      gateTiming {
        preparationMinutes
        marginMinutes
        deliversNow
        pickUpNow
        timezone
        now
        terminals {
          name
          deliveryMinutes
          walkingMinutes
        }
      }
    }
  }
`;
