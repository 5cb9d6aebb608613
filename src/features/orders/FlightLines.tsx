/**
 * The status page's flight lines (issue 17, points 6 and 11): by when a gate delivery reaches the gate — which moves
 * with its flight — or an order for now is expected (the lead time its checkout promised), and, for an order whose flight changed, the notice saying so (FlightNotice, a chunk of its own loaded
 * only then, after the page). Nothing once the order is closed or cancelled.
 */
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { isFinalStatus } from '@/src/domain/orders/order-status';
import { clientOnly } from '@/src/ui/client-only';
import { deliverByWhen } from './deliver-by-text';
import { hasFlightNotice, type NoticeOrder } from './flight-notice';

const FlightNotice = clientOnly(() => import('./FlightNotice').then((m) => m.FlightNotice));

export function FlightLines({ order }: { order: NoticeOrder }) {
  const { t, i18n } = useTranslation('orders');
  if (isFinalStatus(order.status)) return null;
  const notice = hasFlightNotice(order);
  const kind = order.deliverBy?.kind;
  const deadline = kind === 'GATE' || kind === 'ESTIMATE' ? order.deliverBy : null;
  if (!notice && !deadline) return null;
  return (
    <>
      {notice && <FlightNotice order={order} />}
      {deadline && (
        <Typography variant="body1" sx={{ fontWeight: 700 }} data-testid="order-deliver-by">
          {t(`flight.deliverBy.${kind}`, { when: deliverByWhen(deadline.at, order.createdAt, i18n.language) })}
        </Typography>
      )}
    </>
  );
}
