import { PlainButton } from '@/src/ui/PlainButton';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useOrder } from '@/src/client/order/order-context';
import looks from '@/src/ui/button-look.module.css';
import bar from './bar.module.css';
import styles from './CartButton.module.css';
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
    <PlainButton component={Link} href="/carrinho" className={`${looks.icon} ${bar.icon}`}>
      {/* A badge of our own: MUI's Badge would add about 1.4 kB gzipped to every page for this one dot. */}
      <span data-testid="cart-count" className={styles.count}>
        <CartIcon />
        {count > 0 && (
          <span aria-hidden className={styles.badge}>
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      <VisuallyHidden>{t('cart', { count })}</VisuallyHidden>
    </PlainButton>
  );
}
