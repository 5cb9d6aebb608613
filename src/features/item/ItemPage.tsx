import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';
import { clientOnly } from '@/src/ui/client-only';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { usePageQuery } from '@/src/client/page-data';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useSnackbar } from '../layout/toast';
import looks from '@/src/ui/button-look.module.css';
import { PlainButton } from '@/src/ui/PlainButton';
import { useOrder } from '@/src/client/order/order-context';
import { addItem, findCartEntryIndex } from '@/src/domain/orders/order-reducer';
import { AddToCartBar } from './AddToCartBar';
import { EMPTY_INTERVAL, type IntervalValue } from './interval-value';
import { ItemInfo } from './ItemInfo';
import { OptionGroup } from './OptionGroup';
import type { ReplaceReason } from './ReplaceCartDialog';
import { ItemDetailOperation } from './item-detail.generated';
import { fromRawGroup, fromRawOption, type ItemDetail, type ItemOptionGroup } from './item-options';
import { ItemStoreOperation, type ItemStoreQuery } from './item-store.generated';
import { noteRule } from './item-texts';
import {
  choosesInterval,
  isBlockedStatus,
  liveTotal,
  missingChoices,
  toCartLines,
  type Choices,
  type GroupChoice,
} from './option-choice';
import { storeHref } from '@/src/domain/links';
import styles from './ItemPage.module.css';

interface Props {
  company: string;
  store: string;
  product: string;
  basePath: string;
  /** The recommended items the server found (and put in the cache). */
  recommendedIds: string[];
}

type ItemServiceFlags = NonNullable<ItemStoreQuery['company']>['services'][number];

/** The service the store sells under (its first service category the company defines), for its price and cart flags. */
export function storeService(
  services: readonly ItemServiceFlags[],
  serviceCategories: readonly string[],
): ItemServiceFlags | null {
  return (
    serviceCategories
      .map((slug) => services.find((service) => service.slug === slug))
      .find((service) => service !== undefined) ?? null
  );
}

/** The item's option groups as the page shows them: its public groups, then its extras as one optional group. */
function pageGroups(item: ItemDetail, extrasTitle: string): ItemOptionGroup[] {
  const groups = item.subcategories
    .map(fromRawGroup)
    .filter((group) => !isBlockedStatus(group.status) && group.subitems.length > 0);
  // Extras are named in a quote line by the item's own id as their group (docs/decisions.md "item-level").
  if (item.subitems.length > 0)
    groups.push({
      _id: item._id,
      name: extrasTitle,
      min: 0,
      max: 0,
      repeat: true,
      status: 'PUBLIC',
      subitems: item.subitems.map(fromRawOption),
    });
  return groups;
}

// Only rentals choose dates: other items never load the picker. The replace-cart question is never open on first
// paint, so it loads after the page, not with it (MUI's Dialog and Modal stay out of the first load).
// The note box only where the item asks for a note, after the page: the item page sits at its first-load budget.
const TextArea = clientOnly(() => import('@/src/ui/TextArea').then((m) => m.TextArea));
const IntervalPicker = dynamic(() =>
  Promise.all([import('./IntervalPicker'), import('@/src/ui/mui/MuiProviders')]).then(([m, mui]) =>
    mui.withMui(m.IntervalPicker),
  ),
);
// Below the fold and read from the page's own data: drawn after hydration, out of the item page's first load.
const RecommendedItems = clientOnly(() => import('./RecommendedItems').then((m) => m.RecommendedItems));
const ReplaceCartDialog = clientOnly(() => import('./ReplaceCartDialog').then((m) => m.ReplaceCartDialog));

