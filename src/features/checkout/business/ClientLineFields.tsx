/**
 * One client's line of a company booking (issue 18, point 3): a saved client or a new one (with "save client"),
 * arrival or departure, flight number, the day and the exact hour, the sign text (empty: the client's name), the
 * meeting point (suggested for the direction, any text allowed) and the number of people; every field labelled,
 * its problem said under it. Phone first: one column, two on a wide screen.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { ReactNode } from 'react';
import type { BusinessDirection } from '@/src/domain/business/business-line';
import { normaliseFlight } from '@/src/domain/business/business-line';
import type { DraftField } from '@/src/domain/business/booking-draft';
import { displayPhone } from '@/src/domain/customer/phone-number';
import { LOCALES, type Locale } from '@/src/domain/locale';
import { ChoiceControl } from '@/src/ui/ChoiceControl';
import { LightButton as Button } from '@/src/ui/LightButton';
import { PhoneField } from '@/src/ui/PhoneField';
import { TextInput } from '@/src/ui/TextInput';
import type { BusinessLine } from './business-checkout-state';
import { FlightNote } from './FlightNote';

export interface SavedClient {
  _id: string;
  name: string;
  phone: string | null;
  email: string | null;
  language: string;
}

interface Props {
  index: number;
  line: BusinessLine;
  saved: SavedClient[];
  /** The cart's services, when it holds more than one: each line picks its own. */
  services: string[];
  /** The airport's zone: a known flight's departure is told in it. */
  zone: string;
  /** The problem to show at each field, already in words. */
  problems: Partial<Record<DraftField, string>>;
  locale: Locale;
  onChange: (patch: Partial<BusinessLine>, fields: DraftField[]) => void;
  onRemove: (() => void) | null;
  /** Drawn after the fields: how the line is paid (a package credit, LineCredit). */
  payment?: ReactNode;
}

export const lineFieldId = (key: string, field: DraftField | 'choice') => `business-line-${key}-${field}`;

const MAX_POINTS = 10;

/** The meeting points suggested for a direction (the page's language). */
export function useMeetingPoints(): Record<BusinessDirection, string[]> {
  const { t } = useTranslation('checkout');
  // Read one by one: the browser's light i18next has no `returnObjects` (src/client/i18n/light-i18next.ts).
  const list = (direction: BusinessDirection) => {
    const points: string[] = [];
    for (let i = 0; i < MAX_POINTS; i++) {
      const key = `business.clients.points.${direction}.${i}`;
      const point = t(key);
      if (!point || point === key || point.endsWith(key)) break;
      points.push(point);
    }
    return points;
  };
  return { ARRIVAL: list('ARRIVAL'), DEPARTURE: list('DEPARTURE') };
}

