import { useState } from 'react';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import { iconLook } from '@/src/ui/button-look';
import { PlainButton } from '@/src/ui/PlainButton';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { VisibilityIcon, VisibilityOffIcon } from './auth-icons';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  /** The rule shown under the field while there is no error (sign-up); none on sign-in. */
  hint?: string;
  autoComplete: 'new-password' | 'current-password';
  /** Another field than the form's only password (the new one on a reset, the current one on a change). */
  id?: string;
  label?: string;
}

/** A password input with a show/hide toggle (a real button, 44 px, its state announced by aria-pressed). */
export function PasswordField({ value, onChange, onBlur, error, hint, autoComplete, id = 'password', label }: Props) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      id={id}
      name={id}
      label={label ?? t('field.password')}
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      autoComplete={autoComplete}
      required
      fullWidth
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{
        htmlInput: { maxLength: 128 },
        input: {
          endAdornment: (
            <PlainButton
              onClick={() => setShown((value) => !value)}
              aria-pressed={shown}
              aria-label={t('field.showPassword')}
              sx={{ ...iconLook, width: 44, height: 44, mr: -1.5 }}
            >
              {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
            </PlainButton>
          ),
        },
      }}
    />
  );
}
