/**
 * /painel/pedidos: the company's orders for its staff, live. The company's event stream says which order
 * changed; the board reads that order again (and the whole list after a reconnection). Orders are sorted by their
 * deliver-by time, soonest first (src/domain/orders/board-order.ts); a new one is highlighted, announced to screen
 * readers and, unless staff turned the switch off, beeps and raises a browser notification (new-order-alert.ts).
 * One column on a phone, two from the tablet up.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { SR_ONLY } from '@/src/features/orders/sr-only';
import { isFinalStatus } from '@/src/domain/orders/order-status';
import { sortBoardOrders } from '@/src/domain/orders/board-order';
import { formatBRL } from '@/src/domain/brazil/format';
import { reaisToCents } from '@/src/domain/pricing/money';
import { openEventStream } from '@/src/features/orders/event-stream';
import { changeOrderStatus, confirmRescheduleFee, readBoardOrder, readBoardOrders } from './board-actions';
import type { BoardOrder } from './board-order';
import { isStaleRead } from '@/src/domain/orders/order-freshness';
import { OrderCard } from './OrderCard';
import { AlertsSwitch } from './AlertsSwitch';
import { beep, notify } from './new-order-alert';
import { useNewOrderAlerts } from './use-new-order-alerts';

export function OrdersBoard({ initial }: { initial: BoardOrder[] }) {
  const { t, i18n } = useTranslation('orders');
  const [orders, setOrders] = useState(() => sortBoardOrders(initial));
  // On until staff turn it off (kept in localStorage).
  const alerts = useNewOrderAlerts();
  const alerting = useRef({ on: true, t });
  useEffect(() => {
    alerting.current = { on: alerts.on, t };
  });
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [connection, setConnection] = useState<'connecting' | 'live' | 'reconnecting'>('connecting');
  const [showAll, setShowAll] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const known = useRef(new Set(initial.map((o) => o._id)));
  const locale = useRef(i18n.language);
  useEffect(() => {
    locale.current = i18n.language;
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let live = true;
    let connections = 0;
    const upsert = (order: BoardOrder) => {
      const isNew = !known.current.has(order._id);
      known.current.add(order._id);
      setOrders((list) => {
        // A read answered after a newer one (or after the staff's own change) does not bring the card back.
        const shown = list.find((o) => o._id === order._id);
        if (shown && isStaleRead(order, shown)) return list;
        return sortBoardOrders([order, ...list.filter((o) => o._id !== order._id)]);
      });
      if (isNew) {
        setFresh((set) => new Set(set).add(order._id));
        setAnnouncement(t('board.newOrders', { count: 1 }));
        const { on, t: say } = alerting.current;
        if (on && !isFinalStatus(order.status)) {
          beep();
          notify(
            say('board.alerts.title', { number: order.number }),
            say('board.alerts.body', { store: order.catalogTitle ?? '', total: formatBRL(reaisToCents(order.total)) }),
            order._id,
          );
        }
      }
    };
    const close = openEventStream('/api/orders/events', {
      onMessage: (data) => {
        let change: { orderId?: unknown; ready?: unknown };
        try {
          change = JSON.parse(data) as typeof change;
        } catch {
          return;
        }
        if (change.ready) {
          connections += 1;
          // After a reconnection, changes may have been missed: read the whole list again.
          if (connections > 1) {
            readBoardOrders(locale.current).then(
              (list) => {
                if (!live) return;
                list.forEach((order) => upsert(order));
              },
              () => undefined,
            );
          }
          return;
        }
        if (typeof change.orderId === 'string') {
          readBoardOrder(locale.current, change.orderId).then(
            (order) => {
              if (live && order) upsert(order);
            },
            () => undefined,
          );
        }
      },
      onState: (state) => live && setConnection(state),
    });
    return () => {
      live = false;
      close();
    };
  }, [t]);

  const change = async (order: BoardOrder, status: BoardOrder['status'], reason: string | null) => {
    const updated = await changeOrderStatus(i18n.language, order._id, status, reason);
    acted(order, updated);
  };

  const confirmFee = async (order: BoardOrder) => acted(order, await confirmRescheduleFee(i18n.language, order._id));

  /** Staff acted on the order: it shows as the server answered, and is no longer new. */
  const acted = (order: BoardOrder, updated: BoardOrder) => {
    setOrders((list) => sortBoardOrders(list.map((o) => (o._id === updated._id ? updated : o))));
    setFresh((set) => {
      const next = new Set(set);
      next.delete(order._id);
      return next;
    });
  };

  const shown = showAll ? orders : orders.filter((o) => !isFinalStatus(o.status));

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: 2, py: 3, display: 'grid', gap: 2 }}>
      <Box role="status" aria-live="polite" sx={SR_ONLY}>
        {announcement}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
          {t('board.title')}
        </Typography>
        <Typography
          variant="body2"
          data-testid="board-connection"
          sx={{ color: connection === 'live' ? 'success.dark' : 'text.secondary' }}
        >
          {connection === 'live'
            ? `● ${t('board.live')}`
            : connection === 'reconnecting'
              ? t('board.reconnecting')
              : t('loading')}
        </Typography>
      </Box>
      <AlertsSwitch on={alerts.on} permission={alerts.permission} onToggle={alerts.setOn} onAllow={alerts.allow} />
      <Box
        role="group"
        aria-label={t('board.title')}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
      >
        <Button
          variant={showAll ? 'outlined' : 'contained'}
          aria-pressed={!showAll}
          onClick={() => setShowAll(false)}
          sx={{ minHeight: 44 }}
        >
          {t('board.filter.active')}
        </Button>
        <Button
          variant={showAll ? 'contained' : 'outlined'}
          aria-pressed={showAll}
          onClick={() => setShowAll(true)}
          sx={{ minHeight: 44 }}
        >
          {t('board.filter.all')}
        </Button>
        <Typography variant="body2" color="text.secondary" data-testid="board-sorted-by">
          {t('board.sortedBy')}
        </Typography>
      </Box>
      {shown.length === 0 ? (
        <Typography variant="body1" data-testid="board-empty" sx={{ py: 4 }}>
          {t('board.empty')}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {shown.map((order) => (
            <OrderCard
              key={order._id}
              order={order}
              fresh={fresh.has(order._id)}
              onChange={(status, reason) => change(order, status, reason)}
              onConfirmFee={() => confirmFee(order)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
