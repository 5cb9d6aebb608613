import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useFlight } from '@/src/client/flight/flight-store';
import { useGateClock } from '@/src/client/flight/use-gate-clock';
import { gateMinutesRange } from '@/src/domain/flights/gate-timing';
import looks from '@/src/ui/button-look.module.css';
import { Text } from '@/src/ui/Text';
import { PlainButton } from '@/src/ui/PlainButton';
import type { StoreGateTimingView } from './flight-types';
import { useGateRules } from './use-gate-rules';
import { COMPACT_PROMPT_HEIGHT } from './flight-types';
import { clientOnly } from '@/src/ui/client-only';
import styles from './StoreGateInfo.module.css';

/** The flight in one line, drawn in the browser (where the flight is): a box of its height until then. */
const FlightPrompt = clientOnly(
  () => import('./FlightPrompt').then((m) => m.FlightPrompt),
  () => <div aria-hidden="true" style={{ minHeight: COMPACT_PROMPT_HEIGHT }} />,
);
/** Drawn once the traveller's flight is read (in the browser only), so its code waits until then. */
const GateArrivalLine = clientOnly(() => import('./GateArrivalLine').then((m) => m.GateArrivalLine));

interface Props {
  company: string;
  timing: StoreGateTimingView;
  /** Where the stores that make it are listed (a faster store), when this one does not. */
  storesHref: string | null;
  /** The flight question folded into one line (the store page and the cart). */
  withPrompt?: boolean;
  testId?: string;
  /** The arrival line's test id. */
  arrivalTestId?: string;
}

/**
 * A store's gate time where the traveller decides: with a flight, when the food reaches their gate (or the pick-up
 * that still works, or the way to a faster store); without one, the store's own minutes to the gates — never a
 * figure its own data does not give.
 */
export function StoreGateInfo({
  company,
  timing,
  storesHref,
  withPrompt = true,
  testId = 'store-gate',
  arrivalTestId,
}: Props) {
  const { t } = useTranslation('flight');
  const { flight } = useFlight(company);
  const rules = useGateRules(!!flight);
  const now = useGateClock(timing.now);
  const verdict = flight && rules && now !== null ? rules.judgeStore(timing, flight, now) : null;
  // Said whether or not the store is open now (its opening chip says that): how soon it delivers when it does.
  const range = gateMinutesRange(timing);
  const late = verdict && verdict.kind !== 'DELIVERY';
  return (
    <div data-testid={testId} className={styles.info}>
      {verdict ? (
        <GateArrivalLine verdict={verdict} terminal={flight?.terminal ?? ''} mine testId={arrivalTestId} />
      ) : (
        range && (
          <Text variant="body2" data-testid="delivery-time" className={styles.range}>
            {range.min === range.max ? t('arrival.single', { min: range.min }) : t('arrival.range', range)}
          </Text>
        )
      )}
      {late && storesHref && (
        <PlainButton
          component={Link}
          href={storesHref}
          data-testid="gate-faster-stores"
          className={`${looks.text} ${styles.faster}`}
        >
          {t('late.faster')}
        </PlainButton>
      )}
      {withPrompt && (
        <FlightPrompt
          company={company}
          terminals={timing.terminals.map((terminal) => terminal.name)}
          flightLookup={false}
          compact
        />
      )}
    </div>
  );
}