/** `/loja/{store}/{product}`: the item with its choices, the live price and add to cart. */
export function ItemPage({ company, store, product, basePath, recommendedIds }: Props) {
  const { t } = useTranslation('item');
  const locale = useRouter().locale ?? 'pt-BR';
  const { enqueueSnackbar } = useSnackbar();
  const { order, dispatch, ready } = useOrder();
  const storeData = usePageQuery(ItemStoreOperation, { variables: { company, slug: store } }).data;
  const catalog = storeData?.catalog;
  const itemData = usePageQuery(ItemDetailOperation, {
    variables: { company, catalogId: catalog?._id ?? '', slug: product },
    skip: !catalog,
  }).data;
  const item = itemData?.item;

  const [choices, setChoices] = useState<Choices>({});
  // A weighed item starts at the weight its description names (the server reads it: item.weighing.start).
  const [quantity, setQuantity] = useState(item?.weighing?.start ?? Math.max(1, item?.min ?? 1));
  const [interval, setInterval] = useState<IntervalValue>(EMPTY_INTERVAL);
  const [note, setNote] = useState('');
  const [replace, setReplace] = useState<ReplaceReason | null>(null);

  const groups = useMemo(() => (item ? pageGroups(item, t('group.extras')) : []), [item, t]);
  if (!catalog || !item) return null;

  const service = storeService(storeData?.company?.services ?? [], catalog.serviceCategories);
  const hidePrice = service?.hidePrice ?? false;
  const multiple = service?.multipleItemsInShoppingCart ?? true;
  const rule = noteRule(item.customNote, locale, { defaultNote: catalog.catalogType !== 'SERVICE' });
  const rental = choosesInterval(groups, choices);
  // The picker (loaded only for rentals, with luxon) reads the dates in the store's zone and gives their days.
  const readyInterval = rental ? interval.iso : null;
  const weighing = item.weighing;
  const total = liveTotal(
    item.finalPrice,
    groups,
    choices,
    quantity,
    rental ? interval.days : null,
    weighing?.pricedPer,
  );
  // The cart counts a weighed item in grams, in its steps.
  const unit = weighing ? 'g' : item.unitOfMeasurement;

  const missing = missingChoices(groups, choices);
  const unavailable = isBlockedStatus(item.status) || item.stock === 0;
  let reason: string | null = null;
  if (unavailable) reason = item.stock === 0 ? t('stock.out') : t('stock.unavailable');
  else if (missing.length > 0) reason = t('group.missing', { count: missing[0].missing, group: missing[0].group.name });
  else if (rental && !readyInterval)
    reason = interval.start && interval.end ? t('interval.invalid') : t('interval.missing');
  else if (rule?.required && note.trim() === '') reason = t('note.missing', { label: rule.label ?? t('note.label') });

  const belongsToStore = order.ownerId === catalog.owner && order.catalogId === catalog._id;
  const cartTarget = () => ({
    categoryId: item.categoryId ?? '',
    itemId: item._id,
    item: {
      id: item._id,
      name: item.name,
      min: item.min,
      max: item.max,
      unitOfMeasurement: unit,
      weighing,
      subitems: toCartLines(groups, choices),
      ...(readyInterval ? { interval: readyInterval } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    },
  });
  const add = (joinsVisit = false) => {
    const target = cartTarget();
    // The same item with the same choices is one line: the units chosen here are added to it.
    const sameLine = belongsToStore ? findCartEntryIndex(order.items, target) : -1;
    const already = sameLine === -1 ? 0 : order.items[sameLine].quantity;
    dispatch(
      addItem({
        ownerId: catalog.owner,
        catalogId: catalog._id,
        ...target,
        change: { operation: 'REPLACE', value: already + quantity },
        multipleItemsInShoppingCart: multiple || joinsVisit,
      }),
    );
    setReplace(null);
    enqueueSnackbar(<span data-testid="added-toast">{t('add.added', { name: item.name })}</span>, {
      variant: 'success',
      action: (
        <PlainButton component={Link} href="/carrinho" className={`${looks.text} ${styles.viewCart}`}>
          {t('add.viewCart')}
        </PlainButton>
      ),
    });
  };
  // One booking is one visit for a party: a pass to the same venue as the cart's joins it instead of replacing it.
  // The rule loads only for a catalogue with venues (the item page sits at its first-load budget).
  const joinsVisit = async () => {
    const venues = catalog.venues ?? [];
    if (!belongsToStore || venues.length === 0) return false;
    const [{ joinsTheBooking }, { partyLineOf }] = await Promise.all([
      import('@/src/domain/orders/booking-party'),
      import('./party-line'),
    ]);
    return joinsTheBooking(order.items.map(partyLineOf), partyLineOf(cartTarget()), venues);
  };
  const onAdd = async () => {
    // The same item with the same choices only gains units, even where the service takes one item per order.
    const onlySameLine =
      belongsToStore && order.items.length === 1 && findCartEntryIndex(order.items, cartTarget()) === 0;
    const holdsOthers = ready && order.items.length > 0 && !onlySameLine;
    if (holdsOthers && order.catalogId !== null && order.catalogId !== catalog._id) setReplace('otherStore');
    else if (holdsOthers && !multiple) {
      if (await joinsVisit()) add(true);
      else setReplace((catalog.venues ?? []).length > 0 ? 'visit' : 'single');
    } else add();
  };
  const setGroup = (id: string) => (choice: GroupChoice) => setChoices((current) => ({ ...current, [id]: choice }));

  return (
    <main className={styles.main}>
      <ItemInfo item={item} hidePrice={hidePrice} store={{ href: storeHref(catalog.slug), title: catalog.title }} />
      <div className={styles.groups}>
        {groups.map((group) => (
          <OptionGroup
            key={group._id}
            group={group}
            choice={choices[group._id]}
            onChange={setGroup(group._id)}
            hidePrice={hidePrice}
          />
        ))}
        {rental && <IntervalPicker value={interval} onChange={setInterval} />}
        {rule && (
          <div className={styles.note}>
            <TextArea
              minRows={2}
              label={rule.label ?? t('note.label')}
              placeholder={rule.placeholder ?? t('note.placeholder')}
              required={rule.required}
              value={note}
              onChange={(event) => setNote(event.target.value.slice(0, rule.maxLength))}
              helperText={`${note.length}/${rule.maxLength}`}
              maxLength={rule.maxLength}
              data-testid="item-note"
            />
          </div>
        )}
      </div>
      <RecommendedItems
        company={company}
        catalogId={catalog._id}
        itemIds={recommendedIds}
        basePath={basePath}
        hidePrice={hidePrice}
      />
      <AddToCartBar
        quantity={quantity}
        min={Math.max(1, item.min ?? 1)}
        max={item.max}
        unit={unit}
        weighing={weighing}
        onQuantity={setQuantity}
        showStepper={!rental && item.max !== 1}
        totalCents={total}
        hidePrice={hidePrice}
        reason={reason}
        onAdd={onAdd}
      />
      <ReplaceCartDialog reason={replace} onConfirm={() => add()} onCancel={() => setReplace(null)} />
    </main>
  );
}
