import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useState, type ReactNode } from 'react';
import { useFlight } from '@/src/client/flight/flight-store';
import type { FlightContext } from '@/src/domain/flights/flight-context';
import looks from '@/src/ui/button-look.module.css';
import { clientOnly } from '@/src/ui/client-only';
import { PlainButton } from '@/src/ui/PlainButton';
import { Text } from '@/src/ui/Text';
import type { FlightEntry } from './FlightForm';
import styles from './FlightPrompt.module.css';

/** The form loads when the traveller opens it: the pages that ask the question stay light. */
const FlightForm = clientOnly(
  () => import('./FlightForm').then((m) => m.FlightForm),
  () => <div aria-busy="true" className={`${styles.card} ${styles.loading}`} />,
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
      <section
        data-testid="flight-prompt"
        aria-labelledby="flight-prompt-title"
        className={`${styles.card} ${styles.question}`}
      >
        <div>
          <Text id="flight-prompt-title" variant="h6" component="h2" className={styles.title}>
            {t('prompt.title')}
          </Text>
          <Text variant="body2" className={styles.secondary}>
            {t('prompt.intro')}
          </Text>
        </div>
        <PlainButton
          onClick={() => setEditing(true)}
          data-testid="flight-edit"
          className={`${looks.contained} ${styles.open}`}
        >
          {t('prompt.open')}
        </PlainButton>
      </section>
    );

  return (
    <div data-testid="flight-prompt" className={styles.line}>
      {flight ? (
        <div className={styles.summary}>
          <Text variant="caption" component="p" className={styles.label}>
            {t('summary.label')}
          </Text>
          <Text variant="body2" data-testid="flight-summary" className={styles.flight}>
            {[
              t('summary.boarding', { time: flight.boardingTime, terminal: flight.terminal }),
              flight.gate && t('summary.gate', { gate: flight.gate }),
              flight.flightNumber && t('summary.flight', { flight: flight.flightNumber }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {note}
        </div>
      ) : (
        <Text variant="body2" className={styles.ask}>
          {t('summary.ask')}
        </Text>
      )}
      <PlainButton
        onClick={() => setEditing(true)}
        data-testid="flight-edit"
        className={`${looks.outlined} ${styles.edit}`}
      >
        {flight ? t('summary.edit') : t('prompt.open')}
      </PlainButton>
      {flight && storesHref && (
        <PlainButton
          component={Link}
          href={storesHref}
          data-testid="flight-stores"
          className={`${looks.contained} ${styles.stores}`}
        >
          {t('summary.stores')}
        </PlainButton>
      )}
    </div>
  );
}
