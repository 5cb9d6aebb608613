/**
 * Why a booking can no longer be moved, as its status page says it (issue 15, point 3): the service was given, or
 * its start has passed — then SPEC §8's rule, that a no-show without notice pays the full amount, with that amount
 * as the server computed it (Order.bookingMove.noShowCharge). Nothing is offered: the shopper can only see it.
 */
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatBRL } from '@/src/domain/brazil/format';
import { reaisToCents } from '@/src/domain/pricing/money';
import type { BookingMoveView } from './order-view';

/** Whether the page shows this notice rather than the move (open) or nothing (closed orders). */
export const moveClosedShown = (move: BookingMoveView | null | undefined): move is BookingMoveView =>
  move?.state === 'STARTED' || move?.state === 'SERVICE_GIVEN';

export function BookingMoveClosed({ move }: { move: BookingMoveView }) {
  const { t } = useTranslation('reschedule');
  const text =
    move.state === 'STARTED' ? t('started', { amount: formatBRL(reaisToCents(move.noShowCharge ?? 0)) }) : t('given');
  return (
    <Typography variant="body2" data-testid="booking-move-closed">
      {text}
    </Typography>
  );
}
