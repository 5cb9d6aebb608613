/**
 * An outlined text field with its label and helper text wired as MUI's TextField wires them (label `for`, helper
 * in `aria-describedby`, required asterisk, error colour). Not TextField itself: it imports Select, and with it
 * Menu, Popover, Modal and List (about 17 kB gzipped) on every page with a text box, none of which uses a select.
 */
import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'sx' | 'error' | 'required' | 'fullWidth' | 'size' | 'notched'> {
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  /** Keeps the label above the box even when empty (date and time inputs show their own placeholder). */
  shrinkLabel?: boolean;
  sx?: SxProps<Theme>;
}

export function TextInput({ label, helperText, error, required, fullWidth, size, shrinkLabel, sx, id: givenId, ...input }: TextInputProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} required={required} fullWidth={fullWidth} size={size} sx={sx}>
      <InputLabel htmlFor={id} shrink={shrinkLabel}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        aria-describedby={helperId}
        {...(shrinkLabel ? { notched: true } : {})}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
