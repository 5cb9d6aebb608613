import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useOrder } from '@/src/client/order/order-context';
import { formatBRL } from '@/src/domain/brazil/format';
import { reaisToCents } from '@/src/domain/pricing/money';
import type { CartCatalogsQuery } from './cart-catalogs.generated';
import { CartLines } from './CartLines';
import { CartTotals } from './CartTotals';
import { CartVisit } from './CartVisit';
import { CheckoutButton } from './CheckoutButton';
import { CouponField } from './CouponField';
import { EmptyCart } from './EmptyCart';
import { InProgressNotice } from './InProgressNotice';
import { WeightNote } from './WeightNote';
import { sortProblems } from './cart-problems';
import { useCartQuote } from './use-cart-quote';
import { textLook } from '@/src/ui/button-look';
import { PlainButton } from '@/src/ui/PlainButton';
import { StatusAlert } from '@/src/ui/StatusAlert';
import { StoreGateInfo } from '../flight/StoreGateInfo';

/** Placeholder rows while the cart saved in this browser is read (the server cannot know it). */
function CartSkeleton() {
  return (
    <Box data-testid="cart-skeleton" aria-busy="true" sx={{ px: 2, py: 2 }}>
      {[0, 1].map((row) => (
        <Box key={row} sx={{ py: 1.5 }}>
          <Skeleton width="60%" height={28} />
          <Skeleton width="40%" />
          <Skeleton variant="rounded" width={140} height={44} sx={{ mt: 1 }} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * The cart: its lines with their problems, the in-progress warning, the coupon, the server's totals, the minimum
 * order value and the way to checkout. Everything it prices comes from the server's quote.
 */
export function CartPage({ company, catalogs }: { company: string; catalogs: CartCatalogsQuery['catalogs'] }) {
  const { t } = useTranslation('cart');
  const { order, ready } = useOrder();
  const { quote, loading, error, current, refetch } = useCartQuote();
  const catalog = catalogs.find((c) => c._id === order.catalogId) ?? null;
  const empty = ready && order.items.length === 0;
  const problems = sortProblems(current && quote ? quote.problemDetails : []);
  const couponsOff = !!catalog?.config.disableDiscountCoupon;
  // With the coupon field hidden, a linked coupon's problem (COUPONS_DISABLED) is shown with the cart's own.
  const cartProblems = couponsOff ? [...problems.cart, ...problems.coupon] : problems.cart;

  let reason: string | null = null;
  if (error) reason = t('quoteError');
  else if (!current) reason = t('pricing');
  else if (problems.blocking.length > 0) reason = t('fixProblems');

  return (
    <Box
      component="main"
      sx={{
        maxWidth: { xs: '100%', md: 960 },
        mx: 'auto',
        bgcolor: 'background.paper',
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box sx={{ px: 2, pt: 3, pb: 1 }}>
        <Typography variant="h5" component="h1">
          {t('title')}
        </Typography>
        {catalog && !empty && (
          <Typography variant="body2" data-testid="cart-store" sx={{ color: 'text.secondary' }}>
            {catalog.title}
          </Typography>
        )}
        {ready && (
          <CartVisit
            items={order.items}
            severalBookings={problems.cart.some((problem) => problem.code === 'SINGLE_ITEM_PER_ORDER')}
          />
        )}
      </Box>
      {!ready ? (
        <CartSkeleton />
      ) : empty ? (
        <EmptyCart />
      ) : (
        <>
          <InProgressNotice storeTitle={catalog?.title ?? null} />
          {catalog?.gateTiming && (
            <Box sx={{ px: 2, pb: 1.5 }}>
              <StoreGateInfo
                company={company}
                timing={catalog.gateTiming}
                storesHref={catalog.serviceCategories[0] ? `/${catalog.serviceCategories[0]}` : null}
                testId="cart-gate"
                arrivalTestId="cart-gate-arrival"
              />
            </Box>
          )}
          <CartLines quote={quote} pricing={loading} problemsByLine={problems.byLine} />
          <WeightNote items={order.items} text={t('weightNote')} />
          <Divider />
          {!couponsOff && (
            <>
              <CouponField problems={problems.coupon} />
              <Divider />
            </>
          )}
          {catalog && catalog.minimumOrderValue > 0 && (
            <Typography variant="body2" data-testid="cart-minimum" sx={{ px: 2, pt: 2, color: 'text.secondary' }}>
              {t('minimumOrder', { value: formatBRL(reaisToCents(catalog.minimumOrderValue)) })}
            </Typography>
          )}
          {cartProblems.length > 0 && (
            <Box sx={{ px: 2, pt: 2, display: 'grid', gap: 1 }} data-testid="cart-problems">
              {cartProblems.map((problem) => (
                <StatusAlert key={problem.code} severity={problems.blocking.includes(problem) ? 'error' : 'info'}>
                  {problem.message}
                </StatusAlert>
              ))}
            </Box>
          )}
          {error && (
            <StatusAlert
              severity="error"
              sx={{ mx: 2, mt: 2 }}
              action={
                <PlainButton onClick={refetch} sx={{ ...textLook, fontSize: '0.8125rem', px: 0.625, minHeight: 44 }}>
                  {t('retry')}
                </PlainButton>
              }
            >
              {t('quoteError')}
            </StatusAlert>
          )}
          <CartTotals quote={quote} />
          <Box sx={{ flex: 1 }} />
          <CheckoutButton total={current && quote ? quote.total : null} reason={reason} />
        </>
      )}
    </Box>
  );
}
