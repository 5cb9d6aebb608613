/**
 * One order on the staff board: number, time, status, by when it must reach the traveller (gate deadline, booking
 * time or slot end), what its flight changed, the customer's phone (a tap calls it), lines, how and when, total and
 * payment; the buttons for the next allowed statuses as the server lists them and cancel with a required reason. A
 * new order is highlighted (colour and a "Novo" tag) until staff act on it.
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import { LazyDialog as Dialog } from '@/src/ui/LazyDialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import Typography from '@mui/material/Typography';
import { formatAmount } from '@/src/domain/brazil/units';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatBRL } from '@/src/domain/brazil/format';
import { reaisToCents } from '@/src/domain/pricing/money';
import { OrderOperation } from '@/src/features/orders/OrderOperation';
import { CashChange } from '@/src/features/orders/CashChange';
import { DeliveryAddress } from '@/src/features/orders/DeliveryAddress';
import { formatClock, formatWhen } from '@/src/features/orders/order-time';
import { deliverByWhen, delayWords } from '@/src/features/orders/deliver-by-text';
import type { OrderStatusName } from '@/src/features/orders/order-view';
import type { BoardOrder } from './board-order';
import { ServedLines } from './ServedLines';

export interface OrderCardProps {
  order: BoardOrder;
  fresh: boolean;
  onChange(status: OrderStatusName, reason: string | null): Promise<void>;
  /** A booking's late move waits for its fee: staff confirm the money was received (the booking then moves). */
  onConfirmFee?(): Promise<void>;
}

/** The latest change of each kind the order took from its flight (the gate first), while it still follows it. */
function latestChanges(order: BoardOrder) {
  const changes = order.flight?.changes ?? [];
  return (['GATE', 'TERMINAL', 'BOARDING'] as const)
    .map((field) => changes.filter((c) => c.field === field).at(-1))
    .filter((c): c is NonNullable<typeof c> => !!c);
}

