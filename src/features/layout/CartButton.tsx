import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useOrder } from '@/src/client/order/order-context';
import { CartIcon } from './icons';
import { cartCount } from './layout-links';

/** The cart icon with the units in the cart; the count appears once the saved cart is read (server and browser render alike). */
export function CartButton() {
  const { t } = useTranslation('layout');
  const { order, ready } = useOrder();
  const count = ready ? cartCount(order.items) : 0;
  return (
    <IconButton component={Link} href="/carrinho" color="inherit" aria-label={t('cart', { count })} sx={{ width: 44, height: 44 }}>
      <Badge badgeContent={count} color="secondary" data-testid="cart-count">
        <CartIcon />
      </Badge>
    </IconButton>
  );
}
