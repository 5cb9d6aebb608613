import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent, type ReactNode } from 'react';
import { saveFlight, useFlight } from '@/src/client/flight/flight-store';
import {
  flightContextProblems,
  type FlightContext,
  type FlightContextField,
} from '@/src/domain/flights/flight-context';
import { normalizeFlightNumber } from '@/src/domain/flights/flight-number';
import { containedLook, outlinedLook, textLook } from '@/src/ui/button-look';
import { PlainButton } from '@/src/ui/PlainButton';
import { RADII } from '@/src/ui/layout-constants';
import { TextInput } from '@/src/ui/TextInput';
import type { FlightStatusAnswer } from './flight-operations';

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
  /** Starts folded into one line with "Change" (the store page and the cart), not as the question. */
  compact?: boolean;
}

type Entry = { boardingTime: string; terminal: string; gate: string; flightNumber: string };
const EMPTY: Entry = { boardingTime: '', terminal: '', gate: '', flightNumber: '' };

const entryOf = (flight: FlightContext | null): Entry =>
  flight
    ? {
        boardingTime: flight.boardingTime,
        terminal: flight.terminal,
        gate: flight.gate,
        flightNumber: flight.flightNumber,
      }
    : EMPTY;

/**
 * The flight question, asked once for the visit (src/client/flight/flight-store.ts): a flight number to look up, or
 * the boarding time and terminal (and the gate, if known) as on the boarding pass. Once answered it folds into one
 * line — "Embarque às 14:40 · Terminal 2 · portão 12" — with a button to change it.
 */
