import Image from 'next/image';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { PriceLabel } from '@/src/features/catalog/PriceLabel';
import { pricesPerShownUnit } from '@/src/features/catalog/unit-prices';
import type { StoreItemRowFragment } from './store-item-row.generated';
import { storeItemHref } from '@/src/domain/links';
import { Text } from '@/src/ui/Text';
import styles from './ItemRow.module.css';

/** The picture's side (ItemRow.module.css), for its `sizes`. */
const PICTURE = 72;

/** One item of a store's list: name, two lines of description, price (or why it cannot be had: sold out, unavailable), a 72 px picture, linking to the item page. */
export function ItemRow({ item, storeSlug }: { item: StoreItemRowFragment; storeSlug: string }) {
  const { t, i18n } = useTranslation('common');
  const { t: tShipping } = useTranslation('shipping');
  const soldOut = item.stock === 0;
  const blocked = item.status === 'BLOCKED' || soldOut;
  const shown = pricesPerShownUnit(item, item.unitOfMeasurement, i18n.language);
  return (
    <Link href={storeItemHref(storeSlug, item.slug)} data-testid="item-row" className={styles.row}>
      <div className={styles.text}>
        {/* subtitle1, not h3: the theme's responsive headings would grow a row's name on desktop. */}
        <Text variant="subtitle1" component="h3" className={styles.name}>
          {item.name}
        </Text>
        {item.description && (
          <Text variant="body2" className={styles.description}>
            {item.description}
          </Text>
        )}
        <Text variant="body2" component="div">
          {/* Said in words and by a faded picture, never by fading the text: faded text fails contrast. */}
          {blocked ? (
            <span className={styles.unavailable}>{soldOut ? tShipping('soldOut') : t('store.unavailable')}</span>
          ) : (
            <>
              <PriceLabel item={shown.prices} />
              {shown.unit && <span className={styles.unit}> / {shown.unit}</span>}
            </>
          )}
        </Text>
      </div>
      {item.img && (
        <div className={blocked ? `${styles.picture} ${styles.faded}` : styles.picture}>
          <Image src={item.img} alt="" fill sizes={`${PICTURE}px`} style={{ objectFit: 'cover' }} />
        </div>
      )}
    </Link>
  );
}
