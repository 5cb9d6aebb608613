/**
 * An outlined text box with its label above it and helper text below, wired as MUI's TextField wires them (label
 * `for`, helper in `aria-describedby`, required asterisk, error colour). Not TextField: it imports Select, and with
 * it Menu, Popover, Modal and List (about 17 kB gzipped), and its floating label needs FormControl, InputLabel,
 * FormLabel and FormHelperText (about 3 kB more); OutlinedInput alone draws the box.
 */
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'sx' | 'error' | 'required' | 'fullWidth' | 'size' | 'notched'> {
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  /** Kept for callers written for TextField: the label always sits above the box here. */
  shrinkLabel?: boolean;
  sx?: SxProps<Theme>;
}

export function TextInput({ label, helperText, error, required, fullWidth, size, shrinkLabel: _shrink, sx, id: givenId, inputProps, ...input }: TextInputProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const style = [{ display: 'inline-flex', flexDirection: 'column', gap: 0.5, minWidth: 0, verticalAlign: 'top', ...(fullWidth ? { width: '100%' } : {}) }, ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>;
  return (
    <Box sx={style}>
      <Box component="label" htmlFor={id} sx={{ typography: 'body2', fontWeight: 600, color: error ? 'error.main' : 'text.secondary' }}>
        {label}
        {required && <Box component="span" aria-hidden="true">{' *'}</Box>}
      </Box>
      <OutlinedInput
        id={id}
        error={error}
        required={required}
        fullWidth={fullWidth}
        size={size}
        inputProps={{ ...inputProps, 'aria-describedby': helperId, 'aria-invalid': error || undefined }}
        {...input}
      />
      {helperText && (
        <Box id={helperId} sx={{ typography: 'caption', mx: 1.75, color: error ? 'error.main' : 'text.secondary' }}>{helperText}</Box>
      )}
    </Box>
  );
}
