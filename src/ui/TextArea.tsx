/**
 * A multi-line text box drawn as ./TextInput.tsx draws its outlined box (label above, helper below in
 * `aria-describedby`, required asterisk), on a native `<textarea>` that grows with its text (`field-sizing`), for a
 * page that needs no other MUI input: OutlinedInput with InputBase and TextareaAutosize is about 7 kB gzipped.
 */
import { useId, type ChangeEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { RADII } from './layout-constants';

export interface TextAreaProps {
  label: ReactNode;
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  helperText?: ReactNode;
  placeholder?: string;
  required?: boolean;
  maxLength?: number;
  minRows?: number;
  'data-testid'?: string;
}

export function TextArea({
  label,
  value,
  onChange,
  helperText,
  placeholder,
  required,
  maxLength,
  minRows = 2,
  'data-testid': testId,
}: TextAreaProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, width: '100%' }}>
      <Box component="label" htmlFor={id} sx={{ typography: 'body2', fontWeight: 600, color: 'text.secondary' }}>
        {label}
        {required && (
          <Box component="span" aria-hidden="true">
            {' *'}
          </Box>
        )}
      </Box>
      <Box
        component="textarea"
        id={id}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        required={required}
        maxLength={maxLength}
        rows={minRows}
        aria-describedby={helperId}
        data-testid={testId}
        sx={{
          boxSizing: 'border-box',
          width: '100%',
          m: 0,
          p: '16.5px 14px',
          resize: 'vertical',
          fieldSizing: 'content',
          minHeight: `calc(${minRows} * 1.4375em + 33px)`,
          font: 'inherit',
          fontSize: '1rem',
          lineHeight: '1.4375em',
          letterSpacing: 'inherit',
          color: 'text.primary',
          bgcolor: 'transparent',
          border: '1px solid rgba(0, 0, 0, 0.23)',
          borderRadius: `${RADII.sm}px`,
          '&:hover': { borderColor: 'text.primary' },
          // OutlinedInput's focused look, a 2 px border in the primary colour (the padding gives back the extra pixel),
          // with global.css's keyboard ring around it.
          '&:focus': { borderWidth: 2, borderColor: 'primary.main', p: '15.5px 13px' },
          '&::placeholder': { color: 'currentColor', opacity: 0.42 },
        }}
      />
      {helperText && (
        <Box id={helperId} sx={{ typography: 'caption', mt: 0.5, color: 'text.secondary' }}>
          {helperText}
        </Box>
      )}
    </Box>
  );
}
