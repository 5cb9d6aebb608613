import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { formatBRL } from '@/src/domain/brazil/format';
import { DESKTOP_WIDTH } from '@/src/ui/layout-constants';

interface Props {
  quantity: number;
  min: number;
  max: number | null;
  onQuantity: (quantity: number) => void;
  showStepper: boolean;
  totalCents: number | null;
  hidePrice: boolean;
  /** Why the button is disabled, or null when the item can be added. */
  reason: string | null;
  onAdd: () => void;
}

/** The bottom bar: quantity stepper and 'Adicionar · R$ total', disabled with its reason until the item can be added. */
export function AddToCartBar({ quantity, min, max, onQuantity, showStepper, totalCents, hidePrice, reason, onAdd }: Props) {
  const { t } = useTranslation('item');
  const label = hidePrice || totalCents === null ? t('add.button') : `${t('add.button')} · ${formatBRL(totalCents)}`;
  return (
    <Box sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar', bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', boxShadow: 3 }}>
      <Box sx={{ maxWidth: DESKTOP_WIDTH, mx: 'auto', px: 2, py: 1 }}>
        {reason && <Typography variant="body2" role="status" data-testid="add-reason" sx={{ color: 'warning.dark', fontWeight: 600, mb: 0.5 }}>{reason}</Typography>}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {showStepper && (
            <Box role="group" aria-label={t('quantity.label')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <IconButton aria-label={t('quantity.less')} disabled={quantity <= min} onClick={() => onQuantity(quantity - 1)} sx={stepButton}>−</IconButton>
              <Typography data-testid="quantity" aria-live="polite" sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700 }}>{quantity}</Typography>
              <IconButton aria-label={t('quantity.more')} disabled={max !== null && max > 0 && quantity >= max} onClick={() => onQuantity(quantity + 1)} sx={stepButton}>+</IconButton>
            </Box>
          )}
          <Button variant="contained" size="large" disabled={reason !== null} onClick={onAdd} data-testid="add-to-cart" sx={{ flex: 1, minHeight: 48, fontWeight: 700 }}>
            {label}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

const stepButton = { width: 44, height: 44, border: 1, borderColor: 'divider', fontSize: '1.25rem' } as const;
