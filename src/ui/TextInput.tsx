/**
 * An outlined text box with its label above it and helper text below, wired as MUI's TextField wires them (label
 * `for`, helper in `aria-describedby`, required asterisk, error colour), on a native `<input>` drawn with
 * OutlinedInput's look. Not TextField: it imports Select, and with it Menu, Popover, Modal and List (about 17 kB
 * gzipped); not OutlinedInput either: with InputBase, TextareaAutosize and NotchedOutline it is about 5 kB more on
 * every page with a text box, for a box a few lines of `sx` draw. The box keeps OutlinedInput's class names
 * (`MuiInputBase-root MuiOutlinedInput-root`, `Mui-focused`, `Mui-error`, `Mui-disabled`) so callers' `sx` selectors
 * still apply. Focus: the box's border thickens to 2 px in the primary colour (as OutlinedInput's), and
 * src/ui/global.css's keyboard ring is drawn around the native input.
 */
import {
  useId,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { RADII } from './layout-constants';

/** Attributes passed to the native `<input>` as they are (`data-testid` included). */
export type NativeInputProps = InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };

export interface TextInputProps {
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  /** Kept for callers written for TextField: the label always sits above the box here. */
  shrinkLabel?: boolean;
  sx?: SxProps<Theme>;
  id?: string;
  name?: string;
  type?: string;
  value?: string | number;
  defaultValue?: string | number;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  readOnly?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  inputProps?: NativeInputProps;
  /** Drawn inside the box after the input (a show-password button, a unit). */
  endAdornment?: ReactNode;
  /** A native `<select>` of the `<option>` children instead of a text box (TextField's `select` with `native`). */
  select?: boolean;
  /** A `<textarea>` of `minRows` rows that grows with its text (`field-sizing`). */
  multiline?: boolean;
  minRows?: number;
  children?: ReactNode;
}

/** OutlinedInput's box: 1 px border at 23 % black, text-colour border on hover, 2 px primary border when focused. */
const boxLook = {
  display: 'flex',
  alignItems: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  width: '100%',
  cursor: 'text',
  color: 'text.primary',
  fontSize: '1rem',
  lineHeight: '1.4375em',
  borderRadius: `${RADII.sm}px`,
  // The border is an inset shadow, so thickening it on focus moves nothing.
  boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.23)',
  '&:hover': { boxShadow: (theme: Theme) => `inset 0 0 0 1px ${theme.palette.text.primary}` },
  '&.Mui-focused': { boxShadow: (theme: Theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
  '&.Mui-error, &.Mui-error:hover': { boxShadow: (theme: Theme) => `inset 0 0 0 1px ${theme.palette.error.main}` },
  '&.Mui-error.Mui-focused': { boxShadow: (theme: Theme) => `inset 0 0 0 2px ${theme.palette.error.main}` },
  '&.Mui-disabled': {
    color: 'text.disabled',
    cursor: 'default',
    '&:hover': { boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.26)' },
  },
} as const;

const inputLook = {
  font: 'inherit',
  letterSpacing: 'inherit',
  color: 'currentColor',
  boxSizing: 'content-box',
  height: '1.4375em',
  m: 0,
  border: 0,
  bgcolor: 'transparent',
  display: 'block',
  minWidth: 0,
  width: '100%',
  borderRadius: 'inherit',
  WebkitTapHighlightColor: 'transparent',
  '&::placeholder': { color: 'currentColor', opacity: 0.42 },
  '&:disabled': { opacity: 1, WebkitTextFillColor: 'rgba(0, 0, 0, 0.38)' },
} as const;

export function TextInput({
  label,
  helperText,
  error,
  required,
  disabled,
  fullWidth,
  size,
  shrinkLabel: _shrink,
  sx,
  id: givenId,
  inputProps,
  endAdornment,
  inputRef,
  onBlur,
  select,
  multiline,
  minRows = 1,
  children,
  ...native
}: TextInputProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const [focused, setFocused] = useState(false);
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const describedBy = [inputProps?.['aria-describedby'], helperId].filter(Boolean).join(' ') || undefined;
  const style = [
    {
      display: 'inline-flex',
      flexDirection: 'column',
      gap: 0.5,
      minWidth: 0,
      verticalAlign: 'top',
      ...(fullWidth ? { width: '100%' } : {}),
    },
    ...(Array.isArray(sx) ? sx : [sx]),
  ] as SxProps<Theme>;
  const boxClass = [
    'MuiInputBase-root',
    'MuiOutlinedInput-root',
    focused && 'Mui-focused',
    error && 'Mui-error',
    disabled && 'Mui-disabled',
  ]
    .filter(Boolean)
    .join(' ');
  const small = size === 'small';
  return (
    <Box sx={style}>
      <Box
        component="label"
        htmlFor={id}
        sx={{ typography: 'body2', fontWeight: 600, color: error ? 'error.main' : 'text.secondary' }}
      >
        {label}
        {required && (
          <Box component="span" aria-hidden="true">
            {' *'}
          </Box>
        )}
      </Box>
      <Box className={boxClass} sx={{ ...boxLook, pr: endAdornment ? 1.75 : 0 }}>
        <Box
          // For a select or a text area the change event's target is that element; callers read its `value` alike.
          component={select ? 'select' : multiline ? 'textarea' : 'input'}
          {...(multiline ? { rows: minRows } : {})}
          {...inputProps}
          {...native}
          ref={inputRef}
          id={id}
          required={required}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={Boolean(error)}
          onFocus={(event: FocusEvent<HTMLInputElement>) => {
            setFocused(true);
            inputProps?.onFocus?.(event);
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            setFocused(false);
            onBlur?.(event);
            inputProps?.onBlur?.(event);
          }}
          sx={{
            ...inputLook,
            p: small ? '8.5px 14px' : '16.5px 14px',
            ...(endAdornment ? { pr: 0 } : {}),
            ...(select
              ? { appearance: 'none', cursor: 'pointer', pr: '32px', height: 'auto', minHeight: '1.4375em' }
              : {}),
            ...(multiline
              ? { height: 'auto', resize: 'vertical', fieldSizing: 'content', minHeight: `${minRows * 1.4375}em` }
              : {}),
          }}
        >
          {select ? children : undefined}
        </Box>
        {select && (
          // NativeSelect's arrow, over the box's right end; clicks pass through to the select.
          <Box
            component="svg"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            sx={{
              position: 'absolute',
              right: 7,
              width: 24,
              height: 24,
              fill: 'currentColor',
              color: 'action.active',
              pointerEvents: 'none',
            }}
          >
            <path d="M7 10l5 5 5-5z" />
          </Box>
        )}
        {endAdornment && (
          <Box sx={{ display: 'flex', alignItems: 'center', ml: 1, whiteSpace: 'nowrap', color: 'action.active' }}>
            {endAdornment}
          </Box>
        )}
      </Box>
      {helperText && (
        <Box id={helperId} sx={{ typography: 'caption', mt: 0.5, color: error ? 'error.main' : 'text.secondary' }}>
          {helperText}
        </Box>
      )}
    </Box>
  );
}
