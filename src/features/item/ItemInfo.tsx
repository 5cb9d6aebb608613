import Image from 'next/image';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatAmount, parseUnit } from '@/src/domain/brazil/units';
import { PriceLabel } from '@/src/features/catalog/PriceLabel';
import { pricesPerShownUnit } from '@/src/features/catalog/unit-prices';
import { additionalDescriptions, characteristicLines } from './item-texts';
import type { ItemDetail } from './item-options';
import { Text } from '@/src/ui/Text';
import styles from './ItemInfo.module.css';

/** The item itself: picture on top, name, price, description, unit, stock, characteristics and additional descriptions by priority. */
export function ItemInfo({
  item,
  hidePrice,
  store,
}: {
  item: ItemDetail;
  hidePrice: boolean;
  store: { href: string; title: string };
}) {
  const { t } = useTranslation('item');
  const locale = useRouter().locale ?? 'pt-BR';
  // Per gram is shown per kilogram ("R$ 20,00 / kg"), scaled before rounding to the cent.
  const shown = pricesPerShownUnit(item, item.unitOfMeasurement, locale);
  // Stock of an item sold by weight or measure is an amount of its unit ("5 kg em estoque"), not a count; a weighed
  // item's stock is grams, whatever unit its price is per.
  const stockUnit = item.weighing ? 'g' : item.unitOfMeasurement;
  const unit = parseUnit(stockUnit);
  const measured = unit !== null && unit !== 'UNITY';
  const characteristics = characteristicLines(item.characteristics);
  const extras = additionalDescriptions(item.additionalDescription, locale);
  return (
    <>
      {item.img && (
        <div className={styles.picture}>
          <Image
            src={item.img}
            alt={item.name}
            fill
            // The page's largest paint: preloaded, and fetched before the scripts.
            preload
            fetchPriority="high"
            sizes="(min-width: 960px) 960px, 100vw"
            style={{ objectFit: 'cover' }}
          />
        </div>
      )}
      <div className={styles.text}>
        <Link href={store.href} className={styles.store}>
          ‹ {store.title}
        </Link>
        <Text variant="h1" className={styles.name}>
          {item.name}
        </Text>
        {!hidePrice && (
          <Text component="div" className={styles.price} data-testid="item-price">
            <PriceLabel item={shown.prices} />
            {shown.unit && <span className={styles.unit}> / {shown.unit}</span>}
          </Text>
        )}
        {item.weighing && (
          <Text variant="body2" data-testid="item-weight-note" className={styles.weight}>
            {t('weight.approximate')}
          </Text>
        )}
        {item.description && <Text className={styles.description}>{item.description}</Text>}
        {item.stock !== null && (
          <Text
            variant="body2"
            data-testid="item-stock"
            className={item.stock === 0 ? `${styles.stock} ${styles.soldOut}` : styles.stock}
          >
            {item.stock === 0
              ? t('stock.out')
              : measured
                ? t('stock.leftAmount', { amount: formatAmount(item.stock, stockUnit, locale) })
                : t('stock.left', { count: item.stock })}
          </Text>
        )}
        {characteristics.length > 0 && (
          <div className={styles.block}>
            <Text variant="subtitle2" component="h2" className={styles.blockTitle}>
              {t('details.characteristics')}
            </Text>
            <ul className={styles.lines}>
              {characteristics.map((line) => (
                <li key={line}>
                  <Text variant="body2">{line}</Text>
                </li>
              ))}
            </ul>
          </div>
        )}
        {extras.map((entry) => (
          <div key={entry.title} className={styles.block} data-testid="additional-description">
            {entry.title && (
              <Text variant="subtitle2" component="h2" className={styles.blockTitle}>
                {entry.title}
              </Text>
            )}
            <ul className={styles.lines}>
              {entry.lines.map((line) => (
                <li key={line}>
                  <Text variant="body2">{line}</Text>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </>
  );
}
