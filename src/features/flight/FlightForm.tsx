import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useState, type FormEvent } from 'react';
import { saveFlight } from '@/src/client/flight/flight-store';
import { flightContextProblems, type FlightContextField } from '@/src/domain/flights/flight-context';
import { normalizeFlightNumber } from '@/src/domain/flights/flight-number';
import { containedLook, outlinedLook, textLook } from '@/src/ui/button-look';
import { PlainButton } from '@/src/ui/PlainButton';
import { RADII } from '@/src/ui/layout-constants';
import { TextInput } from '@/src/ui/TextInput';
import type { FlightStatusQuery } from './flight-status.generated';

export type FlightEntry = { boardingTime: string; terminal: string; gate: string; flightNumber: string };

interface Props {
  company: string;
  terminals: ReadonlyArray<string>;
  flightLookup: boolean;
  /** What the form starts from (the visit's flight when changing it). */
  initial: FlightEntry;
  /** The flight was kept for the visit. */
  onSaved: () => void;
  /** Closes the form without a change (offered when a flight is already kept). */
  onCancel?: () => void;
}

/**
 * The flight question's form (loaded when the traveller opens it, ./FlightPrompt.tsx): a flight number to look up,
 * or the boarding time and terminal (and the gate, if known) as on the boarding pass. Each missing or wrong entry is
 * named where it is typed; nothing is kept until the time and terminal are right.
 */
export function FlightForm({ company, terminals, flightLookup, initial, onSaved, onCancel }: Props) {
  const { t } = useTranslation('flight');
  const { locale } = useRouter();
  const [entry, setEntry] = useState<FlightEntry>(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [looking, setLooking] = useState(false);
  const [numberError, setNumberError] = useState<string | null>(null);
  const [found, setFound] = useState<string | null>(null);
  const problems = flightContextProblems(entry);
  const shown = (field: FlightContextField) => showErrors && problems.has(field);
  const set = (field: keyof FlightEntry, value: string) => setEntry((current) => ({ ...current, [field]: value }));

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    setShowErrors(true);
    if (problems.size > 0) return;
    if (saveFlight(company, entry)) onSaved();
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
      const [{ browserClient }, { FlightStatusDocument }] = await Promise.all([
        import('@/src/client/browser-client'),
        import('./flight-status.generated'),
      ]);
      const { data } = await (
        await browserClient(locale)
      ).query({
        query: FlightStatusDocument,
        variables: { company, flightNumber: number },
        fetchPolicy: 'network-only',
      });
      const answer: FlightStatusQuery['flightStatus'] | undefined = data?.flightStatus;
      if (!answer) throw new Error('no answer');
      const next: FlightEntry = {
        boardingTime: answer.boardingTimeLocal,
        terminal: answer.terminal && terminals.includes(answer.terminal) ? answer.terminal : '',
        gate: answer.gate ?? entry.gate,
        flightNumber: answer.flightNumber,
      };
      setEntry(next);
      if (next.terminal && saveFlight(company, next)) onSaved();
      else setFound(t('prompt.needTerminal', { flight: answer.flightNumber, time: answer.boardingTimeLocal }));
    } catch (error) {
      const first = (error as { errors?: { message?: string }[] } | null)?.errors?.[0]?.message;
      setNumberError(first || t('prompt.errors.lookupFailed'));
    } finally {
      setLooking(false);
    }
  };

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
            autoFocus
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
            autoFocus={!flightLookup}
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
        {onCancel && (
          <PlainButton onClick={onCancel} sx={{ ...textLook, minHeight: 48 }}>
            {t('prompt.cancel')}
          </PlainButton>
        )}
      </Box>
    </Box>
  );
}
