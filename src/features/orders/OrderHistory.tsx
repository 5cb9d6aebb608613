/**
 * /pedidos: the viewer's orders, newest first (the server's order), each a link to its status page with number,
 * store, date, status and total; a booking also with its date and time, whose it is (the client received, or the
 * buyer) and a link straight to its vouchers; an empty state pointing to the services; for a guest, a note that these are the
 * orders of this device (found by the client id cookie).
 */
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
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
            const href = `/status-pedido?id=${encodeURIComponent(order._id)}`;
            const booked = order.operationWay?.type === 'booking' ? order.operationWay.scheduledFor : null;
            const who = order.receivedGuest
              ? t('history.guest', { name: order.receivedGuest })
              : order.customerName
                ? t('history.forName', { name: order.customerName })
                : null;
            return (
              <Box
                component="li"
                key={order._id}
                data-testid="order-row"
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  '&:hover, &:focus-within': { borderColor: 'primary.main' },
                }}
              >
                <Box
                  component={Link}
                  href={href}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'minmax(0, 1fr) auto',
                    gap: 0.5,
                    p: 2,
                    minHeight: 44,
                    color: 'inherit',
                    textDecoration: 'none',
                    borderRadius: 2,
                    '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
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
                  {/* A booking leads with when it is and whose it is: that is what a traveller looks for. */}
                  {(booked || who) && (
                    <Typography
                      variant="body2"
                      component="span"
                      data-testid="order-row-booking"
                      sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', columnGap: 0.5, fontWeight: 600 }}
                    >
                      {[booked ? t('history.bookedFor', { when: formatWhen(booked, i18n.language) }) : null, who]
                        .filter(Boolean)
                        .map((part, index) => (
                          <Box component="span" key={index} sx={{ whiteSpace: 'nowrap', maxWidth: '100%' }}>
                            {index > 0 ? `· ${part}` : part}
                          </Box>
                        ))}
                    </Typography>
                  )}
                  <Typography
                    variant="body2"
                    component="span"
                    color="text.secondary"
                    sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', columnGap: 0.5 }}
                  >
                    {[
                      order.catalogTitle,
                      booked
                        ? t('history.placed', { when: formatWhen(order.createdAt, i18n.language) })
                        : formatWhen(order.createdAt, i18n.language),
                      t('history.items', { count }),
                    ]
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
                {order.voucherCount > 0 && (
                  <Box sx={{ px: 2, pb: 1.5, mt: -1 }}>
                    <Box
                      component={Link}
                      href={`${href}#order-vouchers`}
                      sx={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        minHeight: 44,
                        fontWeight: 700,
                        color: 'primary.main',
                      }}
                    >
                      {t('history.vouchers')}
                    </Box>
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
