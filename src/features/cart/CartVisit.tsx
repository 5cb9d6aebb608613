/**
 * A cart of passes for people is one booking for a party (issue 17, point 8): "1 reserva · 2 pessoas" under the
 * store's name, so the adult's and the child's pass read as one visit. Not shown when the server's quote says the
 * lines are more than one booking (its problem is shown instead), nor for anything not counted in people.
 */
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { CartEntry } from '@/src/domain/orders/order-types';

export function CartVisit({ items, severalBookings }: { items: readonly CartEntry[]; severalBookings: boolean }) {
  const { t } = useTranslation('cart');
  const people = items.every((entry) => entry.item.unitOfMeasurement === 'person');
  if (severalBookings || items.length === 0 || !people) return null;
  const count = items.reduce((sum, entry) => sum + entry.quantity, 0);
  return (
    <Typography variant="body2" data-testid="cart-visit" sx={{ fontWeight: 600 }}>
      {t('visit', { count })}
    </Typography>
  );
}
