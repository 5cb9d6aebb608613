/**
 * MUI's TextField API for what the account screens use of it (`label`, `helperText`, `error`, `required`,
 * `fullWidth`, `size`, native attributes, `slotProps.htmlInput` and `slotProps.input.endAdornment`) on ./TextInput.tsx.
 * TextField imports Select, and with it Menu, Popover, Modal, List and FocusTrap (about 17 kB gzipped, plus
 * OutlinedInput's 5 kB). A screen swaps only its import (`import { LightTextField as TextField } from …`); the label
 * sits above the box instead of floating in it, with the same name, `for`, required asterisk and helper wiring.
 * `select` is always a native `<select>` (TextField's `slotProps.select.native`); `multiline` a growing `<textarea>`.
 */
import type { ReactNode } from 'react';
import { TextInput, type NativeInputProps, type TextInputProps } from './TextInput';

export interface LightTextFieldProps extends Omit<TextInputProps, 'inputProps' | 'endAdornment' | 'label'> {
  label: ReactNode;
  variant?: 'outlined';
  slotProps?: {
    htmlInput?: NativeInputProps;
    input?: { endAdornment?: ReactNode };
    /** Accepted for TextField's callers: a select here is always native. */
    select?: { native?: boolean };
    /** Accepted for TextField's callers: the label here always sits above the box. */
    inputLabel?: { shrink?: boolean };
  };
}

export function LightTextField({ slotProps, variant: _outlined, ...props }: LightTextFieldProps) {
  return <TextInput {...props} inputProps={slotProps?.htmlInput} endAdornment={slotProps?.input?.endAdornment} />;
}
