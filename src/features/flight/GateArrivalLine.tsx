import Box from '@mui/material/Box';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { GateView } from './gate-judgement';

/** Dark enough on white for 4.5:1: the theme's dark green, a dark amber, the secondary text. */
const COLORS: Record<GateView['kind'], string> = {
  DELIVERY: 'success.dark',
  PICK_UP: '#8a5300',
  TOO_LATE: 'error.dark',
  UNAVAILABLE: 'text.secondary',
  INVALID_BOARDING_TIME: 'text.secondary',
};

/**
 * One line that says when a store's food reaches the traveller's gate, or what still works: on a store card, the
 * store page and the cart. `terminal` names the traveller's terminal for a store that does not serve it.
 */
export function GateArrivalLine({
  verdict,
  terminal,
  mine = false,
  testId = 'store-gate-arrival',
}: {
  verdict: GateView;
  terminal: string;
  testId?: string;
  /** "your gate": on the store page and the cart, where the line speaks to the traveller. */
  mine?: boolean;
}) {
  const { t } = useTranslation('flight');
  let text: string | null;
  switch (verdict.kind) {
    case 'DELIVERY':
      text = t(mine ? 'arrival.deliveryStore' : 'arrival.delivery', { time: verdict.arrivesAt });
      break;
    case 'PICK_UP':
      text = t('arrival.pickUp', { ready: verdict.readyAt, walk: verdict.walkingMinutes });
      break;
    case 'TOO_LATE':
      text = t('arrival.tooLate');
      break;
    case 'UNAVAILABLE':
      text = verdict.reason === 'TERMINAL' ? t('arrival.terminal', { terminal }) : t('arrival.closed');
      break;
    default:
      text = null;
  }
  if (!text) return null;
  return (
    <Box
      component="span"
      data-testid={testId}
      data-gate-verdict={verdict.kind}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        typography: 'body2',
        fontWeight: verdict.kind === 'DELIVERY' ? 700 : 600,
        color: COLORS[verdict.kind],
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 24 24"
        aria-hidden="true"
        sx={{ width: 18, height: 18, flex: 'none', fill: 'currentColor' }}
      >
        {verdict.kind === 'DELIVERY' ? (
          <path d="M21 16v-2l-8-5V3.5c0-.83-.67-1.5-1.5-1.5S10 2.67 10 3.5V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5l8 2.5z" />
        ) : verdict.kind === 'PICK_UP' ? (
          <path d="M13.5 5.5c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2zM9.8 8.9 7 23h2.1l1.8-8 2.1 2v6h2v-7.5l-2.1-2 .6-3C14.8 12 16.8 13 19 13v-2c-1.9 0-3.5-1-4.3-2.4l-1-1.6c-.4-.6-1-1-1.7-1-.3 0-.5.1-.8.1L6 8.3V13h2V9.6l1.8-.7" />
        ) : (
          <path d="M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8zm.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z" />
        )}
      </Box>
      <span>{text}</span>
    </Box>
  );
}
