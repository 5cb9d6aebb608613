/**
 * The cart's operations that run in the browser, typed by hand beside the screens that use them: the names of a
 * line's item and options in the shopper's language, and the server's quote of the cart. Their documents keep their
 * whole text in the browser (next.config.ts) and are imported on first use (use-cart-quote.ts, line-names.ts); the
 * company's catalogues, asked on the server, are in cart-catalogs.query.ts.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { OrderLineInput } from '@/src/domain/orders/order-types';

export interface NamedOption {
  _id: string;
  name: string;
}
export interface CartLineItem {
  __typename?: 'Item';
  _id: string;
  catalogId: string;
  slug: string;
  name: string;
  img: string | null;
  subcategories: { _id: string; name: string; subitems: NamedOption[] }[];
  subitems: NamedOption[];
}
export interface CartLineItemData {
  item: CartLineItem | null;
}
export interface CartLineItemVariables {
  catalogId: string;
  itemId: string;
}

export const CART_LINE_ITEM_QUERY: TypedDocumentNode<CartLineItemData, CartLineItemVariables> = gql`
  query CartLineItem($catalogId: ID!, $itemId: ID!) {
    item(filter: { catalogId: $catalogId, itemId: $itemId }) {
      _id
      catalogId
      slug
      name
      img
      subcategories {
        _id
        name
        subitems {
          _id
          name
        }
      }
      subitems {
        _id
        name
      }
    }
  }
`;

export interface QuoteProblem {
  code: string;
  message: string;
  itemId: string | null;
  path: string | null;
}
export interface CartQuote {
  lines: { itemId: string; quantity: number; unitPrice: number; total: number }[];
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  problemDetails: QuoteProblem[];
}
export interface CartQuoteData {
  quote: CartQuote;
}
export interface CartQuoteVariables {
  input: { catalogId: string; items: OrderLineInput[]; couponCode?: string | null };
}

export const CART_QUOTE_QUERY: TypedDocumentNode<CartQuoteData, CartQuoteVariables> = gql`
  query CartQuote($input: OrderInput!) {
    quote(input: $input) {
      lines {
        itemId
        quantity
        unitPrice
        total
      }
      subtotal
      discount
      deliveryFee
      total
      problemDetails {
        code
        message
        itemId
        path
      }
    }
  }
`;
