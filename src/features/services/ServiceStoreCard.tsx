import Box from '@mui/material/Box';
import { PlainButton } from '@/src/ui/PlainButton';
import { RADII } from '@/src/ui/layout-constants';
import { Pill } from '@/src/ui/Pill';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { StoreCardFragment } from './store-card.generated';
import type { GateTimingFragment } from '@/src/features/flight/gate-timing.generated';

/** A store card as the service page lists it: the card's fields and, where it delivers to gates, its timing. */
export type ServiceStore = StoreCardFragment & { gateTiming?: GateTimingFragment | null };
import { storeHref } from '@/src/domain/links';
import { gateMinutesRange } from '@/src/domain/flights/gate-timing';
import { clientOnly } from '@/src/ui/client-only';
import type { GateView } from '@/src/features/flight/gate-judgement';

/** A pale green under the theme's dark green text: over 7:1 contrast, as on the store page. */
const OPEN_BG = '#E6F4EA';

/** Drawn only once a traveller's flight is known (in the browser), so its code waits until then. */
const GateArrivalLine = clientOnly(() =>
  import('@/src/features/flight/GateArrivalLine').then((m) => m.GateArrivalLine),
);

interface Props {
  store: ServiceStore;
  /** The store against the traveller's flight (when one is known): when its food reaches the gate, or what works. */
  verdict?: GateView | null;
  terminal?: string;
}

/**
 * One store of the service: its cover, name and whether it is open now. Open shows today's hours; closed says so
 * and when it opens next, since today's hours alone would read as open at a glance. A store that delivers to gates
 * adds when its food reaches the traveller's gate (or, with no flight given, its minutes to the gates).
 */
export function ServiceStoreCard({ store, verdict = null, terminal = '' }: Props) {
  const { t } = useTranslation('services');
  const { t: tFlight } = useTranslation('flight');
  const range = store.gateTiming && isOpenForGate(store) ? gateMinutesRange(store.gateTiming) : null;
  const { isOpen, todayLabel, nextOpening } = store.openingState;
  const label = isOpen
    ? (todayLabel ?? t('open'))
    : nextOpening
      ? t('closedOpensAt', { when: nextOpening.label })
      : t('closed');
  return (
    // An outlined card with one link over it, drawn as MUI's Card and CardActionArea draw it without their modules.
    <Box
      component="li"
      data-testid="service-store"
      data-gate-verdict={verdict?.kind}
      sx={{
        listStyle: 'none',
        minWidth: 0,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: `${RADII.lg}px`,
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <PlainButton
        component={Link}
        href={storeHref(store.slug)}
        sx={{
          display: 'block',
          width: '100%',
          height: '100%',
          textAlign: 'inherit',
          borderRadius: 'inherit',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.200' }}>
          {store.cover && (
            <Image
              src={store.cover}
              alt=""
              fill
              sizes="(min-width: 960px) 300px, (min-width: 600px) 50vw, 100vw"
              style={{ objectFit: 'cover' }}
            />
          )}
        </Box>
        <Box sx={{ p: 1.5 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
            {store.title}
          </Typography>
          <Pill
            data-testid="store-opening"
            size="small"
            label={label}
            sx={{
              fontWeight: 600,
              maxWidth: '100%',
              bgcolor: isOpen ? OPEN_BG : 'grey.200',
              color: isOpen ? 'success.dark' : 'text.primary',
            }}
          />
          {verdict ? (
            <Box sx={{ mt: 1 }}>
              <GateArrivalLine verdict={verdict} terminal={terminal} />
            </Box>
          ) : (
            range && (
              <Typography
                variant="body2"
                data-testid="store-gate-minutes"
                sx={{ mt: 1, color: 'text.secondary', fontWeight: 600 }}
              >
                {range.min === range.max
                  ? tFlight('arrival.single', { min: range.min })
                  : tFlight('arrival.range', { min: range.min, max: range.max })}
              </Typography>
            )
          )}
        </Box>
      </PlainButton>
    </Box>
  );
}

/** Minutes to the gate mean something only while the store takes a delivery now. */
const isOpenForGate = (store: ServiceStore) => !!store.gateTiming?.deliversNow;
