/**
 * A dated booking's flight, named by its buyer (issue 17, point 11): if it is more than 90 minutes late the booking
 * moves for free (SPEC §8). The number typed at the visit's flight question (the flight kept in the browser) is
 * offered. Loaded after the page, only on a booking that can still move (FollowFlight in OrderStatusPage).
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { LightButton as Button } from '@/src/ui/LightButton';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import { useFlight } from '@/src/client/flight/flight-store';
import { followOrderFlight } from './follow-flight-actions';
import type { OrderWithVouchers } from './order-view';

export interface FollowFlightFormProps {
  order: Pick<OrderWithVouchers, '_id' | 'companySlug' | 'flight'>;
  onChanged(order: OrderWithVouchers): void;
}

export function FollowFlightForm({ order, onChanged }: FollowFlightFormProps) {
  const { t, i18n } = useTranslation('orders');
  const id = useId();
  // The visit's flight (asked on the airport's pages) is offered until the buyer types another.
  const { flight: visit } = useFlight(order.companySlug);
  const [typed, setNumber] = useState<string | null>(null);
  const number = typed ?? visit?.flightNumber ?? '';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (flightNumber: string) => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await followOrderFlight(i18n.language, order._id, flightNumber));
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('flight.follow.error'));
    } finally {
      setBusy(false);
    }
  };

  if (order.flight) {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" data-testid="follow-flight-current">
          {t('flight.follow.following', { flight: order.flight.flightNumber })}
        </Typography>
        <Button onClick={() => void send('')} disabled={busy} sx={{ minHeight: 44 }}>
          {t('flight.follow.stop')}
        </Button>
        {error && (
          <Typography role="alert" color="error" variant="body2">
            {error}
          </Typography>
        )}
      </Box>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        void send(number);
      }}
      sx={{ display: 'grid', gap: 1 }}
    >
      <Typography variant="body2">{t('flight.follow.lead')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          id={id}
          label={t('flight.follow.label')}
          value={number}
          onChange={(event) => setNumber(event.target.value.slice(0, 20))}
          error={!!error}
          helperText={error ?? t('flight.follow.hint')}
          slotProps={{ htmlInput: { 'data-testid': 'follow-flight-number', autoCapitalize: 'characters' } }}
          sx={{ flex: '1 1 12rem' }}
        />
        <Button type="submit" variant="contained" disabled={busy || !number.trim()} sx={{ minHeight: 56 }}>
          {t('flight.follow.save')}
        </Button>
      </Box>
    </Box>
  );
}
