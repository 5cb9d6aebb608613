/**
 * Bulk booking (issue 18, point 4): a short list of clients and times, pasted or read from a CSV file, checked row
 * by row before anything is paid (src/domain/business/client-list.ts). Each row says whether it is ready or what
 * is wrong with it, by column; the ready rows become the booking's lines, and the rows with problems stay in the
 * box to be fixed, so nothing typed is lost. Loaded only when the booker opens it.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DateTime } from 'luxon';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useId, useState, type ChangeEvent } from 'react';
import type { BusinessDirection } from '@/src/domain/business/business-line';
import type { BookingLineDraft, DraftField } from '@/src/domain/business/booking-draft';
import {
  MAX_LIST_CHARS,
  MAX_LIST_ROWS,
  readClientList,
  rowValid,
  withSavedClient,
  type ClientList,
  type ListRow,
} from '@/src/domain/business/client-list';
import type { Locale } from '@/src/domain/locale';
import { ChoiceControl } from '@/src/ui/ChoiceControl';
import { LightButton as Button } from '@/src/ui/LightButton';
import { StatusAlert as Alert } from '@/src/ui/StatusAlert';
import { TextInput } from '@/src/ui/TextInput';
import { useMeetingPoints, type SavedClient } from './ClientLineFields';
import { newLineKey } from './business-checkout-state';
import { useRefusalText } from './use-refusal-text';

interface Props {
  saved: SavedClient[];
  zone: string;
  now: DateTime;
  locale: Locale;
  /** How many more clients fit in the booking. */
  room: number;
  onAdd: (drafts: BookingLineDraft[]) => void;
}

/** The column a problem is about, as the list's instructions name it. */
const COLUMN_OF: Partial<Record<DraftField | 'row', string>> = {
  client: 'name',
  clientName: 'name',
  clientPhone: 'phone',
  clientEmail: 'email',
  clientLanguage: 'language',
  direction: 'direction',
  flightNumber: 'flight',
  date: 'dateTime',
  time: 'dateTime',
  people: 'people',
  meetingPoint: 'meetingPoint',
  signText: 'name',
  row: 'row',
};

/** The largest file read: a short list is a few kilobytes. */
const MAX_FILE_BYTES = 64 * 1024;

