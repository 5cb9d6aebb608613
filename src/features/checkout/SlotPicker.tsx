/**
 * A day and a time, as a phone takes them (issue 17, point 8): the phone's own date picker (a native
 * `<input type="date">`, bounded by the first and last day the server offers) instead of a list of a year of days,
 * then the times of that day as large choices ("10:00"), hour by hour where the catalogue books exact hours. No date
 * library: the day's name comes from the browser's Intl. Used by the checkout and by the order page's move.
 */
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

export interface PickerSlot {
  /** The day it starts, 'YYYY-MM-DD'. */
  date: string;
  start: string;
  end: string;
  startsAt: string;
  shift?: string | null;
}

interface Props {
  /** `checkout` or `reschedule`: the input is `#{idPrefix}-date`, each time `{idPrefix}-slot-HH:MM`. */
  idPrefix: string;
  /** The days that have times, 'YYYY-MM-DD' ascending: the picker's bounds. */
  dates: readonly string[];
  date: string | null;
  onDate: (date: string) => void;
  slots: readonly PickerSlot[];
  value: string;
  onChange: (startsAt: string) => void;
  /** A time that cannot be chosen (the booking's own). */
  disabledStartsAt?: string | null;
  loading: boolean;
  locale: string;
  labels: {
    date: string;
    dateHint: string;
    time: string;
    noSlots: string;
    loading: string;
    outOfRange: (first: string, last: string) => string;
    slot: (slot: PickerSlot) => string;
  };
}

const fieldSx = {
  minHeight: 48,
  px: 1.5,
  font: 'inherit',
  borderRadius: 2,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  color: 'text.primary',
  width: '100%',
  maxWidth: { sm: 360 },
  boxSizing: 'border-box',
} as const;

const chipSx = {
  m: 0,
  minHeight: 48,
  pr: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  '&:has(input:checked)': { borderColor: 'primary.main', bgcolor: 'action.selected', fontWeight: 700 },
  '&:has(input:disabled)': { opacity: 0.5 },
} as const;

/** 'sábado, 28/11' for a 'YYYY-MM-DD' day, read as a calendar day (no zone: it is the store's date as written). */
export function spokenDay(date: string, locale: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  const at = new Date(Date.UTC(year, month - 1, day, 12));
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
    at,
  );
}

export function SlotPicker({
  idPrefix,
  dates,
  date,
  onDate,
  slots,
  value,
  onChange,
  disabledStartsAt,
  loading,
  locale,
  labels,
}: Props) {
  const first = dates[0] ?? '';
  const last = dates[dates.length - 1] ?? '';
  const outside = !!date && !!first && (date < first || date > last);
  const hintId = `${idPrefix}-date-hint`;
  // Only the chosen day's times: while another day's answer is on its way, the last day's are not offered as its.
  const shown = date ? slots.filter((slot) => slot.date === date) : slots;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} aria-busy={loading || undefined}>
      <Box component="label" htmlFor={`${idPrefix}-date`} sx={{ typography: 'subtitle2' }}>
        {labels.date}
      </Box>
      <Box
        component="input"
        type="date"
        id={`${idPrefix}-date`}
        data-testid={`${idPrefix}-date`}
        min={first || undefined}
        max={last || undefined}
        value={date ?? ''}
        aria-describedby={hintId}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          if (event.target.value) onDate(event.target.value);
        }}
        sx={fieldSx}
      />
      <Typography id={hintId} variant="body2" color={outside ? 'error' : 'text.secondary'} aria-live="polite">
        {outside ? labels.outOfRange(first, last) : date ? spokenDay(date, locale) : labels.dateHint}
      </Typography>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {labels.time}
        </Typography>
        {shown.length === 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid={`${idPrefix}-no-slots`}>
            {loading ? labels.loading : labels.noSlots}
          </Typography>
        ) : (
          <RadioGroup
            value={value}
            onChange={(_, next) => onChange(next)}
            sx={{
              display: 'grid',
              gridTemplateColumns: shown.some((slot) => slot.shift)
                ? 'repeat(auto-fill, minmax(180px, 1fr))'
                : 'repeat(auto-fill, minmax(104px, 1fr))',
              gap: 1,
            }}
          >
            {shown.map((slot) => (
              <FormControlLabel
                key={slot.startsAt}
                value={slot.startsAt}
                disabled={slot.startsAt === disabledStartsAt}
                control={
                  <Radio size="small" inputProps={{ 'data-testid': `${idPrefix}-slot-${slot.start}` } as object} />
                }
                label={labels.slot(slot)}
                sx={chipSx}
              />
            ))}
          </RadioGroup>
        )}
      </Box>
    </Box>
  );
}
