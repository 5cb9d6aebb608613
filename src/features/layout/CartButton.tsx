import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useOrder } from '@/src/client/order/order-context';
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
    <IconButton component={Link} href="/carrinho" color="inherit" sx={{ width: 44, height: 44 }}>
      <Badge badgeContent={count} color="secondary" data-testid="cart-count" slotProps={{ badge: { 'aria-hidden': true } }}>
        <CartIcon />
      </Badge>
      <VisuallyHidden>{t('cart', { count })}</VisuallyHidden>
    </IconButton>
  );
}
