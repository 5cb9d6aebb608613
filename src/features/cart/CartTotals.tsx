import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatBRL } from '@/src/domain/brazil/format';
import { reaisToCents } from '@/src/domain/pricing/money';
import type { CartQuote } from './quote-summary';

function Row({
  label,
  reais,
  testId,
  strong = false,
}: {
  label: string;
  reais: number;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        component="dd"
        data-testid={testId}
        sx={{ m: 0, fontWeight: strong ? 700 : 400 }}
      >
        {formatBRL(reaisToCents(reais))}
      </Typography>
    </Box>
  );
}

/** The quote's amounts, as the server computed them (never added up here). */
export function CartTotals({ quote }: { quote: CartQuote | null }) {
  const { t } = useTranslation('cart');
  if (!quote) {
    return (
      <Box sx={{ px: 2, py: 1 }} aria-busy="true">
        <Skeleton height={28} />
        <Skeleton height={28} />
      </Box>
    );
  }
  return (
    <Box component="dl" sx={{ px: 2, py: 1, m: 0 }}>
      <Row label={t('totals.subtotal')} reais={quote.subtotal} testId="cart-subtotal" />
      {quote.discount > 0 && <Row label={t('totals.discount')} reais={-quote.discount} testId="cart-discount" />}
      {quote.deliveryFee > 0 && (
        <Row label={t('totals.deliveryFee')} reais={quote.deliveryFee} testId="cart-delivery-fee" />
      )}
      <Row label={t('totals.total')} reais={quote.total} testId="cart-total" strong />
    </Box>
  );
}
