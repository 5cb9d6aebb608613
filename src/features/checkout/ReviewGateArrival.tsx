import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useGateClock } from '@/src/client/flight/use-gate-clock';
import { checkGateDelivery } from '@/src/domain/orders/gate-delivery';
import type { CheckoutOptions, CheckoutOrderInput } from './checkout-shapes';

/**
 * The review repeats when the food reaches the gate, counted again at this moment (the traveller may have spent
 * minutes on payment): now plus the store's minutes to the terminal, or the chosen slot's end. Late by now, it says
 * so before the server refuses the order.
 */
export function ReviewGateArrival({ options, input }: { options: CheckoutOptions; input: CheckoutOrderInput }) {
  const { t } = useTranslation('flight');
  const now = useGateClock(options.now);
  const gate = input.gateDelivery;
  if (!gate || !options.gateDelivery || now === null) return null;
  const terminal = options.gateDelivery.terminals.find((x) => x.name === gate.terminal);
  const way = input.operationWay;
  const check = checkGateDelivery({
    boardingTime: gate.boardingTime,
    clock: now,
    zone: options.timezone,
    marginMinutes: options.gateDelivery.marginMinutes,
    deliveryMinutes: terminal?.estimatedDeliveryTime ?? options.deliveryLeadMinutes,
    scheduledSlot:
      way?.time === 'schedule' ? (options.slots.find((slot) => slot.startsAt === way.scheduledFor) ?? null) : null,
  });
  if (!check.ok && check.reason === 'INVALID_BOARDING_TIME') return null;
  return (
    <Typography
      variant="body2"
      data-testid="checkout-review-arrival"
      sx={{ fontWeight: 700, color: check.ok ? 'success.dark' : 'error.dark' }}
    >
      {check.ok ? t('arrival.delivery', { time: check.promisedAt.toFormat('HH:mm') }) : t('arrival.tooLate')}
    </Typography>
  );
}
