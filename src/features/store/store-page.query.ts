/**
 * The store page's operations, typed by hand beside the screen that uses them: the catalogue with its opening
 * state, categories and item rows, then its featured items and delivery coverage.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ItemCard } from '../catalog/item-card';
import type { StoreGateTimingView } from '../flight/flight-types';

export interface StoreItemRow extends ItemCard {
  description: string | null;
  /** Units left (the live stock); null: unlimited. */
  stock: number | null;
  /** 'g', 'kg', 'LITER'…: the label shows the price per that unit (per kg for grams); absent or UNITY: none. */
  unitOfMeasurement?: string | null;
}

export interface StoreCategory {
  _id: string;
  name: string;
  description: string | null;
  status: string;
  items: StoreItemRow[];
}

export interface StoreCatalog {
  _id: string;
  slug: string;
  title: string;
  description: string | null;
  cover: string | null;
  logo: string | null;
  operationWay: { delivery?: { now?: boolean; schedule?: boolean } } | null;
  openingState: { isOpen: boolean; todayLabel: string | null; nextOpening: { label: string } | null };
  /** Slugs of the services the store appears under (the first lists the stores a faster one is found among). */
  serviceCategories: string[];
  /** Its minutes to each terminal's gates; null where it does not deliver to gates. */
  gateTiming: StoreGateTimingView | null;
  categories: StoreCategory[];
}

export interface StorePageData {
  catalog: StoreCatalog | null;
}
export interface StorePageVariables {
  company: string;
  slug: string;
}

export const STORE_PAGE_QUERY: TypedDocumentNode<StorePageData, StorePageVariables> = gql`
  query StorePage($company: String!, $slug: String!) {
    catalog(filter: { company: $company, slug: $slug }) {
      _id
      slug
      title
      description
      cover
      logo
      operationWay
      openingState {
        isOpen
        todayLabel
        nextOpening {
          label
        }
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
      categories {
        _id
        name
        description
        status
        items {
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
          unitOfMeasurement
          status
          stock
        }
      }
    }
  }
`;

export interface StoreFeaturedGroup {
  _id: string | null;
  title: string;
  featuredItems: StoreItemRow[];
}
export interface StoreExtrasData {
  featuredItemsAndWhereDelivery: { featuredItemCategories: StoreFeaturedGroup[]; whereDelivery: unknown } | null;
}
export interface StoreExtrasVariables {
  company: string;
  catalogId: string;
}

/** The store's featured items and its delivery coverage (for the delivery time), asked once the catalogue's id is known. */
export const STORE_EXTRAS_QUERY: TypedDocumentNode<StoreExtrasData, StoreExtrasVariables> = gql`
  query StoreExtras($company: String!, $catalogId: ID!) {
    featuredItemsAndWhereDelivery(filter: { company: $company, catalogId: $catalogId }) {
      featuredItemCategories {
        _id
        title
        featuredItems {
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
      }
      whereDelivery
    }
  }
`;
