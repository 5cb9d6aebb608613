/**
 * A radio button or checkbox drawn as MUI's Radio and Checkbox draw them (24 px Material glyph in a 44 px round
 * target; text.secondary, primary when checked, action.disabled when disabled) on the native input, without their
 * modules (SwitchBase, ButtonBase with its ripple, SvgIcon: about 9 kB gzipped on the item page). The input itself
 * covers the target, transparent but not invisible, so it takes the clicks and src/ui/global.css draws its keyboard
 * focus ring; the glyph underneath only shows the state.
 */
import type { ChangeEvent } from 'react';
import styles from './ChoiceControl.module.css';

const GLYPHS = {
  checkbox: {
    off: <path d="M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z" />,
    on: (
      <path d="M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z" />
    ),
  },
  radio: {
    off: (
      <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />
    ),
    on: (
      <>
        <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />
        <circle cx="12" cy="12" r="5" />
      </>
    ),
  },
} as const;

export interface ChoiceControlProps {
  type: 'radio' | 'checkbox';
  id: string;
  name?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The ids of the texts that describe the choice (a hint, an error), for `aria-describedby`. */
  describedBy?: string;
  invalid?: boolean;
}

export function ChoiceControl({
  type,
  id,
  name,
  checked,
  disabled = false,
  onChange,
  describedBy,
  invalid,
}: ChoiceControlProps) {
  const state = disabled ? styles.disabled : checked ? styles.checked : null;
  return (
    <span className={state ? `${styles.control} ${state}` : styles.control}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.glyph}>
        {GLYPHS[type][checked ? 'on' : 'off']}
      </svg>
      <input
        type={type}
        id={id}
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className={styles.input}
      />
    </span>
  );
}
