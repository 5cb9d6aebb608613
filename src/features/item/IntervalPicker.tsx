import Box from '@mui/material/Box';
import { TextInput } from '@/src/ui/TextInput';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { IntervalValue } from './interval-value';
import { readInterval } from './rental-interval';

/**
 * Drop-off and pick-up of a rental (the lockers): two local date-time fields, read in the store's zone by the
 * domain's line rule, which charges whole days (a started day counts).
 */
export function IntervalPicker({
  value,
  onChange,
}: {
  value: IntervalValue;
  onChange: (value: IntervalValue) => void;
}) {
  const { t } = useTranslation('item');
  const days = value.days;
  const invalid = Boolean(value.start && value.end) && days === null;
  return (
    <Box component="section" aria-labelledby="interval-title" data-testid="interval" sx={{ py: 1.5 }}>
      <Typography
        id="interval-title"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, px: 2, py: 1, bgcolor: 'grey.100', borderRadius: 2 }}
      >
        {t('interval.title')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, p: 2 }}>
        <TextInput
          type="datetime-local"
          label={t('interval.start')}
          value={value.start}
          onChange={(e) => onChange(readInterval(e.target.value, value.end))}
          shrinkLabel
        />
        <TextInput
          type="datetime-local"
          label={t('interval.end')}
          value={value.end}
          error={invalid}
          helperText={invalid ? t('interval.invalid') : days !== null ? t('interval.days', { count: days }) : ' '}
          onChange={(e) => onChange(readInterval(value.start, e.target.value))}
          shrinkLabel
          inputProps={{ min: value.start || undefined }}
        />
      </Box>
    </Box>
  );
}
