/**
 * /status-pedido: the order number big and readable, its status live with the timeline, the vouchers, the lines
 * and totals, how and when, the payment, and help (cancel while placed, WhatsApp). One column on a phone; two on
 * a desktop's 960 px column (the live status and payment on the right).
 */
import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { SR_ONLY } from './sr-only';
import { DESKTOP_WIDTH } from '@/src/ui/layout-constants';
import { cancelOrder } from './order-actions';
import { OrderLines } from './OrderLines';
import { CashChange } from './CashChange';
import { DeliveryAddress } from './DeliveryAddress';
import { OrderOperation } from './OrderOperation';
import { OrderTimeline } from './OrderTimeline';
import { PaymentPanel } from './PaymentPanel';
import { rescheduleActions } from './reschedule-actions';
import { isFinalStatus } from '@/src/domain/orders/order-status';
import { BookingMoveClosed, moveClosedShown } from './BookingMoveClosed';
import { PendingMoveNotice } from './PendingMoveNotice';
import { RefundNotice } from './RefundNotice';
import { FreeUntilLine } from './FreeUntilLine';
import { paymentAwaitsShopper } from './payment-action';
import { Section } from './Section';
import { VoucherList } from './VoucherList';
import { formatWhen } from './order-time';
import type { OrderWithVouchers } from './order-view';
import { useLiveOrder } from './use-live-order';
import { clientOnly } from '@/src/ui/client-only';
import { FlightLines } from './FlightLines';

// Only a booking that can still be moved shows it: its code (radio buttons, the slot list) is a chunk of its own,
// still drawn in the server's HTML (about 7 kB gzipped off every other order's first load).
// The page's last section (help, WhatsApp, cancel): drawn after hydration, out of the status page's first load.
const OrderHelp = clientOnly(() => import('./OrderHelp').then((m) => m.OrderHelp));
const RescheduleSection = dynamic(() => import('./RescheduleSection').then((m) => m.RescheduleSection));
// A booking's flight (a delay over 90 minutes frees its moves): rarely used, so loaded after the page.
const FollowFlightForm = clientOnly(() => import('./FollowFlightForm').then((m) => m.FollowFlightForm));
// A gate delivery's "Mudar portão" (issue 17, point 6): only on gate orders, so loaded after the page.
const ChangeGateForm = clientOnly(() => import('./ChangeGateForm').then((m) => m.ChangeGateForm));