export function OrderCard({ order, fresh, onChange, onConfirmFee }: OrderCardProps) {
  const { t, i18n } = useTranslation('orders');
  const { t: tr } = useTranslation('reschedule');
  const pendingMove = order.bookingMove?.pending ?? null;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const id = useId();
  // The server's status machine says where the order may go (src/domain/orders/order-status.ts).
  const next = order.nextStatuses.filter((status) => status !== 'CANCELED');
  const canCancel = order.nextStatuses.includes('CANCELED');

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      setCancelOpen(false);
    } catch (failure) {
      setError(t('board.error', { message: failure instanceof Error ? failure.message : String(failure) }));
    } finally {
      setBusy(false);
    }
  };

  const run = (status: OrderStatusName, why: string | null) => act(() => onChange(status, why));

  const confirmCancel = () => {
    if (!reason.trim()) {
      setReasonMissing(true);
      return;
    }
    void run('CANCELED', reason.trim());
  };

  return (
    <Box
      component="article"
      aria-labelledby={`${id}-number`}
      data-testid="board-order"
      data-status={order.status}
      data-fresh={fresh ? 'true' : undefined}
      sx={{
        border: 2,
        borderColor: fresh ? 'warning.main' : 'divider',
        bgcolor: fresh ? 'rgb(255, 248, 225)' : 'background.paper',
        borderRadius: 2,
        p: 2,
        display: 'grid',
        gap: 1,
        minWidth: 0,
        transition: 'background-color 600ms',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={`${id}-number`} variant="h5" component="h2" sx={{ fontWeight: 800, letterSpacing: '0.05em' }}>
          {order.number}
        </Typography>
        {fresh && (
          <Box
            component="span"
            sx={{
              px: 1,
              borderRadius: 1,
              bgcolor: 'rgb(138, 60, 0)',
              color: '#fff',
              fontWeight: 700,
              fontSize: '0.8rem',
            }}
          >
            {t('board.new')}
          </Box>
        )}
        <Typography variant="body2" color="text.secondary">
          {formatWhen(order.createdAt, i18n.language)}
        </Typography>
      </Box>
      <Typography
        variant="body1"
        sx={{ fontWeight: 700, color: order.status === 'CANCELED' ? 'error.main' : 'primary.main' }}
        data-testid="board-status"
      >
        {t(`status.${order.status}`)}
      </Typography>
      {order.deliverBy && (
        <Typography variant="body1" sx={{ fontWeight: 700 }} data-testid="board-deliver-by">
          {t(`board.deliverBy.${order.deliverBy.kind}`, {
            when: deliverByWhen(order.deliverBy.at, order.createdAt, i18n.language),
          })}
        </Typography>
      )}
      {latestChanges(order).map((change) => (
        <Typography
          key={change.field}
          variant="body2"
          data-testid="board-flight-change"
          sx={{ fontWeight: 700, color: 'rgb(138, 60, 0)' }}
        >
          {t(`board.flightChanged.${change.field}`, {
            from: change.field === 'BOARDING' ? formatClock(change.from) : change.from,
            to: change.field === 'BOARDING' ? formatClock(change.to) : change.to,
          })}
          {/* Typed by the shopper on the status page (issue 17, point 6), not taken from the flight. */}
          {change.by === 'SHOPPER' && ` ${t('board.flightChangedByShopper')}`}
        </Typography>
      ))}
      {order.flight?.delayFreesMove && order.bookingMove && (
        <Typography variant="body2" data-testid="board-flight-delay" sx={{ fontWeight: 700, color: 'rgb(138, 60, 0)' }}>
          {t('board.flightDelayed', {
            flight: order.flight.flightNumber,
            delay: delayWords(order.flight.delayMinutes, t, 'flight.delay'),
          })}
        </Typography>
      )}
      {order.catalogTitle && (
        <Typography variant="body2" color="text.secondary">
          {order.catalogTitle}
        </Typography>
      )}
      {order.customerPhone && (
        <Typography variant="body2">
          <a
            href={`tel:${order.customerPhone}`}
            data-testid="board-phone"
            aria-label={t('board.call', { phone: order.customerPhoneDisplay ?? order.customerPhone })}
            style={{ color: 'inherit', fontWeight: 600, display: 'inline-block', minHeight: 24, padding: '10px 0' }}
          >
            {order.customerPhoneDisplay ?? order.customerPhone}
          </a>
        </Typography>
      )}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {order.items.map((item, index) => (
          <Typography component="li" variant="body2" key={`${item.itemId}-${index}`} sx={{ overflowWrap: 'anywhere' }}>
            {formatAmount(item.quantity, item.unitOfMeasurement, i18n.language)} × {item.name}
            {item.options.length > 0 &&
              ` (${item.options.map((o) => (o.quantity > 1 ? `${o.name} × ${o.quantity}` : o.name)).join(', ')})`}
            {item.note && ` — ${item.note}`}
          </Typography>
        ))}
      </Box>
      {/* A company's booking: each client's line, and the after-service report staff record (issue 18). */}
      <ServedLines order={order} />
      <OrderOperation order={order} />
      <DeliveryAddress address={order.deliveryAddress} />
      <Typography variant="body2">
        {/* A zero total has nothing to collect, at the counter or elsewhere. */}
        <strong>{formatBRL(reaisToCents(order.total))}</strong> ·{' '}
        {order.payment.status === 'NOT_REQUIRED' && order.total === 0
          ? t('payment.free')
          : `${t(`payment.method.${order.payment.method}`, { defaultValue: order.payment.method })} · ${t(`payment.status.${order.payment.status}`)}`}
      </Typography>
      <CashChange payment={order.payment} total={order.total} />
      {order.cancelReason && (
        <Typography variant="body2">{t('help.cancelledReason', { reason: order.cancelReason })}</Typography>
      )}
      {pendingMove && (
        <Box
          sx={{ display: 'grid', gap: 1, p: 1, borderRadius: 1, border: 1, borderColor: 'warning.main' }}
          data-testid="board-pending-move"
        >
          <Typography variant="body2">
            {tr('staff.pending', {
              to: formatWhen(pendingMove.to, i18n.language),
              amount: formatBRL(reaisToCents(pendingMove.fee)),
              method: t(`payment.method.${pendingMove.payment.method}`, { defaultValue: pendingMove.payment.method }),
            })}
          </Typography>
          {onConfirmFee && (
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => void act(onConfirmFee)}
              data-testid="board-confirm-fee"
              sx={{ minHeight: 44, justifySelf: 'start' }}
            >
              {tr('staff.confirmFee')}
            </Button>
          )}
        </Box>
      )}
      {(next.length > 0 || canCancel) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
          {next.map((status) => (
            // Each button says what staff do ("Iniciar preparo"), not the status it leads to.
            <Button
              key={status}
              variant="contained"
              disabled={busy}
              onClick={() => void run(status, null)}
              data-testid={`board-next-${status}`}
              sx={{ minHeight: 44 }}
            >
              {t(`board.action.${status}`, { defaultValue: t(`status.${status}`) })}
            </Button>
          ))}
          {canCancel && (
            <Button
              variant="outlined"
              color="error"
              disabled={busy}
              onClick={() => setCancelOpen(true)}
              sx={{ minHeight: 44 }}
            >
              {t('board.cancel')}
            </Button>
          )}
        </Box>
      )}
      {error && !cancelOpen && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
      <Dialog
        open={cancelOpen}
        onClose={() => !busy && setCancelOpen(false)}
        aria-labelledby={`${id}-cancel`}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id={`${id}-cancel`}>{t('board.cancelTitle', { number: order.number })}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('board.reason')}
            value={reason}
            required
            autoFocus
            onChange={(event) => {
              setReason(event.target.value.slice(0, 300));
              setReasonMissing(false);
            }}
            error={reasonMissing}
            helperText={reasonMissing ? t('board.reasonRequired') : undefined}
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 1 }}
          />
          {error && (
            <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
              {error}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelOpen(false)} disabled={busy} sx={{ minHeight: 44 }}>
            {t('board.keep')}
          </Button>
          <Button onClick={confirmCancel} color="error" variant="contained" disabled={busy} sx={{ minHeight: 44 }}>
            {t('board.confirmCancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
