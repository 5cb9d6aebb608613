import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatBRL } from '@/src/domain/brazil/format';
import { formatAmount } from '@/src/domain/brazil/units';
import type { CartEntry } from '@/src/domain/orders/order-types';
import { reaisToCents } from '@/src/domain/pricing/money';
import { useLineNames } from '@/src/features/cart/line-names';

/** One line of the review: its name and options in the shopper's language, and the server's price for it. */
export function ReviewLine({ catalogId, entry, total }: { catalogId: string; entry: CartEntry; total: number | null }) {
  const { name, options } = useLineNames(catalogId, entry);
  const { i18n } = useTranslation();
  return (
    <Box
      component="li"
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 }}
      data-testid="checkout-review-line"
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
          {formatAmount(entry.quantity, entry.item.unitOfMeasurement, i18n.language)} × {name ?? '…'}
        </Typography>
        {options.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {options.join(', ')}
          </Typography>
        )}
      </Box>
      <Typography variant="body1" sx={{ whiteSpace: 'nowrap' }}>
        {total === null ? '…' : formatBRL(reaisToCents(total))}
      </Typography>
    </Box>
  );
}
