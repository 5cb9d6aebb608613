import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatBRL } from '@/src/domain/brazil/format';
import { formatAmount } from '@/src/domain/brazil/units';
import { nextQuantity } from '@/src/domain/orders/order-quantity';
import looks from '@/src/ui/button-look.module.css';
import { PlainButton } from '@/src/ui/PlainButton';
import { Text } from '@/src/ui/Text';
import styles from './AddToCartBar.module.css';

interface Props {
  quantity: number;
  min: number;
  max: number | null;
  /** The unit the quantity counts in: it is written with it ('500 g'). */
  unit: string | null;
  /** An item sold by weight: grams per tap, its catalogue's step; null otherwise. */
  weighing?: { step: number } | null;
  onQuantity: (quantity: number) => void;
  showStepper: boolean;
  totalCents: number | null;
  hidePrice: boolean;
  /** Why the button is disabled, or null when the item can be added. */
  reason: string | null;
  onAdd: () => void;
}

/** The bottom bar: quantity stepper and 'Adicionar · R$ total', disabled with its reason until the item can be added. */
export function AddToCartBar({
  quantity,
  min,
  max,
  unit,
  weighing = null,
  onQuantity,
  showStepper,
  totalCents,
  hidePrice,
  reason,
  onAdd,
}: Props) {
  const { t, i18n } = useTranslation('item');
  // The cart's own rule (order-quantity.ts), kept at or above the item's minimum here: the bar never removes.
  const step = (operation: 'ADD' | 'SUBTRACT') =>
    onQuantity(Math.max(min, nextQuantity(quantity, { operation }, { min, max, unitOfMeasurement: unit, weighing })));
  const label = hidePrice || totalCents === null ? t('add.button') : `${t('add.button')} · ${formatBRL(totalCents)}`;
  return (
    <div data-bottom-bar="" className={styles.bar}>
      <div className={styles.inner}>
        {reason && (
          <Text variant="body2" role="status" data-testid="add-reason" className={styles.reason}>
            {reason}
          </Text>
        )}
        <div className={styles.row}>
          {showStepper && (
            <div role="group" aria-label={t('quantity.label')} className={styles.stepper}>
              <PlainButton
                aria-label={t('quantity.less')}
                disabled={quantity <= min}
                onClick={() => step('SUBTRACT')}
                className={stepButton}
              >
                −
              </PlainButton>
              <Text data-testid="quantity" aria-live="polite" className={styles.quantity}>
                {formatAmount(quantity, unit, i18n.language)}
              </Text>
              <PlainButton
                aria-label={t('quantity.more')}
                disabled={max !== null && max > 0 && quantity >= max}
                onClick={() => step('ADD')}
                className={stepButton}
              >
                +
              </PlainButton>
            </div>
          )}
          <PlainButton
            disabled={reason !== null}
            onClick={onAdd}
            data-testid="add-to-cart"
            className={`${looks.contained} ${looks.large} ${styles.add}`}
          >
            {label}
          </PlainButton>
        </div>
      </div>
    </div>
  );
}

// Button and IconButton looks on plain buttons (src/ui/PlainButton.tsx): their modules bring CircularProgress.
const stepButton = `${looks.icon} ${styles.step}`;
