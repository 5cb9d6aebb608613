/** The search page's operation, typed by hand beside the screen that uses it (stores and items of the company). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ItemCard } from '../catalog/item-card';

export interface SearchStore {
  _id: string;
  slug: string;
  title: string;
  description: string | null;
  cover: string | null;
}
export interface SearchItem extends ItemCard {
  description: string | null;
}
export interface SearchItemHit {
  hidePrice: boolean;
  item: SearchItem;
  store: { _id: string; slug: string; title: string };
}
export interface SearchData {
  search: { query: string; stores: SearchStore[]; items: SearchItemHit[] };
}
export interface SearchVariables {
  company: string;
  query: string;
}

export const SEARCH_QUERY: TypedDocumentNode<SearchData, SearchVariables> = gql`
  query Search($company: String!, $query: String!) {
    search(filter: { company: $company, query: $query, first: 30 }) {
      query
      stores {
        _id
        slug
        title
        description
        cover
      }
      items {
        hidePrice
        item {
          _id
          catalogId
          slug
          name
          description
          img
          price
          promo
          finalPrice
          fromPrice
          priceIsVariable
          status
        }
        store {
          _id
          slug
          title
        }
      }
    }
  }
`;
