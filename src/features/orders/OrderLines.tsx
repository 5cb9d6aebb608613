/** The order's lines as bought (names, choices, note, interval) and the server's totals, all in R$ via formatBRL. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatAmount } from '@/src/domain/brazil/units';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatBRL } from '@/src/domain/brazil/format';
import { reaisToCents } from '@/src/domain/pricing/money';
import type { OrderView } from './order-view';
import { formatDay } from './order-time';

const brl = (reais: number) => formatBRL(reaisToCents(reais));

function Amount({
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
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography component="dt" variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant={strong ? 'subtitle1' : 'body2'}
        data-testid={testId}
        sx={{ m: 0, fontWeight: strong ? 700 : 400 }}
      >
        {brl(reais)}
      </Typography>
    </Box>
  );
}

export function OrderLines({
  order,
}: {
  order: Pick<OrderView, 'items' | 'subtotal' | 'discount' | 'deliveryFee' | 'total' | 'couponCode'>;
}) {
  const { t, i18n } = useTranslation('orders');
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {order.items.map((item, index) => (
          <Box
            component="li"
            key={`${item.itemId}-${index}`}
            data-testid="order-line"
            sx={{
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {t('lines.quantity', { quantity: formatAmount(item.quantity, item.unitOfMeasurement, i18n.language) })}{' '}
                {item.name}
              </Typography>
              {item.options.length > 0 && (
                <Typography variant="body2" color="text.secondary" data-testid="order-line-options">
                  {item.options.map((o) => (o.quantity > 1 ? `${o.name} × ${o.quantity}` : o.name)).join(', ')}
                </Typography>
              )}
              {item.interval && (
                <Typography variant="body2" color="text.secondary">
                  {t('lines.interval', {
                    start: formatDay(item.interval.start, i18n.language),
                    end: formatDay(item.interval.end, i18n.language),
                  })}
                </Typography>
              )}
              {item.note && (
                <Typography variant="body2" color="text.secondary">
                  {t('lines.note', { note: item.note })}
                </Typography>
              )}
            </Box>
            <Typography variant="body1" sx={{ whiteSpace: 'nowrap' }}>
              {brl(item.total)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box component="dl" sx={{ m: 0, pt: 1 }}>
        <Amount label={t('totals.subtotal')} reais={order.subtotal} testId="order-subtotal" />
        {order.discount > 0 && (
          <Amount
            label={order.couponCode ? t('totals.coupon', { code: order.couponCode }) : t('totals.discount')}
            reais={-order.discount}
            testId="order-discount"
          />
        )}
        {order.deliveryFee > 0 && (
          <Amount label={t('totals.deliveryFee')} reais={order.deliveryFee} testId="order-delivery-fee" />
        )}
        <Amount label={t('totals.total')} reais={order.total} testId="order-total" strong />
      </Box>
    </>
  );
}
