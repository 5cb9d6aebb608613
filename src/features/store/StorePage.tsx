import { Text } from '@/src/ui/Text';
import { usePageQuery } from '@/src/client/page-data';
import { CategoryChips, categoryAnchor } from './CategoryChips';
import { FeaturedItems } from './FeaturedItems';
import { ItemRow } from './ItemRow';
import { StoreHeader } from './StoreHeader';
import { deliversOrders, shortestDeliveryMinutes } from './delivery-time';
import { StoreExtrasOperation } from './store-extras.generated';
import { StorePageOperation } from './store-page.generated';
import { StoreGateInfo } from '../flight/StoreGateInfo';
import styles from './StorePage.module.css';

interface Props {
  company: string;
  store: string;
}

/**
 * A store: header, sticky category chips and the items of each category as rows. Reads from the Apollo cache the
 * server filled (cache-first), so the first render is complete.
 */
export function StorePage({ company, store }: Props) {
  const { data } = usePageQuery(StorePageOperation, { variables: { company, slug: store } });
  const catalog = data?.catalog;
  const delivers = deliversOrders(catalog?.operationWay);
  const { data: extras } = usePageQuery(StoreExtrasOperation, {
    variables: { company, catalogId: catalog?._id ?? '' },
    skip: !catalog,
  });
  if (!catalog) return null;
  const categories = catalog.categories.filter(
    (category) => category.status !== 'BLOCKED' && category.items.length > 0,
  );
  // A store that delivers to gates says its own minutes to them (or, with the traveller's flight, when it arrives);
  // the coverage's city-wide figure would contradict its own rule.
  const gate = catalog.gateTiming;
  const minutes =
    delivers && !gate ? shortestDeliveryMinutes(extras?.featuredItemsAndWhereDelivery?.whereDelivery) : null;
  const featured = (extras?.featuredItemsAndWhereDelivery?.featuredItemCategories ?? []).filter(
    (group) => group.featuredItems.length > 0,
  );

  return (
    <main className={styles.main}>
      <StoreHeader catalog={catalog} deliveryMinutes={minutes} />
      {gate && (
        <div className={styles.gate}>
          <StoreGateInfo
            company={company}
            timing={gate}
            storesHref={catalog.serviceCategories[0] ? `/${catalog.serviceCategories[0]}` : null}
          />
        </div>
      )}
      <CategoryChips categories={categories} />
      {featured.map((group) => (
        <FeaturedItems key={group._id ?? group.title} group={group} storeSlug={catalog.slug} />
      ))}
      {categories.map((category) => (
        <section
          key={category._id}
          id={categoryAnchor(category._id)}
          aria-labelledby={`${categoryAnchor(category._id)}-title`}
          className={styles.section}
        >
          <div className={styles.heading}>
            <Text variant="h6" component="h2" id={`${categoryAnchor(category._id)}-title`}>
              {category.name}
            </Text>
            {category.description && (
              <Text variant="body2" className={styles.description}>
                {category.description}
              </Text>
            )}
          </div>
          <ul className={styles.items}>
            {category.items.map((item, index) => (
              <li key={item._id}>
                {index > 0 && <div role="separator" className={styles.separator} />}
                <ItemRow item={item} storeSlug={catalog.slug} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
