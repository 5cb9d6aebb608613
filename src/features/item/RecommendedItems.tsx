import Image from 'next/image';
import Link from 'next/link';
import { usePageQuery } from '@/src/client/page-data';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { PriceLabel } from '@/src/features/catalog/PriceLabel';
import { RecommendedItemOperation } from './recommended-item.generated';
import { Text } from '@/src/ui/Text';
import styles from './RecommendedItems.module.css';

interface Props {
  company: string;
  catalogId: string;
  itemIds: string[];
  basePath: string;
  hidePrice: boolean;
}

/** 'Combina com': the item's recommended items of the same store, as cards linking to their pages. */
export function RecommendedItems({ itemIds, ...rest }: Props) {
  const { t } = useTranslation('item');
  if (itemIds.length === 0) return null;
  return (
    <section aria-labelledby="recommended-title" className={styles.section} data-testid="recommended">
      <Text id="recommended-title" variant="subtitle1" component="h2" className={styles.title}>
        {t('recommended')}
      </Text>
      <div className={styles.cards}>
        {itemIds.map((id) => (
          <RecommendedCard key={id} itemId={id} {...rest} />
        ))}
      </div>
    </section>
  );
}

function RecommendedCard({
  company,
  catalogId,
  itemId,
  basePath,
  hidePrice,
}: Omit<Props, 'itemIds'> & { itemId: string }) {
  const { data } = usePageQuery(RecommendedItemOperation, { variables: { company, catalogId, itemId } });
  const item = data?.item;
  if (!item || item.status.toUpperCase() === 'BLOCKED') return null;
  return (
    <Link href={`${basePath}/${item.slug}`} className={styles.card}>
      <div className={styles.picture}>
        {item.img && <Image src={item.img} alt="" fill sizes="150px" style={{ objectFit: 'cover' }} />}
      </div>
      <div className={styles.body}>
        <Text variant="body2" component="h3" className={styles.name}>
          {item.name}
        </Text>
        <Text variant="body2" component="div">
          <PriceLabel item={item} hidePrice={hidePrice} />
        </Text>
      </div>
    </Link>
  );
}
