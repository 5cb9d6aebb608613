/**
 * A departure's flight as the flight-status adapter knows it (issue 18, point 3: the exact time linked to the
 * flight where the adapter of the traveller issue knows it): its departure, destination, terminal and gate under
 * the flight number, so the meeting time is chosen against it. An unknown flight shows nothing.
 */
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useClientQuery } from '@/src/client/client-query';

const flightDocument = async () => (await import('./checkout-flight.generated')).CheckoutFlightDocument;

export function FlightNote({ flightNumber, zone, id }: { flightNumber: string; zone: string; id: string }) {
  const { t } = useTranslation('checkout');
  const result = useClientQuery(flightDocument, { variables: { flightNumber } });
  const flight = result.data?.flightStatus;
  if (!flight) return null;
  const departure = DateTime.fromISO(flight.departureTime, { setZone: true }).setZone(zone);
  return (
    <Typography id={id} variant="body2" color="text.secondary" data-testid="business-flight-note" role="status">
      {t('business.clients.flightKnown', {
        flight: flight.flightNumber,
        destination: flight.destination ?? '—',
        when: departure.toFormat('dd/MM HH:mm'),
        where: [flight.terminal, flight.gate ? t('business.clients.gate', { gate: flight.gate }) : null]
          .filter(Boolean)
          .join(', '),
      })}
    </Typography>
  );
}
