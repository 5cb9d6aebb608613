/** The fields every item card shows (a row, a featured tile, a recommendation): its identity and price label. */
export interface ItemCard {
  __typename?: 'Item';
  _id: string;
  catalogId: string;
  slug: string;
  name: string;
  img: string | null;
  price: number;
  promo: number | null;
  finalPrice: number;
  fromPrice: number;
  priceIsVariable: boolean;
  status: string;
}
