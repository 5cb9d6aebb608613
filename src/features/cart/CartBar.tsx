import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { cartUnits } from '@/src/domain/orders/cart-units';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useOrder } from '@/src/client/order/order-context';
import { formatBRL } from '@/src/domain/brazil/format';
import { reaisToCents } from '@/src/domain/pricing/money';
import { useCartQuote } from './use-cart-quote';

/**
 * The phone's bottom bar: how many units the cart holds and the server's total, linking to the cart. Shown only
 * under 600 px and only when the cart has lines; its quote loads Apollo on first use (src/client/client-query.ts), so an empty cart costs nothing.
 */
export function CartBar() {
  const { t } = useTranslation('cart');
  const { order, ready } = useOrder();
  const { quote } = useCartQuote();
  if (!ready || order.items.length === 0) return null;
  const count = cartUnits(order.items);
  return (
    <Box
      component={Link}
      href="/carrinho"
      data-testid="cart-bar"
      data-bottom-bar=""
      sx={{
        display: { xs: 'flex', sm: 'none' },
        position: 'fixed',
        left: 8,
        right: 8,
        bottom: 8,
        zIndex: 10,
        minHeight: 52,
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        borderRadius: 3,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        textDecoration: 'none',
        boxShadow: 6,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
      }}
    >
      <Box
        component="span"
        sx={{
          minWidth: 28,
          height: 28,
          px: 0.75,
          borderRadius: 14,
          display: 'inline-grid',
          placeItems: 'center',
          bgcolor: 'rgba(255,255,255,0.2)',
          fontWeight: 700,
        }}
      >
        {count}
      </Box>
      <Typography component="span" sx={{ flex: 1, fontWeight: 600 }}>
        {t('bar.view', { count })}
      </Typography>
      {quote && (
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {formatBRL(reaisToCents(quote.total))}
        </Typography>
      )}
    </Box>
  );
}
