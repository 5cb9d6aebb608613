/**
 * The phone field for pages whose first load has no room for it (the account page sits at the 200 kB budget): its
 * code comes after the page, and until then the same two boxes wait, disabled, with the number as stored.
 */
import Box from '@mui/material/Box';
import { clientOnly } from './client-only';
import type { PhoneFieldProps } from './PhoneField';
import { TextInput } from './TextInput';

function PhoneFieldWaiting({ id, label, countryLabel, value, helperText }: PhoneFieldProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' } }}>
      <TextInput id={`${id}-country`} select label={countryLabel} value="" disabled fullWidth>
        <option value="">…</option>
      </TextInput>
      <TextInput id={id} type="tel" label={label} value={value} disabled fullWidth helperText={helperText} />
    </Box>
  );
}

export const LazyPhoneField = clientOnly(
  () => import('./PhoneField').then((module) => module.PhoneField),
  PhoneFieldWaiting,
);
