/**
 * Before paying, until when the booking moves for free (issue 17, point 8): the same rule the server applies to the
 * order once placed (src/domain/orders/booking-free-until.ts), counted from the server's clock of this checkout —
 * which is a little before the order's own time, so the time shown is never later than the true one.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { freeMoveUntil, type MovableBookingKind } from '@/src/domain/orders/booking-free-until';
import { toIsoTimestamp } from '@/src/domain/time/iso-timestamp';
import { formatWhen } from '@/src/features/orders/order-time';

export function FreeUntilNote({
  kind,
  start,
  options,
}: {
  kind: MovableBookingKind;
  /** The chosen start (ISO). */
  start: string;
  options: { now: string; timezone: string };
}) {
  const { t } = useTranslation('checkout');
  const { locale = 'pt-BR' } = useRouter();
  const until = freeMoveUntil({ kind, start, placedAt: options.now, zone: options.timezone });
  return (
    <Box
      data-testid="checkout-free-until"
      sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', display: 'grid', gap: 0.5 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t(`booking.freeUntil.${kind}`, { when: formatWhen(toIsoTimestamp(until, options.timezone), locale) })}
      </Typography>
      <Typography variant="body2">{t('booking.cancel')}</Typography>
    </Box>
  );
}
