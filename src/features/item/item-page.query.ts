/**
 * The item page's operations, typed by hand beside the screen that uses them: the store (its owner, services and
 * the company's service flags), then the item with its option groups and extras, then each recommended item.
 */
import type { ItemCard } from '../catalog/item-card';
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ItemOption {
  _id: string;
  name: string;
  type: string | null;
  description: string | null;
  status: string;
  finalPrice: number;
  progressiveDiscount: { maxItemQuantity: number; discountInPercent: number } | null;
}

export interface ItemOptionGroup {
  _id: string;
  name: string;
  min: number;
  max: number;
  repeat: boolean;
  status: string;
  subitems: ItemOption[];
}

export interface ItemDetail extends ItemCard {
  categoryId: string | null;
  description: string | null;
  characteristics: unknown;
  additionalDescription: unknown;
  unitOfMeasurement: string | null;
  min: number | null;
  max: number | null;
  stock: number | null;
  recommendedItemIds: string[];
  customNote: unknown;
  subcategories: RawOptionGroup[];
  subitems: RawOption[];
}

/**
 * Options and groups as fetched: their ids come under other names so that Apollo's cache keeps them inside their
 * item instead of normalising them by `_id` — one shared option (or group) id carries another price in another
 * group or item (docs/decisions.md "The catalogue's read model"), and a normalised record would mix them.
 */
export type RawOption = Omit<ItemOption, '_id'> & { optionId: string };
export type RawOptionGroup = Omit<ItemOptionGroup, '_id' | 'subitems'> & { groupId: string; subitems: RawOption[] };

export const fromRawOption = ({ optionId, ...rest }: RawOption): ItemOption => ({ _id: optionId, ...rest });
export const fromRawGroup = ({ groupId, subitems, ...rest }: RawOptionGroup): ItemOptionGroup => ({
  _id: groupId,
  ...rest,
  subitems: subitems.map(fromRawOption),
});

export interface ItemStore {
  _id: string;
  owner: string;
  slug: string;
  title: string;
  serviceCategories: string[];
  /** SERVICE catalogues (passes, bookings) take no free note unless the item asks for one. */
  catalogType?: string | null;
  /** Where its passes are used: the options that choose each venue (one booking per venue and party). */
  venues?: { _id: string; optionIds: string[] }[];
}

export interface ItemServiceFlags {
  _id: string;
  slug: string;
  hidePrice: boolean;
  multipleItemsInShoppingCart: boolean;
}

export interface ItemStoreData {
  catalog: ItemStore | null;
  company: { _id: string; services: ItemServiceFlags[] } | null;
}
export interface ItemStoreVariables {
  company: string;
  slug: string;
}

export const ITEM_STORE_QUERY: TypedDocumentNode<ItemStoreData, ItemStoreVariables> = gql`
  query ItemStore($company: String!, $slug: String!) {
    catalog(filter: { company: $company, slug: $slug }) {
      _id
      owner
      slug
      title
      serviceCategories
      catalogType
      venues {
        _id
        optionIds
      }
    }
    # Ids let the company and its services merge with the shell's query in the cache (without them one overwrote
    # the other and the item was missing from the server's HTML).
    company(filter: { company: $company }) {
      _id
      services {
        _id
        slug
        hidePrice
        multipleItemsInShoppingCart
      }
    }
  }
`;

const OPTION_FIELDS =
  'fragment ItemOptionFields on Subitem { optionId: _id name type description status finalPrice progressiveDiscount { maxItemQuantity discountInPercent } }';

export interface ItemDetailData {
  item: ItemDetail | null;
}
export interface ItemDetailVariables {
  company: string;
  catalogId: string;
  slug: string;
}

export const ITEM_DETAIL_QUERY: TypedDocumentNode<ItemDetailData, ItemDetailVariables> = gql`
  ${OPTION_FIELDS}
  query ItemDetail($company: String!, $catalogId: ID!, $slug: String!) {
    item(filter: { company: $company, catalogId: $catalogId, slug: $slug }) {
      _id
      catalogId
      categoryId
      slug
      name
      description
      characteristics
      additionalDescription
      img
      price
      promo
      finalPrice
      fromPrice
      priceIsVariable
      unitOfMeasurement
      min
      max
      status
      stock
      recommendedItemIds
      customNote
      subcategories {
        groupId: _id
        name
        min
        max
        repeat
        status
        subitems {
          ...ItemOptionFields
        }
      }
      subitems {
        ...ItemOptionFields
      }
    }
  }
`;

export type RecommendedItem = ItemCard;
export interface RecommendedItemData {
  item: RecommendedItem | null;
}
export interface RecommendedItemVariables {
  company: string;
  catalogId: string;
  itemId: string;
}

export const RECOMMENDED_ITEM_QUERY: TypedDocumentNode<RecommendedItemData, RecommendedItemVariables> = gql`
  query RecommendedItem($company: String!, $catalogId: ID!, $itemId: ID!) {
    item(filter: { company: $company, catalogId: $catalogId, itemId: $itemId }) {
      _id
      catalogId
      slug
      name
      img
      price
      promo
      finalPrice
      fromPrice
      priceIsVariable
      status
    }
  }
`;
