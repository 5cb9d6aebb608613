/**
 * Until when the booking moves for free, on the order page (issue 17, point 8), as the server computed it on its
 * clock (Order.bookingMove): free until then; while unpaid, or its flight is over 90 minutes late, free anyway; a lounge
 * visit past it cannot move.
 */
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatBRL } from '@/src/domain/brazil/format';
import { reaisToCents } from '@/src/domain/pricing/money';
import type { BookingMoveView } from './order-view';
import { formatWhen } from './order-time';

export function FreeUntilLine({ move }: { move: BookingMoveView | null }) {
  const { t, i18n } = useTranslation('reschedule');
  if (!move?.kind || !move.freeUntil) return null;
  const when = formatWhen(move.freeUntil, i18n.language);
  let text: string;
  if (move.movableNow === false) text = t('deadlinePassed', { when });
  // SPEC §8: the flight is more than 90 minutes late, so the move is free until the start, whatever the notice.
  else if (move.basis === 'FLIGHT_DELAYED') text = t('freeFlightDelayed');
  else if (move.basis === 'UNPAID') text = t('freeUnpaid');
  else text = t(`freeUntil.${move.kind}`, { when, fee: formatBRL(reaisToCents(move.lateFee ?? 0)) });
  return (
    <Typography variant="body2" data-testid="booking-free-until" sx={{ fontWeight: 600 }}>
      {text}
    </Typography>
  );
}