export function OrderStatusPage({ initial }: { initial: OrderWithVouchers }) {
  const { t, i18n } = useTranslation('orders');
  const { order, connection, replace } = useLiveOrder(initial);
  const [announced, setAnnounced] = useState(order.status);
  const [announcement, setAnnouncement] = useState('');
  if (announced !== order.status) {
    setAnnounced(order.status);
    setAnnouncement(t('live.changed', { status: t(`status.${order.status}`) }));
  }
  const cancelled = order.status === 'CANCELED';
  const actionNeeded = !cancelled && paymentAwaitsShopper(order.status, order.payment);
  const { t: tr } = useTranslation('reschedule');
  // The server says, on its clock, whether the booking can still be moved (and re-checks it on the move).
  const move = order.bookingMove;
  const movable = move?.state === 'OPEN';
  const moves = useMemo(
    () => rescheduleActions(i18n.language, { _id: order._id, catalogId: order.catalogId }),
    [i18n.language, order._id, order.catalogId],
  );

  return (
    <Box
      sx={{ maxWidth: DESKTOP_WIDTH, mx: 'auto', px: 2, py: 3, display: 'grid', gap: 2 }}
      data-testid="order-status-page"
    >
      <Box role="status" aria-live="polite" sx={SR_ONLY}>
        {announcement}
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('numberLabel')}
        </Typography>
        <Typography
          variant="h3"
          component="h1"
          data-testid="order-number"
          sx={{
            fontWeight: 800,
            letterSpacing: '0.06em',
            fontSize: { xs: '2.25rem', md: '3rem' },
            overflowWrap: 'anywhere',
          }}
        >
          <Box component="span" sx={SR_ONLY}>
            {t('title', { number: '' })}
          </Box>
          {order.number}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {order.catalogTitle ? `${order.catalogTitle} · ` : ''}
          {t('placedAt', { when: formatWhen(order.createdAt, i18n.language) })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <Box
            component="span"
            data-testid="order-status"
            sx={{
              px: 1.5,
              py: 0.5,
              borderRadius: 99,
              fontWeight: 700,
              bgcolor: cancelled ? 'error.main' : 'primary.main',
              color: cancelled ? 'error.contrastText' : 'primary.contrastText',
            }}
          >
            {t(`status.${order.status}`)}
          </Box>
          <Typography variant="caption" color="text.secondary" data-testid="live-state" sx={{ displayPrint: 'none' }}>
            {/* A delivered or cancelled order changes no more: "updates live" would promise what cannot come. */}
            {isFinalStatus(order.status)
              ? ''
              : connection === 'live'
                ? t('live.connected')
                : connection === 'reconnecting'
                  ? t('live.reconnecting')
                  : ''}
          </Typography>
        </Box>
      </Box>

      {/* What the shopper still has to do comes first: the PIX to pay, above the vouchers it makes valid. */}
      {actionNeeded && (
        <Box data-testid="order-action-needed" sx={{ display: 'grid' }}>
          <Section title={t('booking.actionTitle')} id="order-action-title">
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('booking.actionLead')}
            </Typography>
            <PaymentPanel payment={order.payment} number={order.number} total={order.total} />
          </Section>
        </Box>
      )}
      {/* What its flight changed (a new gate, a later boarding, a long delay) before anything else to read. */}
      <FlightLines order={order} />
      {cancelled && (
        <Section title={t('refund.title')} id="order-refund-title">
          <RefundNotice payment={order.payment} total={order.total} />
        </Section>
      )}

      {order.vouchers.length > 0 && (
        <Section title={t('vouchers.title')} id="order-vouchers">
          <VoucherList vouchers={order.vouchers} />
        </Section>
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
          displayPrint: 'none',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Section title={t('lines.title')} id="order-lines">
            <OrderLines order={order} />
          </Section>
          <Section
            title={order.operationWay.type === 'booking' ? t('operation.titleBooking') : t('operation.title')}
            id="order-operation-title"
          >
            <OrderOperation order={order} />
            <DeliveryAddress address={order.deliveryAddress} />
          </Section>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Section title={t('timeline.title')} id="order-timeline-title">
            <OrderTimeline order={order} />
          </Section>
          {!cancelled && !actionNeeded && (
            <Section title={t('payment.title')} id="order-payment">
              <PaymentPanel payment={order.payment} number={order.number} total={order.total} />
              <CashChange payment={order.payment} total={order.total} />
              {/* Paid: its receipt (buyer and company members only: the server gives the link only to them). */}
              {order.receiptUrl && (
                <Box
                  component="a"
                  href={order.receiptUrl}
                  download
                  data-testid="order-receipt"
                  sx={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    minHeight: 44,
                    mt: 1,
                    color: 'primary.main',
                    fontWeight: 600,
                  }}
                >
                  {t('receipt.download')}
                </Box>
              )}
            </Section>
          )}
          {movable && (
            <Section title={tr('title')} id="order-reschedule-title">
              {/* Outside the lazily drawn part, as the notice below: React outlines a completed part of over 500 bytes
                  that follows 12.8 kB of page (the vouchers' and the PIX's QR codes), with an inline script the
                  Content-Security-Policy blocks, and the part is drawn twice. */}
              <FreeUntilLine move={move} />
              <RescheduleSection order={order} actions={moves} onMoved={replace} />
              {/* Outside the part loaded on its own: its QR code is large, and React streams a large part behind a
                  Suspense boundary with an inline script, which the Content-Security-Policy blocks. */}
              {move.pending && <PendingMoveNotice pending={move.pending} number={order.number} />}
            </Section>
          )}
          {order.gateDelivery && <ChangeGateForm order={order} onChanged={replace} />}
          {movable && !order.gateDelivery && (
            <Section title={t('flight.follow.title')} id="order-flight-title">
              <FollowFlightForm order={order} onChanged={replace} />
            </Section>
          )}
          {/* Given, or from its start on: the shopper can only see why (a no-show pays in full, SPEC §8). */}
          {moveClosedShown(move) && (
            <Section title={tr('title')} id="order-reschedule-title">
              <BookingMoveClosed move={move} />
            </Section>
          )}
          <Section title={t('help.title')} id="order-help-title">
            <OrderHelp
              order={order}
              whatsappLink={order.whatsappLink}
              onCancel={async (reason) => replace(await cancelOrder(i18n.language, order._id, reason))}
            />
          </Section>
        </Box>
      </Box>
    </Box>
  );
}
