import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatBRL } from '@/src/domain/brazil/format';
import { itemPriceLabel, type ItemPrices } from './item-price';
import styles from './PriceLabel.module.css';

/** An item's price as rows and cards show it: 'A partir de R$ 12,90', 'Grátis', a promo with the old price struck. */
export function PriceLabel({ item, hidePrice = false }: { item: ItemPrices; hidePrice?: boolean }) {
  const { t } = useTranslation('common');
  const label = itemPriceLabel(item, hidePrice);
  if (label.kind === 'hidden') return null;
  return (
    <span className={styles.label}>
      {label.kind === 'free' ? (
        <span className={styles.good}>{t(label.key)}</span>
      ) : (
        <>
          {label.sinceKey && <span className={styles.muted}>{t(label.sinceKey)}</span>}
          <span className={label.wasCents ? styles.good : styles.price}>{formatBRL(label.cents)}</span>
        </>
      )}
      {label.wasCents !== null && (
        <s className={styles.muted}>
          <span className="sf-visually-hidden">{t('price.was')} </span>
          {formatBRL(label.wasCents)}
        </s>
      )}
    </span>
  );
}
