/**
 * What the order took from its flight, first thing on the status page (issue 17, point 11): "Seu portão mudou para
 * B12", a new boarding time, and, for a booking on a flight more than 90 minutes late, that it now moves for free.
 * Shown by FlightLines (which also says by when a gate delivery reaches the gate), loaded only for an order whose
 * flight changed: most orders never need its code.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { delayWords } from './deliver-by-text';
import { formatClock } from './order-time';
import { hasFlightNotice, type NoticeOrder } from './flight-notice';

export function FlightNotice({ order }: { order: NoticeOrder }) {
  const { t } = useTranslation('orders');
  const flight = order.flight;
  if (!flight || !hasFlightNotice(order)) return null;
  const changes = (['GATE', 'TERMINAL', 'BOARDING'] as const)
    .map((field) => flight.changes.filter((c) => c.field === field).at(-1))
    .filter((c): c is NonNullable<typeof c> => !!c);
  const show = (field: string, value: string) => (field === 'BOARDING' ? formatClock(value) : value);
  const delayed = flight.delayFreesMove && !!order.bookingMove;
  return (
    <Box
      data-testid="flight-notice"
      sx={{ border: 2, borderColor: 'warning.main', borderRadius: 2, p: 2, display: 'grid', gap: 0.5 }}
    >
      {changes.map((change) => (
        <Typography
          key={change.field}
          variant="h6"
          component="p"
          sx={{ fontWeight: 800 }}
          data-testid={`flight-change-${change.field}`}
        >
          {t(`flight.changed.${change.field}`, { to: show(change.field, change.to) })}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {t('flight.was', { from: show(change.field, change.from) })}
          </Typography>
        </Typography>
      ))}
      {changes.length > 0 && (
        <Typography variant="body2">{t('flight.lead', { flight: flight.flightNumber })}</Typography>
      )}
      {delayed && (
        <Typography variant="body1" sx={{ fontWeight: 700 }} data-testid="flight-delay">
          {t('flight.delayed', { flight: flight.flightNumber, delay: delayWords(flight.delayMinutes, t) })}
        </Typography>
      )}
    </Box>
  );
}
