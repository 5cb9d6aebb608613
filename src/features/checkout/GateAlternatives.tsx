import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { judgeGateStore } from '@/src/domain/flights/gate-arrival';
import { outlinedLook, textLook } from '@/src/ui/button-look';
import { PlainButton } from '@/src/ui/PlainButton';
import { StatusAlert as Alert } from '@/src/ui/StatusAlert';
import type { CheckoutOptions } from './checkout-shapes';

interface Props {
  options: CheckoutOptions;
  gate: { terminal: string; boardingTime: string };
  /** The delivery that is too late: when it would arrive and by when it had to. */
  arrivesAt?: string;
  deadline?: string;
  /** Switches the order to a pick-up at the counter now. */
  onPickUp: () => void;
  /** The pick-up is already chosen: say when it is ready and when the traveller reaches the gate. */
  chosenPickUp?: boolean;
}

/**
 * Never a dead end at the delivery step (issue 17): when the delivery cannot reach the gate in time, what still
 * works — a pick-up at the counter, ready in the store's preparation time, with the walk to the traveller's terminal
 * (src/domain/flights/gate-arrival.ts) — or the stores that still deliver in time.
 */
export function GateAlternatives({ options, gate, arrivesAt, deadline, onPickUp, chosenPickUp = false }: Props) {
  const { t } = useTranslation('flight');
  const gateOptions = options.gateDelivery;
  if (!gateOptions) return null;
  const terminal = gateOptions.terminals.find((x) => x.name === gate.terminal) ?? null;
  const takesPickUp = !!gateOptions.pickUpNow && options.operations.some((o) => o.type === 'takeAway' && o.now);
  const verdict = judgeGateStore(
    {
      // Only the pick-up is weighed here: the delivery was judged by the step (and found late).
      deliversNow: false,
      pickUpNow: takesPickUp,
      preparationMinutes: gateOptions.preparationMinutes ?? 0,
      terminal: terminal
        ? {
            name: terminal.name,
            deliveryMinutes: terminal.estimatedDeliveryTime ?? options.deliveryLeadMinutes,
            walkingMinutes: terminal.walkingTime ?? null,
          }
        : null,
    },
    { boardingTime: gate.boardingTime, marginMinutes: gateOptions.marginMinutes },
    options.now,
    options.timezone,
  );
  const pickUp = verdict.kind === 'PICK_UP' ? verdict : null;
  const boarding =
    verdict.kind === 'PICK_UP' || verdict.kind === 'TOO_LATE' ? verdict.boarding.toFormat('HH:mm') : gate.boardingTime;
  const faster = gateOptions.storesPath && (
    <PlainButton
      component={Link}
      href={gateOptions.storesPath}
      data-testid="checkout-faster-stores"
      sx={{ ...textLook, minHeight: 44, justifySelf: 'start', px: 0 }}
    >
      {t('late.faster')}
    </PlainButton>
  );

  if (chosenPickUp) {
    if (!terminal || verdict.kind === 'INVALID_BOARDING_TIME') return null;
    return (
      <Box data-testid="checkout-pick-up-time" sx={{ display: 'grid', gap: 0.5 }}>
        {pickUp ? (
          <Alert severity="info" role="status">
            {t('late.pickUpChosen', {
              ready: pickUp.readyAt.toFormat('HH:mm'),
              atGate: pickUp.atGateAt.toFormat('HH:mm'),
              walk: pickUp.walkingMinutes,
            })}
          </Alert>
        ) : (
          <Alert severity="warning" role="status">
            {t('arrival.tooLate')}
          </Alert>
        )}
        {!pickUp && faster}
      </Box>
    );
  }

  return (
    <Box data-testid="checkout-gate-late" sx={{ display: 'grid', gap: 1 }}>
      <Alert severity="warning" role="none">
        <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {t('late.title')}
        </Typography>
        {arrivesAt && deadline && t('late.body', { arrives: arrivesAt, deadline, boarding })}
      </Alert>
      {pickUp && (
        <PlainButton
          onClick={onPickUp}
          data-testid="checkout-pick-up"
          sx={{ ...outlinedLook, minHeight: 48, justifyContent: 'flex-start', textAlign: 'left' }}
        >
          {t('late.pickUp', { ready: pickUp.readyAt.toFormat('HH:mm'), walk: pickUp.walkingMinutes })}
        </PlainButton>
      )}
      {faster}
    </Box>
  );
}
