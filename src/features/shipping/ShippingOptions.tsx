/**
 * The shipping options as a radio list: name, delivery estimate and price of each, with the loading, error and
 * empty states. The checkout owns the chosen id and sends it as OrderInput.shippingOptionId; the server prices it again.
 */
import { useId } from 'react';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { StatusAlert as Alert } from '@/src/ui/StatusAlert';
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { formatBRL } from '@/src/domain/brazil/format';
import { reaisToCents } from '@/src/domain/pricing/money';
import type { ShippingOptionsQuery } from './shipping-options.generated';

type ShippingOptionView = ShippingOptionsQuery['shippingOptions'][number];

export interface ShippingOptionsProps {
  options: ReadonlyArray<ShippingOptionView> | null;
  value: string | null;
  onChange: (id: string) => void;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
}

export function ShippingOptions({
  options,
  value,
  onChange,
  loading = false,
  error = false,
  onRetry,
}: ShippingOptionsProps) {
  const { t } = useTranslation('shipping');
  const labelId = useId();

  if (error) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          onRetry && (
            <Button color="inherit" onClick={onRetry} sx={{ minHeight: 44 }}>
              {t('retry')}
            </Button>
          )
        }
      >
        {t('error')}
      </Alert>
    );
  }
  if (loading && !options) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 44 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">{t('loading')}</Typography>
      </Box>
    );
  }
  if (!options) return null;
  if (options.length === 0) {
    return (
      <Typography variant="body2" role="status" sx={{ minHeight: 44, display: 'flex', alignItems: 'center' }}>
        {t('empty')}
      </Typography>
    );
  }

  return (
    <FormControl component="fieldset" sx={{ width: '100%' }} aria-busy={loading}>
      <FormLabel component="legend" id={labelId} sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        {t('legend')}
      </FormLabel>
      <RadioGroup aria-labelledby={labelId} value={value ?? ''} onChange={(_, id) => onChange(id)}>
        {options.map((option) => (
          <FormControlLabel
            key={option.id}
            value={option.id}
            control={<Radio />}
            data-testid="shipping-option"
            sx={{
              m: 0,
              minHeight: 56,
              borderBottom: 1,
              borderColor: 'divider',
              '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 },
            }}
            label={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {option.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('days', { count: option.days })}
                  </Typography>
                </Box>
                <Typography variant="body1" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {option.price === 0 ? t('free') : formatBRL(reaisToCents(option.price))}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
