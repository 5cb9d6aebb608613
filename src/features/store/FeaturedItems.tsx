import Image from 'next/image';
import Link from 'next/link';
import { PriceLabel } from '@/src/features/catalog/PriceLabel';
import type { StoreExtrasQuery } from './store-extras.generated';
import { storeItemHref } from '@/src/domain/links';
import { Text } from '@/src/ui/Text';
import styles from './FeaturedItems.module.css';

/** The cards' width (FeaturedItems.module.css), for the pictures' `sizes`. */
const CARD_WIDTH = 148;

/** A featured group: its items carry their cards' fields, not a row's (no stock: the tiles show none). */
type FeaturedGroup = NonNullable<StoreExtrasQuery['featuredItemsAndWhereDelivery']>['featuredItemCategories'][number];

/** A featured group ('Mais pedidos') as a row of small cards that scrolls sideways, above the full list. */
export function FeaturedItems({ group, storeSlug }: { group: FeaturedGroup; storeSlug: string }) {
  const titleId = `destaque-${group._id ?? 'grupo'}`;
  return (
    <section aria-labelledby={titleId} data-testid="featured-items" className={styles.section}>
      <Text variant="h6" component="h2" id={titleId} className={styles.title}>
        {group.title}
      </Text>
      <ul className={styles.cards}>
        {group.featuredItems.map((item) => (
          <li key={item._id} className={styles.slot}>
            <Link href={storeItemHref(storeSlug, item.slug)} className={styles.card}>
              <div className={styles.picture}>
                {item.img && (
                  <Image src={item.img} alt="" fill sizes={`${CARD_WIDTH}px`} style={{ objectFit: 'cover' }} />
                )}
              </div>
              <div className={styles.body}>
                <Text variant="body2" component="h3" className={styles.name}>
                  {item.name}
                </Text>
                <Text variant="body2" component="div">
                  <PriceLabel item={item} />
                </Text>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
