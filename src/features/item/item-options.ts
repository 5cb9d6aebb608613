/**
 * The item page's option groups as its screens use them. Options and groups are fetched with their ids under other
 * names (item-option-fields.graphql, item-detail.graphql), so that Apollo's cache keeps them inside their item; the
 * page gives them back their `_id`.
 */
import type { ItemDetailQuery } from './item-detail.generated';
import type { ItemOptionFieldsFragment } from './item-option-fields.generated';

export type ItemDetail = NonNullable<ItemDetailQuery['item']>;
type RawGroup = ItemDetail['subcategories'][number];

export type ItemOption = Omit<ItemOptionFieldsFragment, 'optionId'> & { _id: string };
export type ItemOptionGroup = Omit<RawGroup, 'groupId' | 'subitems'> & { _id: string; subitems: ItemOption[] };

export const fromRawOption = ({ optionId, ...rest }: ItemOptionFieldsFragment): ItemOption => ({
  _id: optionId,
  ...rest,
});
export const fromRawGroup = ({ groupId, subitems, ...rest }: RawGroup): ItemOptionGroup => ({
  _id: groupId,
  ...rest,
  subitems: subitems.map(fromRawOption),
});
