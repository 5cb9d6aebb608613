/**
 * The shipping options of a cart, asked from the browser once the shopper has typed a CEP (docs/interfaces.md
 * "Shipping"). Not a `*.query.ts` file: an operation run in the browser keeps its whole text there.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ShippingOptionView {
  id: string;
  name: string;
  price: number;
  days: number;
}
export interface ShippingOptionsData {
  shippingOptions: ShippingOptionView[];
}
export interface ShippingOptionsVariables {
  input: { catalogId: string; zipCode: string; items: { itemId: string; quantity: number }[] };
}

export const SHIPPING_OPTIONS_QUERY: TypedDocumentNode<ShippingOptionsData, ShippingOptionsVariables> = gql`
  query ShippingOptions($input: ShippingOptionsInput!) {
    shippingOptions(input: $input) {
      id
      name
      price
      days
    }
  }
`;
