import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { formatBRL } from '@/src/domain/brazil/format';
import { formatAmount } from '@/src/domain/brazil/units';
import { nextQuantity } from '@/src/domain/orders/order-quantity';
import { containedLook, iconLook, largeSize } from '@/src/ui/button-look';
import { DESKTOP_WIDTH } from '@/src/ui/layout-constants';
import { PlainButton } from '@/src/ui/PlainButton';

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
    <Box
      data-bottom-bar=""
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: 3,
      }}
    >
      <Box sx={{ maxWidth: DESKTOP_WIDTH, mx: 'auto', px: 2, py: 1 }}>
        {reason && (
          <Typography
            variant="body2"
            role="status"
            data-testid="add-reason"
            sx={{ color: 'warning.dark', fontWeight: 600, mb: 0.5 }}
          >
            {reason}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {showStepper && (
            <Box role="group" aria-label={t('quantity.label')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <PlainButton
                aria-label={t('quantity.less')}
                disabled={quantity <= min}
                onClick={() => step('SUBTRACT')}
                sx={stepButton}
              >
                −
              </PlainButton>
              <Typography
                data-testid="quantity"
                aria-live="polite"
                sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700, whiteSpace: 'nowrap' }}
              >
                {formatAmount(quantity, unit, i18n.language)}
              </Typography>
              <PlainButton
                aria-label={t('quantity.more')}
                disabled={max !== null && max > 0 && quantity >= max}
                onClick={() => step('ADD')}
                sx={stepButton}
              >
                +
              </PlainButton>
            </Box>
          )}
          <PlainButton
            disabled={reason !== null}
            onClick={onAdd}
            data-testid="add-to-cart"
            sx={{ ...containedLook(), ...largeSize, flex: 1, minHeight: 48, fontWeight: 700 }}
          >
            {label}
          </PlainButton>
        </Box>
      </Box>
    </Box>
  );
}

// Button and IconButton looks on plain buttons (src/ui/PlainButton.tsx): their modules bring CircularProgress.
const stepButton = {
  ...iconLook,
  width: 44,
  height: 44,
  border: 1,
  borderColor: 'divider',
  fontSize: '1.25rem',
} as const;