export function BulkClients({ saved, zone, now, locale, room, onAdd }: Props) {
  const { t } = useTranslation('checkout');
  const say = useRefusalText();
  const points = useMeetingPoints();
  const id = useId();
  const [text, setText] = useState('');
  const [direction, setDirection] = useState<BusinessDirection>('ARRIVAL');
  const [meetingPoint, setMeetingPoint] = useState(points.ARRIVAL[0] ?? '');
  const [list, setList] = useState<ClientList | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [added, setAdded] = useState<number | null>(null);

  const check = (source = text) => {
    setAdded(null);
    const read = readClientList(source, { now, zone, language: locale, direction, meetingPoint }, () => newLineKey());
    setList({ ...read, rows: read.rows.map((row) => ({ ...row, draft: withSavedClient(row.draft, saved) })) });
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setFileError(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileError(t('business.bulk.fileTooBig'));
      return;
    }
    try {
      const content = await readText(file);
      setText(content);
      check(content);
    } catch {
      setFileError(t('business.bulk.fileUnreadable'));
    }
  };

  const ready = list?.rows.filter(rowValid) ?? [];
  const wrong = list?.rows.filter((row) => !rowValid(row)) ?? [];
  const add = () => {
    if (ready.length === 0 || ready.length > room) return;
    onAdd(ready.map((row) => row.draft));
    // The rows to fix stay in the box (under the headings, when the list had them); the ready ones are now lines.
    const lines = source(text);
    const keep = wrong.map((row) => lines[row.line - 1] ?? row.cells.join(';'));
    setText(keep.length ? [...(list?.headed ? [lines[0]] : []), ...keep].join('\n') : '');
    setAdded(ready.length);
    setList(null);
  };

  const summary = (row: ListRow) =>
    [
      row.draft.client.name || '—',
      row.draft.flightNumber,
      row.draft.date && row.draft.time ? `${row.draft.date.split('-').reverse().join('/')} ${row.draft.time}` : '',
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, display: 'grid', gap: 2 }}
      data-testid="business-bulk"
    >
      <Typography id={`${id}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('business.bulk.title')}
      </Typography>
      <Typography variant="body2">{t('business.bulk.columns', { max: MAX_LIST_ROWS })}</Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: '0.8125rem', overflowX: 'auto' }}
      >
        {t('business.bulk.example')}
      </Box>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="body2" sx={{ fontWeight: 600, color: 'text.secondary', p: 0 }}>
          {t('business.bulk.direction')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          {(['ARRIVAL', 'DEPARTURE'] as const).map((choice) => (
            <Box
              key={choice}
              component="label"
              htmlFor={`${id}-direction-${choice}`}
              sx={{ display: 'inline-flex', alignItems: 'center', cursor: 'pointer', pr: 1 }}
            >
              <ChoiceControl
                type="radio"
                id={`${id}-direction-${choice}`}
                name={`${id}-direction`}
                checked={direction === choice}
                onChange={() => {
                  setDirection(choice);
                  if (!meetingPoint.trim() || points[direction].includes(meetingPoint))
                    setMeetingPoint(points[choice][0] ?? '');
                  setList(null);
                }}
              />
              <Typography component="span">{t(`business.clients.directions.${choice}`)}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <TextInput
        id={`${id}-meeting-point`}
        label={t('business.bulk.meetingPoint')}
        value={meetingPoint}
        onChange={(event) => {
          setMeetingPoint(event.target.value);
          setList(null);
        }}
        fullWidth
        required
        inputProps={{ maxLength: 120, list: `business-points-${direction}`, autoComplete: 'off' }}
      />
      <TextInput
        id={`${id}-text`}
        multiline
        minRows={4}
        label={t('business.bulk.paste')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setList(null);
        }}
        fullWidth
        helperText={t('business.bulk.pasteHint')}
        inputProps={{ maxLength: MAX_LIST_CHARS, spellCheck: false, 'data-testid': 'business-bulk-text' } as object}
      />
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography component="label" htmlFor={`${id}-file`} variant="body2" sx={{ fontWeight: 600 }}>
          {t('business.bulk.file')}
        </Typography>
        <Box
          component="input"
          id={`${id}-file`}
          type="file"
          accept=".csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values"
          onChange={(event: ChangeEvent<HTMLInputElement>) => void chooseFile(event)}
          aria-describedby={fileError ? `${id}-file-error` : undefined}
          sx={{ minHeight: 44, maxWidth: '100%' }}
        />
        {fileError && (
          <Typography id={`${id}-file-error`} variant="caption" color="error">
            {fileError}
          </Typography>
        )}
      </Box>
      <Box>
        <Button
          variant="outlined"
          onClick={() => check()}
          disabled={!text.trim()}
          sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
          data-testid="business-bulk-check"
        >
          {t('business.bulk.check')}
        </Button>
      </Box>

      <div role="status" aria-live="polite">
        {added !== null && (
          <Alert severity="success" role="none">
            {t('business.bulk.added', { count: added })}
          </Alert>
        )}
        {list?.problem && (
          <Alert severity="error" role="none">
            {t(`business.bulk.problems.${list.problem}`, { max: MAX_LIST_ROWS })}
          </Alert>
        )}
        {list && !list.problem && (
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="business-bulk-summary">
            {t('business.bulk.summary', { ready: ready.length, wrong: wrong.length })}
          </Typography>
        )}
      </div>
      {list && !list.problem && (
        <Box
          component="ol"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
          data-testid="business-bulk-rows"
        >
          {list.rows.map((row) => {
            const ok = rowValid(row);
            return (
              <Box
                component="li"
                key={row.line}
                data-testid="business-bulk-row"
                sx={{ borderLeft: 4, borderColor: ok ? 'success.main' : 'error.main', pl: 1.5, py: 0.5 }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {t('business.bulk.rowLabel', { line: row.line })} · {summary(row)} —{' '}
                  {ok
                    ? row.draft.clientId
                      ? t('business.bulk.readySaved')
                      : t('business.bulk.ready')
                    : t('business.bulk.toFix')}
                </Typography>
                {!ok && (
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {Object.entries(row.problems).map(([field, code]) => (
                      <Typography component="li" variant="body2" color="error" key={field}>
                        {t(`business.bulk.columnNames.${COLUMN_OF[field as DraftField] ?? 'row'}`)}:{' '}
                        {/* One column holds the day and the hour: an unreadable one is shown how to write it. */}
                        {field === 'date' ? t('business.bulk.dateTimeInvalid') : say(code)}
                      </Typography>
                    ))}
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      {list && !list.problem && ready.length > room && (
        <Typography variant="body2" color="error">
          {t('business.bulk.noRoom', { count: room })}
        </Typography>
      )}
      {list && !list.problem && (
        <Box>
          <Button
            variant="contained"
            onClick={add}
            disabled={ready.length === 0 || ready.length > room}
            sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
            data-testid="business-bulk-add"
          >
            {t('business.bulk.add', { count: ready.length })}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** A file's text as UTF-8 (a spreadsheet's "CSV UTF-8"; its byte order mark is dropped by the list). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}

/** The text's lines as the list counts them (a quoted line break aside, which a short list of clients has not). */
const source = (text: string) => text.replace(/^\uFEFF/, '').split(/\r?\n/);