export function FlightPrompt({ company, terminals, flightLookup, storesHref, note, compact = false }: Props) {
  const { t } = useTranslation('flight');
  const { locale } = useRouter();
  // Rendered on the server as if no flight were known (most first visits): the question is in the page from the
  // start, and only a returning traveller's page folds it once the browser's storage is read.
  const { flight } = useFlight(company);
  const [editing, setEditing] = useState(false);
  const [entry, setEntry] = useState<Entry>(EMPTY);
  const [showErrors, setShowErrors] = useState(false);
  const [looking, setLooking] = useState(false);
  const [numberError, setNumberError] = useState<string | null>(null);
  const [found, setFound] = useState<string | null>(null);

  const open = editing || (!flight && !compact);
  const problems = flightContextProblems(entry);
  const shown = (field: FlightContextField) => showErrors && problems.has(field);

  const startEditing = () => {
    setEntry(entryOf(flight));
    setShowErrors(false);
    setNumberError(null);
    setFound(null);
    setEditing(true);
  };
  const set = (field: keyof Entry, value: string) => setEntry((current) => ({ ...current, [field]: value }));

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    setShowErrors(true);
    if (problems.size > 0) return;
    if (saveFlight(company, entry)) setEditing(false);
  };

  const lookup = async () => {
    const number = normalizeFlightNumber(entry.flightNumber);
    setFound(null);
    if (!number) {
      setNumberError(t('prompt.errors.flightNumber'));
      return;
    }
    setNumberError(null);
    setLooking(true);
    try {
      const [{ browserApolloClient }, { FLIGHT_STATUS_QUERY }] = await Promise.all([
        import('@/src/client/browser-apollo'),
        import('./flight-operations'),
      ]);
      const { data } = await browserApolloClient(locale).query({
        query: FLIGHT_STATUS_QUERY,
        variables: { company, flightNumber: number },
        fetchPolicy: 'network-only',
      });
      const answer: FlightStatusAnswer | undefined = data?.flightStatus;
      if (!answer) throw new Error('no answer');
      const next: Entry = {
        boardingTime: answer.boardingTimeLocal,
        terminal: answer.terminal && terminals.includes(answer.terminal) ? answer.terminal : '',
        gate: answer.gate ?? entry.gate,
        flightNumber: answer.flightNumber,
      };
      setEntry(next);
      if (next.terminal && saveFlight(company, next)) {
        setEditing(false);
      } else {
        setFound(t('prompt.needTerminal', { flight: answer.flightNumber, time: answer.boardingTimeLocal }));
      }
    } catch (error) {
      const first = (error as { errors?: { message?: string }[] } | null)?.errors?.[0]?.message;
      setNumberError(first || t('prompt.errors.lookupFailed'));
    } finally {
      setLooking(false);
    }
  };

  if (!open) {
    return (
      <Box
        data-testid="flight-prompt"
        sx={{
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
          onClick={startEditing}
          data-testid="flight-edit"
          sx={{ ...outlinedLook, minHeight: 44, flex: 'none' }}
        >
          {flight ? t('summary.edit') : t('prompt.title')}
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

  return (
    <Box
      component="form"
      noValidate
      onSubmit={save}
      data-testid="flight-prompt"
      aria-labelledby="flight-prompt-title"
      sx={{
        display: 'grid',
        gap: 2,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: `${RADII.lg}px`,
        bgcolor: 'background.paper',
        boxShadow: 1,
      }}
    >
      <Box>
        <Typography id="flight-prompt-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('prompt.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('prompt.intro')}
        </Typography>
      </Box>

      {flightLookup && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1, alignItems: 'start' }}>
          <TextInput
            id="flight-number"
            label={t('prompt.flightNumber')}
            value={entry.flightNumber}
            onChange={(e) => set('flightNumber', e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void lookup();
              }
            }}
            error={!!numberError}
            helperText={
              numberError ? (
                <span data-testid="flight-number-error">{numberError}</span>
              ) : (
                (found ?? t('prompt.flightHint'))
              )
            }
            fullWidth
            inputProps={{
              'data-testid': 'flight-number',
              maxLength: 10,
              autoCapitalize: 'characters',
              autoComplete: 'off',
            }}
          />
          <PlainButton
            onClick={() => void lookup()}
            disabled={looking}
            aria-busy={looking || undefined}
            data-testid="flight-lookup"
            sx={{ ...outlinedLook, minHeight: 48, mt: 3.25 }}
          >
            {looking ? t('prompt.looking') : t('prompt.lookup')}
          </PlainButton>
        </Box>
      )}

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
        {flightLookup && (
          <Typography component="legend" variant="subtitle2" sx={{ color: 'text.secondary', mb: 1, p: 0 }}>
            {t('prompt.or')}
          </Typography>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <TextInput
            id="flight-boarding"
            type="time"
            label={t('prompt.boarding')}
            value={entry.boardingTime}
            onChange={(e) => set('boardingTime', e.target.value)}
            required
            error={shown('boardingTime')}
            helperText={shown('boardingTime') ? t('prompt.errors.boardingTime') : undefined}
            inputProps={{ 'data-testid': 'flight-boarding' }}
          />
          <TextInput
            id="flight-gate"
            label={t('prompt.gate')}
            value={entry.gate}
            onChange={(e) => set('gate', e.target.value)}
            error={shown('gate')}
            helperText={shown('gate') ? t('prompt.errors.gate') : undefined}
            inputProps={{ 'data-testid': 'flight-gate', maxLength: 10, autoComplete: 'off', inputMode: 'text' }}
          />
        </Box>
        <Box
          role="radiogroup"
          aria-labelledby="flight-terminal-label"
          aria-describedby={shown('terminal') ? 'flight-terminal-error' : undefined}
        >
          <Typography
            id="flight-terminal-label"
            variant="body2"
            sx={{ fontWeight: 600, color: 'text.secondary', mb: 0.75 }}
          >
            {t('prompt.terminal')}
            <Box component="span" aria-hidden="true">
              {' *'}
            </Box>
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${Math.min(terminals.length, 3)}, 1fr)`, gap: 1 }}>
            {terminals.map((name) => (
              <Box
                key={name}
                component="label"
                sx={{
                  position: 'relative',
                  display: 'grid',
                  placeItems: 'center',
                  minHeight: 48,
                  px: 1,
                  border: 1,
                  borderColor: shown('terminal') ? 'error.main' : 'divider',
                  borderRadius: `${RADII.md}px`,
                  typography: 'body2',
                  fontWeight: 600,
                  textAlign: 'center',
                  cursor: 'pointer',
                  '&:has(input:checked)': {
                    borderColor: 'primary.main',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                  },
                  '&:has(input:focus-visible)': {
                    outline: '3px solid',
                    outlineColor: 'secondary.main',
                    outlineOffset: 2,
                  },
                }}
              >
                <Box
                  component="input"
                  type="radio"
                  name="flight-terminal"
                  value={name}
                  checked={entry.terminal === name}
                  onChange={() => set('terminal', name)}
                  data-testid={`flight-terminal-${name}`}
                  sx={{ position: 'absolute', inset: 0, m: 0, opacity: 0, cursor: 'pointer' }}
                />
                {name}
              </Box>
            ))}
          </Box>
          {shown('terminal') && (
            <Typography id="flight-terminal-error" role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
              {t('prompt.errors.terminal')}
            </Typography>
          )}
        </Box>
      </Box>

      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <PlainButton
          type="submit"
          data-testid="flight-save"
          sx={{ ...containedLook(), minHeight: 48, flex: '1 1 200px' }}
        >
          {t('prompt.save')}
        </PlainButton>
        {flight && (
          <PlainButton onClick={() => setEditing(false)} sx={{ ...textLook, minHeight: 48 }}>
            {t('prompt.cancel')}
          </PlainButton>
        )}
      </Box>
    </Box>
  );
}
