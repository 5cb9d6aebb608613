/**
 * /pedidos: the viewer's orders, newest first (the server's order), each a link to its status page with number,
 * store, date, status and total; an empty state pointing to the services; for a guest, a note that these are the
 * orders of this device (found by the client id cookie).
 */
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { formatBRL } from '@/src/domain/brazil/format';
import { reaisToCents } from '@/src/domain/pricing/money';
import { DESKTOP_WIDTH } from '@/src/ui/layout-constants';
import type { MyOrdersQuery } from './my-orders.generated';

type OrderSummary = MyOrdersQuery['myOrders'][number];
import { formatWhen } from './order-time';

export function OrderHistory({
  orders,
  guest,
  failed = false,
}: {
  orders: OrderSummary[];
  guest: boolean;
  failed?: boolean;
}) {
  const { t, i18n } = useTranslation('orders');
  return (
    <Box sx={{ maxWidth: DESKTOP_WIDTH, mx: 'auto', px: 2, py: 3, display: 'grid', gap: 2 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
        {t('history.title')}
      </Typography>
      {guest && (
        <Typography variant="body2" color="text.secondary">
          {t('history.guestNote')}{' '}
          <Box
            component={Link}
            href="/login?callbackUrl=%2Fpedidos"
            sx={{ display: 'inline', py: 1.5, fontWeight: 600, color: 'primary.main' }}
          >
            {t('history.signIn')}
          </Box>
        </Typography>
      )}
      {failed ? (
        <Box role="alert" sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography variant="body1" color="error">
            {t('error')}
          </Typography>
          <Button component={Link} href="/pedidos" variant="outlined" sx={{ minHeight: 44 }}>
            {t('retry')}
          </Button>
        </Box>
      ) : orders.length === 0 ? (
        <Box sx={{ py: 4, display: 'grid', gap: 2, justifyItems: 'start' }} data-testid="orders-empty">
          <Typography variant="body1">{t('history.empty')}</Typography>
          <Button component={Link} href="/" variant="contained" sx={{ minHeight: 44 }}>
            {t('history.emptyAction')}
          </Button>
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }} data-testid="orders-list">
          {orders.map((order) => {
            const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
            return (
              <Box component="li" key={order._id}>
                <Box
                  component={Link}
                  href={`/status-pedido?id=${encodeURIComponent(order._id)}`}
                  data-testid="order-row"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'minmax(0, 1fr) auto',
                    gap: 0.5,
                    p: 2,
                    minHeight: 44,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 2,
                    color: 'inherit',
                    textDecoration: 'none',
                    '&:hover, &:focus-visible': { borderColor: 'primary.main', bgcolor: 'action.hover' },
                  }}
                >
                  <Typography variant="h6" component="span" sx={{ fontWeight: 800, letterSpacing: '0.04em' }}>
                    {order.number}
                  </Typography>
                  <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700, textAlign: 'right' }}>
                    {formatBRL(reaisToCents(order.total))}
                  </Typography>
                  {/* The status as a badge under the number; the details below across the whole row, each part kept
                      on one line, so that a narrow phone does not break "1 item" in two. */}
                  <Box
                    component="span"
                    sx={{
                      gridColumn: '1 / -1',
                      justifySelf: 'start',
                      px: 1,
                      py: 0.25,
                      borderRadius: 1,
                      typography: 'body2',
                      fontWeight: 600,
                      bgcolor: order.status === 'CANCELED' ? '#fdecea' : 'action.selected',
                      color: order.status === 'CANCELED' ? 'error.dark' : 'primary.main',
                    }}
                    data-testid="order-row-status"
                  >
                    {t(`status.${order.status}`)}
                  </Box>
                  <Typography
                    variant="body2"
                    component="span"
                    color="text.secondary"
                    sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', columnGap: 0.5 }}
                  >
                    {[order.catalogTitle, formatWhen(order.createdAt, i18n.language), t('history.items', { count })]
                      .filter(Boolean)
                      .map((part, index) => (
                        <Box
                          component="span"
                          key={index}
                          sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' }}
                        >
                          {index > 0 ? `· ${part}` : part}
                        </Box>
                      ))}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
