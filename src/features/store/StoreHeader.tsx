import { Pill } from '@/src/ui/Pill';
import { Text } from '@/src/ui/Text';
import Image from 'next/image';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { StorePageQuery } from './store-page.generated';
import styles from './StoreHeader.module.css';

interface Props {
  catalog: NonNullable<StorePageQuery['catalog']>;
  deliveryMinutes: number | null;
}

/** Cover, name, description, and what a shopper asks first: is it open, and how soon does it deliver. */
export function StoreHeader({ catalog, deliveryMinutes }: Props) {
  const { t } = useTranslation('common');
  const { isOpen, todayLabel, nextOpening } = catalog.openingState;
  // Open: today's hours ('Aberto das 10:00 às 23:00'). Closed: 'Fechado' and when it opens next, since today's
  // hours alone would read as open to a shopper glancing at a phone.
  const openLabel = isOpen ? (todayLabel ?? t('store.open')) : t('store.closed');
  return (
    <header>
      <div className={styles.cover}>
        {catalog.cover && (
          <Image
            src={catalog.cover}
            alt=""
            fill
            // The page's largest paint: preloaded, and fetched before the scripts.
            preload
            fetchPriority="high"
            sizes="(min-width: 960px) 960px, 100vw"
            style={{ objectFit: 'cover' }}
          />
        )}
      </div>
      <div className={styles.text}>
        <Text variant="h4" component="h1" className={styles.title}>
          {catalog.title}
        </Text>
        {catalog.description && (
          <Text variant="body2" className={styles.description}>
            {catalog.description}
          </Text>
        )}
        {/* One line each, whatever the font: in a wrapping row the delivery time sat beside the label or under it
            depending on whether the web font had arrived, and the whole page below jumped when it did (CLS 0.12). */}
        <div className={styles.facts}>
          <Pill
            data-testid="opening-state"
            size="small"
            label={openLabel}
            className={isOpen ? `${styles.state} ${styles.open}` : styles.state}
          />
          {!isOpen && nextOpening && (
            <Text variant="body2" component="span" className={styles.secondary}>
              {t('store.opensAt', { when: nextOpening.label })}
            </Text>
          )}
          {deliveryMinutes !== null && (
            <Text variant="body2" component="span" data-testid="delivery-time" className={styles.secondary}>
              {t('store.deliveryTime', { minutes: deliveryMinutes })}
            </Text>
          )}
        </div>
      </div>
    </header>
  );
}
