import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useState, type ReactNode } from 'react';
import { useFlight } from '@/src/client/flight/flight-store';
import type { FlightContext } from '@/src/domain/flights/flight-context';
import { containedLook, outlinedLook } from '@/src/ui/button-look';
import { clientOnly } from '@/src/ui/client-only';
import { PlainButton } from '@/src/ui/PlainButton';
import { RADII } from '@/src/ui/layout-constants';
import type { FlightEntry } from './FlightForm';
import { COMPACT_PROMPT_HEIGHT } from './flight-types';

/** The form loads when the traveller opens it: the pages that ask the question stay light. */
const FlightForm = clientOnly(
  () => import('./FlightForm').then((m) => m.FlightForm),
  () => <Box aria-busy="true" sx={{ ...card, minHeight: 420 }} />,
);

interface Props {
  company: string;
  /** The terminals the stores deliver to (the choice offered). */
  terminals: ReadonlyArray<string>;
  /** Whether a flight number can be looked up here (a provider is configured). */
  flightLookup: boolean;
  /** Where the stores that deliver to gates are listed (the home links there once the flight is known). */
  storesHref?: string | null;
  /** Under the summary: how many stores make it (the service page). */
  note?: ReactNode;
  /** One line (the store page and the cart) rather than the question with its heading. */
  compact?: boolean;
}

const EMPTY: FlightEntry = { boardingTime: '', terminal: '', gate: '', flightNumber: '' };
const entryOf = (flight: FlightContext | null): FlightEntry =>
  flight
    ? {
        boardingTime: flight.boardingTime,
        terminal: flight.terminal,
        gate: flight.gate,
        flightNumber: flight.flightNumber,
      }
    : EMPTY;

const card = {
  px: 2,
  py: 1.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: `${RADII.lg}px`,
  bgcolor: 'background.paper',
} as const;

/**
 * The flight question, asked once for the visit (src/client/flight/flight-store.ts): the question with a button that
 * opens its form, then, once answered, one line — "Embarque às 14:40 · Terminal 2 · portão 12" — with "Alterar". The
 * server draws the question (it cannot know the browser's flight); a returning traveller's page shows the line, of
 * about the same height, once the storage is read.
 */
export function FlightPrompt({ company, terminals, flightLookup, storesHref, note, compact = false }: Props) {
  const { t } = useTranslation('flight');
  const { flight } = useFlight(company);
  const [editing, setEditing] = useState(false);

  if (editing)
    return (
      <FlightForm
        company={company}
        terminals={terminals}
        flightLookup={flightLookup}
        initial={entryOf(flight)}
        onSaved={() => setEditing(false)}
        onCancel={() => setEditing(false)}
      />
    );

  if (!flight && !compact)
    return (
      <Box
        data-testid="flight-prompt"
        aria-labelledby="flight-prompt-title"
        component="section"
        sx={{ ...card, boxShadow: 1, display: 'grid', gap: 1.5 }}
      >
        <Box>
          <Typography id="flight-prompt-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('prompt.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('prompt.intro')}
          </Typography>
        </Box>
        <PlainButton
          onClick={() => setEditing(true)}
          data-testid="flight-edit"
          sx={{ ...containedLook(), minHeight: 48 }}
        >
          {t('prompt.open')}
        </PlainButton>
      </Box>
    );

  return (
    <Box
      data-testid="flight-prompt"
      sx={{
        minHeight: COMPACT_PROMPT_HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1.25,
        border: 1,
        borderColor: 'divider',
        borderRadius: `${RADII.lg}px`,
        bgcolor: 'background.paper',
      }}
    >
      {flight ? (
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {t('summary.label')}
          </Typography>
          <Typography variant="body2" data-testid="flight-summary" sx={{ fontWeight: 700 }}>
            {[
              t('summary.boarding', { time: flight.boardingTime, terminal: flight.terminal }),
              flight.gate && t('summary.gate', { gate: flight.gate }),
              flight.flightNumber && t('summary.flight', { flight: flight.flightNumber }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {note}
        </Box>
      ) : (
        <Typography variant="body2" sx={{ flex: '1 1 200px', fontWeight: 600 }}>
          {t('summary.ask')}
        </Typography>
      )}
      <PlainButton
        onClick={() => setEditing(true)}
        data-testid="flight-edit"
        sx={{ ...outlinedLook, minHeight: 44, flex: 'none' }}
      >
        {flight ? t('summary.edit') : t('prompt.open')}
      </PlainButton>
      {flight && storesHref && (
        <PlainButton
          component={Link}
          href={storesHref}
          data-testid="flight-stores"
          sx={{ ...containedLook(), minHeight: 44, width: '100%' }}
        >
          {t('summary.stores')}
        </PlainButton>
      )}
    </Box>
  );
}
