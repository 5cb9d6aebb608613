import Box from '@mui/material/Box';
import { PlainButton } from '@/src/ui/PlainButton';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useOrder } from '@/src/client/order/order-context';
import { barIconButton } from './bar-button';
import { CartIcon } from './icons';
import { cartCount } from './layout-links';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';

/** The cart icon with the units in the cart; the count appears once the saved cart is read (server and browser render alike). */
export function CartButton() {
  const { t } = useTranslation('layout');
  const { order, ready } = useOrder();
  const count = ready ? cartCount(order.items) : 0;
  return (
    // Named by hidden text and the badge hidden from screen readers: an aria-label ('Carrinho vazio') would not contain
    // the number the badge shows, which WCAG 2.5.3 asks for.
    <PlainButton component={Link} href="/carrinho" sx={barIconButton}>
      {/* A badge of our own: MUI's Badge would add about 1.4 kB gzipped to every page for this one dot. */}
      <Box component="span" data-testid="cart-count" sx={{ position: 'relative', display: 'inline-flex' }}>
        <CartIcon />
        {count > 0 && (
          <Box component="span" aria-hidden sx={badge}>
            {count > 99 ? '99+' : count}
          </Box>
        )}
      </Box>
      <VisuallyHidden>{t('cart', { count })}</VisuallyHidden>
    </PlainButton>
  );
}

// As MUI's standard badge: a pill on the icon's top-right corner in the secondary colour.
const badge = {
  position: 'absolute',
  top: 0,
  right: 0,
  transform: 'translate(50%, -50%)',
  boxSizing: 'border-box',
  minWidth: 20,
  height: 20,
  px: 0.75,
  borderRadius: 10,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bgcolor: 'secondary.main',
  color: 'secondary.contrastText',
  fontSize: '0.75rem',
  fontWeight: 500,
  lineHeight: 1,
} as const;
