import Box from '@mui/material/Box';
import { iconLook } from '@/src/ui/button-look';
import { PlainButton } from '@/src/ui/PlainButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatBRL } from '@/src/domain/brazil/format';
import { formatAmount } from '@/src/domain/brazil/units';
import { reaisToCents } from '@/src/domain/pricing/money';
import { maxQuantity, minQuantity } from '@/src/domain/orders/order-quantity';
import type { CartEntry } from '@/src/domain/orders/order-types';
import type { QuoteProblem } from './quote-summary';

export interface CartLineProps {
  entry: CartEntry;
  /** The item's name in the shopper's language, or null while it loads. */
  name: string | null;
  /** The chosen options as the shopper reads them ('Ao ponto', 'Bacon × 2'). */
  options: string[];
  /** The line's total from the server's quote (reais), or null when the quote has not priced it. */
  total: number | null;
  /** A quote is being asked: a missing total is coming, not refused. */
  pricing?: boolean;
  problems: QuoteProblem[];
  onAdd: () => void;
  onSubtract: () => void;
  onRemove: () => void;
}

const TOUCH = 44;

/**
 * One line of the cart: name, options and note, the quantity stepper bounded by the item's min and max, remove,
 * the line's total as the server priced it, and the server's problems of this line in the shopper's language.
 */
export function CartLine({
  entry,
  name,
  options,
  total,
  pricing = false,
  problems,
  onAdd,
  onSubtract,
  onRemove,
}: CartLineProps) {
  const { t, i18n } = useTranslation('cart');
  const min = minQuantity(entry.item);
  const max = maxQuantity(entry.item);
  const label = name ?? entry.item.name ?? '';
  return (
    <Box
      data-testid="cart-line"
      sx={{ py: 2, px: 2, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 1 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {label || <Skeleton width={160} />}
        </Typography>
        {options.length > 0 && (
          <Typography variant="body2" data-testid="cart-line-options" sx={{ color: 'text.secondary' }}>
            {options.join(', ')}
          </Typography>
        )}
        {entry.item.note && (
          <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            {t('note')}: {entry.item.note}
          </Typography>
        )}
      </Box>
      <Typography
        variant="subtitle1"
        component="p"
        data-testid="cart-line-total"
        sx={{ fontWeight: 600, textAlign: 'right' }}
      >
        {total !== null ? formatBRL(reaisToCents(total)) : pricing ? <Skeleton width={72} /> : '—'}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, gridColumn: '1 / -1' }}>
        <Box
          role="group"
          aria-label={t('quantityOf', { name: label })}
          sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          <PlainButton
            aria-label={t('decrease', { name: label })}
            disabled={entry.quantity <= min}
            onClick={onSubtract}
            sx={{ ...iconLook, width: TOUCH, height: TOUCH }}
          >
            <Box component="span" aria-hidden sx={{ fontSize: 22, lineHeight: 1 }}>
              −
            </Box>
          </PlainButton>
          <Box
            component="output"
            aria-live="polite"
            data-testid="cart-line-quantity"
            sx={{ minWidth: 32, px: 0.5, textAlign: 'center', fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            {formatAmount(entry.quantity, entry.item.unitOfMeasurement, i18n.language)}
          </Box>
          <PlainButton
            aria-label={t('increase', { name: label })}
            disabled={max !== null && entry.quantity >= max}
            onClick={onAdd}
            sx={{ ...iconLook, width: TOUCH, height: TOUCH }}
          >
            <Box component="span" aria-hidden sx={{ fontSize: 22, lineHeight: 1 }}>
              +
            </Box>
          </PlainButton>
        </Box>
        <Box
          component="button"
          type="button"
          onClick={onRemove}
          aria-label={t('removeNamed', { name: label })}
          sx={{
            ml: 'auto',
            minHeight: TOUCH,
            px: 1.5,
            border: 0,
            bgcolor: 'transparent',
            color: 'error.main',
            font: 'inherit',
            fontWeight: 600,
            cursor: 'pointer',
            borderRadius: 2,
            '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
          }}
        >
          {t('remove')}
        </Box>
      </Box>
      {problems.length > 0 && (
        <Box role="alert" data-testid="cart-line-problems" sx={{ gridColumn: '1 / -1', color: 'error.main' }}>
          {problems.map((problem) => (
            <Typography key={`${problem.code}:${problem.path ?? ''}`} variant="body2">
              {problem.message}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
