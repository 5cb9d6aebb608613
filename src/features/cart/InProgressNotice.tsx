import { textLook } from '@/src/ui/button-look';
import { PlainButton } from '@/src/ui/PlainButton';
import { StatusAlert } from '@/src/ui/StatusAlert';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useOrder } from '@/src/client/order/order-context';
import { resetOrder, updateOrder } from '@/src/domain/orders/order-reducer';

/**
 * The in-progress-order warning (docs/decisions.md "Cart page"): a cart found in this browser is an order not yet
 * placed; the shopper is told once, may keep it or empty it, and `displayedWarningOfOrderInProgress` remembers that
 * the warning was seen so it does not come back with every visit. A cart changed during this visit is no news to
 * the shopper and is not warned about.
 */
export function InProgressNotice({ storeTitle }: { storeTitle: string | null }) {
  const { t } = useTranslation('cart');
  const { order, dispatch, changedThisVisit } = useOrder();
  if (order.displayedWarningOfOrderInProgress || order.items.length === 0 || changedThisVisit) return null;
  const seen = () => dispatch(updateOrder({ displayedWarningOfOrderInProgress: true }));
  return (
    <StatusAlert
      severity="info"
      data-testid="cart-in-progress"
      onClose={seen}
      closeLabel={t('inProgress.keep')}
      sx={{ mx: 2, mt: 2 }}
    >
      {storeTitle ? t('inProgress.messageStore', { store: storeTitle }) : t('inProgress.message')}
      <PlainButton
        onClick={() => {
          dispatch(resetOrder());
          dispatch(updateOrder({ displayedWarningOfOrderInProgress: true }));
        }}
        sx={{
          ...textLook,
          fontSize: '0.8125rem',
          display: 'block',
          mt: 1,
          px: 0,
          minHeight: 44,
          textDecoration: 'underline',
        }}
      >
        {t('inProgress.empty')}
      </PlainButton>
    </StatusAlert>
  );
}