export function ClientLineFields(props: Props) {
  const { index, line, saved, services, zone, problems, locale, onChange, onRemove } = props;
  const { t } = useTranslation('checkout');
  const points = useMeetingPoints();
  const id = (field: DraftField | 'choice') => lineFieldId(line.key, field);
  const savedClient = line.clientId ? saved.find((c) => c._id === line.clientId) : null;
  const clientName = savedClient?.name ?? line.client.name.trim();
  const setClient = (patch: Partial<BusinessLine['client']>, fields: DraftField[]) =>
    onChange({ client: { ...line.client, ...patch } }, fields);
  const help = (field: DraftField, hint?: ReactNode) => problems[field] ?? hint;
  // The flight-status adapter knows departures from this airport: a departure's flight is looked up.
  const knownFlight = line.direction === 'DEPARTURE' ? normaliseFlight(line.flightNumber)?.replace(' ', '') : null;

  const chooseDirection = (direction: BusinessDirection) => {
    const other = points[direction === 'ARRIVAL' ? 'DEPARTURE' : 'ARRIVAL'];
    // A suggested point of the other direction follows the change; one the booker wrote stays.
    const meetingPoint =
      !line.meetingPoint.trim() || other.includes(line.meetingPoint) ? (points[direction][0] ?? '') : line.meetingPoint;
    onChange({ direction, meetingPoint }, ['direction', 'meetingPoint']);
  };

  return (
    <Box
      component="fieldset"
      data-testid={`business-line-${index}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, m: 0, p: 2, minWidth: 0, display: 'grid', gap: 2 }}
    >
      <Box component="legend" sx={{ px: 0.5, fontWeight: 700 }}>
        {t('business.clients.client', { n: index + 1 })}
        {clientName ? ` · ${clientName}` : ''}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextInput
          id={id('client')}
          select
          label={t('business.clients.choose')}
          value={line.clientId ?? ''}
          onChange={(event) => onChange({ clientId: event.target.value || null }, ['client'])}
          error={!!problems.client}
          helperText={problems.client}
          fullWidth
        >
          <option value="">{t('business.clients.new')}</option>
          {saved.map((client) => (
            <option key={client._id} value={client._id}>
              {client.phone
                ? t('business.clients.savedOption', { name: client.name, phone: displayPhone(client.phone) })
                : client.name}
            </option>
          ))}
        </TextInput>
        {services.length > 1 && (
          <TextInput
            id={`business-line-${line.key}-service`}
            select
            label={t('business.clients.service')}
            value={String(line.service)}
            onChange={(event) => onChange({ service: Number(event.target.value) }, [])}
            fullWidth
          >
            {services.map((name, position) => (
              <option key={position} value={position}>
                {name}
              </option>
            ))}
          </TextInput>
        )}
      </Box>

      {!line.clientId && (
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
          data-testid={`business-line-${index}-new`}
        >
          <TextInput
            id={id('clientName')}
            label={t('business.clients.name')}
            value={line.client.name}
            onChange={(event) => setClient({ name: event.target.value }, ['clientName', 'signText'])}
            required
            fullWidth
            error={!!problems.clientName}
            helperText={problems.clientName}
            inputProps={{ maxLength: 120, autoComplete: 'off' }}
          />
          <TextInput
            id={id('clientEmail')}
            type="email"
            label={t('business.clients.email')}
            value={line.client.email}
            onChange={(event) => setClient({ email: event.target.value }, ['clientEmail'])}
            fullWidth
            error={!!problems.clientEmail}
            helperText={help('clientEmail', t('business.clients.emailHint'))}
            inputProps={{ maxLength: 200, autoComplete: 'off', inputMode: 'email' }}
          />
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <PhoneField
              id={id('clientPhone')}
              label={t('business.clients.phone')}
              countryLabel={t('business.clients.phoneCountry')}
              value={line.client.phone}
              onChange={(phone) => setClient({ phone }, ['clientPhone'])}
              locale={locale}
              required
              error={!!problems.clientPhone}
              helperText={help('clientPhone', t('business.clients.phoneHint'))}
            />
          </Box>
          <TextInput
            id={id('clientLanguage')}
            select
            label={t('business.clients.language')}
            value={line.client.language}
            onChange={(event) => setClient({ language: event.target.value }, ['clientLanguage'])}
            fullWidth
            error={!!problems.clientLanguage}
            helperText={help('clientLanguage', t('business.clients.languageHint'))}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {t(`business.languages.${code}`)}
              </option>
            ))}
          </TextInput>
          <Box
            component="label"
            htmlFor={`business-line-${line.key}-save`}
            sx={{ display: 'inline-flex', alignItems: 'center', alignSelf: 'end', cursor: 'pointer', minHeight: 44 }}
          >
            <ChoiceControl
              type="checkbox"
              id={`business-line-${line.key}-save`}
              checked={line.client.save}
              onChange={(event) => setClient({ save: event.target.checked }, [])}
            />
            <Typography component="span">{t('business.clients.save')}</Typography>
          </Box>
        </Box>
      )}

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography
          component="legend"
          variant="body2"
          sx={{ fontWeight: 600, p: 0, color: problems.direction ? 'error.main' : 'text.secondary' }}
        >
          {t('business.clients.direction')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          {(['ARRIVAL', 'DEPARTURE'] as const).map((direction, position) => {
            const choiceId = position === 0 ? id('direction') : `${id('direction')}-${direction}`;
            return (
              <Box
                key={direction}
                component="label"
                htmlFor={choiceId}
                sx={{ display: 'inline-flex', alignItems: 'center', cursor: 'pointer', pr: 1 }}
              >
                <ChoiceControl
                  type="radio"
                  id={choiceId}
                  name={`business-line-${line.key}-direction`}
                  checked={line.direction === direction}
                  onChange={() => chooseDirection(direction)}
                />
                <Typography component="span">{t(`business.clients.directions.${direction}`)}</Typography>
              </Box>
            );
          })}
        </Box>
        {problems.direction && (
          <Typography variant="caption" color="error">
            {problems.direction}
          </Typography>
        )}
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 2fr 1.4fr 1fr' } }}>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <TextInput
            id={id('flightNumber')}
            label={t('business.clients.flight')}
            value={line.flightNumber}
            onChange={(event) => onChange({ flightNumber: event.target.value }, ['flightNumber'])}
            required
            fullWidth
            placeholder="LA 3040"
            error={!!problems.flightNumber}
            helperText={help('flightNumber', t('business.clients.flightHint'))}
            inputProps={{
              maxLength: 12,
              autoComplete: 'off',
              autoCapitalize: 'characters',
              spellCheck: false,
              'aria-describedby': knownFlight ? `${id('flightNumber')}-known` : undefined,
            }}
          />
          {knownFlight && <FlightNote flightNumber={knownFlight} zone={zone} id={`${id('flightNumber')}-known`} />}
        </Box>
        <TextInput
          id={id('date')}
          type="date"
          label={t('business.clients.date')}
          value={line.date}
          onChange={(event) => onChange({ date: event.target.value }, ['date', 'time'])}
          required
          fullWidth
          error={!!problems.date}
          helperText={problems.date}
        />
        <TextInput
          id={id('time')}
          type="time"
          label={t(`business.clients.time.${line.direction}`)}
          value={line.time}
          onChange={(event) => onChange({ time: event.target.value }, ['time'])}
          required
          fullWidth
          error={!!problems.time}
          helperText={problems.time}
        />
        <TextInput
          id={id('people')}
          type="number"
          label={t('business.clients.people')}
          value={line.people}
          onChange={(event) => onChange({ people: event.target.value }, ['people'])}
          required
          fullWidth
          error={!!problems.people}
          helperText={problems.people}
          inputProps={{ min: 1, max: 20, step: 1, inputMode: 'numeric' }}
        />
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextInput
          id={id('meetingPoint')}
          label={t('business.clients.meetingPoint')}
          value={line.meetingPoint}
          onChange={(event) => onChange({ meetingPoint: event.target.value }, ['meetingPoint'])}
          required
          fullWidth
          error={!!problems.meetingPoint}
          helperText={help('meetingPoint', t('business.clients.meetingPointHint'))}
          inputProps={{ maxLength: 120, autoComplete: 'off', list: `business-points-${line.direction}` }}
        />
        <TextInput
          id={id('signText')}
          label={t('business.clients.sign')}
          value={line.signText}
          onChange={(event) => onChange({ signText: event.target.value }, ['signText'])}
          fullWidth
          placeholder={clientName || undefined}
          error={!!problems.signText}
          helperText={help(
            'signText',
            clientName ? t('business.clients.signHint', { name: clientName }) : t('business.clients.signHintEmpty'),
          )}
          inputProps={{ maxLength: 60, autoComplete: 'off' }}
        />
      </Box>
      {props.payment}

      {onRemove && (
        <Box>
          <Button variant="text" color="error" onClick={onRemove} sx={{ minHeight: 44 }}>
            {t('business.clients.remove', { n: index + 1 })}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** The suggestions of both directions, once per form (each line's meeting point lists its direction's). */
export function MeetingPointLists() {
  const points = useMeetingPoints();
  return (
    <>
      {(['ARRIVAL', 'DEPARTURE'] as const).map((direction) => (
        <datalist key={direction} id={`business-points-${direction}`}>
          {points[direction].map((point) => (
            <option key={point} value={point} />
          ))}
        </datalist>
      ))}
    </>
  );
}
