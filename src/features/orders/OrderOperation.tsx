/** How and when: delivery, take-away or booking; now or the slot; gate delivery's terminal, gate, flight and boarding. */
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { OrderView } from './order-view';
import { formatClock, formatWhen } from './order-time';

export function OrderOperation({
  order,
}: {
  order: Pick<OrderView, 'operationWay' | 'gateDelivery' | 'receivedGuest' | 'customerName'>;
}) {
  const { t, i18n } = useTranslation('orders');
  const { operationWay: way, gateDelivery: gate } = order;
  return (
    <div data-testid="order-operation">
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        {t(`operation.way.${way.type}`, { defaultValue: way.type })}
      </Typography>
      <Typography variant="body2">
        {way.scheduledFor
          ? t('operation.scheduled', { when: formatWhen(way.scheduledFor, i18n.language) })
          : t('operation.now')}
      </Typography>
      {gate && (
        <>
          <Typography variant="body2">{t('operation.gate', { terminal: gate.terminal, gate: gate.gate })}</Typography>
          <Typography variant="body2">
            {t('operation.flight', { flight: gate.flightNumber, time: formatClock(gate.boardingTime) })}
          </Typography>
        </>
      )}
      {order.receivedGuest && (
        <Typography variant="body2">{t('operation.guest', { name: order.receivedGuest })}</Typography>
      )}
      {order.customerName && (
        <Typography variant="body2">{t('operation.customer', { name: order.customerName })}</Typography>
      )}
    </div>
  );
}
