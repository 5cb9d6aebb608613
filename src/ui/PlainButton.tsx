/**
 * A button or link with ButtonBase's reset (no border, margin or padding, inherited colour, pointer, no tap
 * highlight) on the native element, without ButtonBase: ButtonBase brings its ripple (TouchRipple with
 * react-transition-group) and focus-visible polyfill, about 6 kB gzipped on every page, for an effect the shell and
 * the landing pages do not need. Focus is drawn by src/ui/global.css's `:focus-visible` ring; keyboard activation
 * is the native element's (Enter and Space on a button, Enter on a link). A disabled one carries `Mui-disabled`,
 * which the looks in ./button-look.ts style, as ButtonBase set it.
 */
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export const buttonReset = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  borderRadius: 0,
  padding: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  textDecoration: 'none',
  color: 'inherit',
  '&::-moz-focus-inner': { borderStyle: 'none' },
  '&.Mui-disabled': { pointerEvents: 'none', cursor: 'default' },
} as const;

export interface PlainButtonProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** 'button' (the default), or a link component such as next/link's with `href`. */
  component?: ElementType;
  href?: string;
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

export function PlainButton({ component = 'button', type, disabled, className, sx, ...rest }: PlainButtonProps) {
  const native = component === 'button';
  const classes = [className, disabled ? 'Mui-disabled' : null].filter(Boolean).join(' ') || undefined;
  const style = [buttonReset, ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>;
  return (
    <Box
      component={component}
      {...(native ? { type: type ?? 'button', disabled } : { 'aria-disabled': disabled || undefined })}
      className={classes}
      sx={style}
      {...rest}
    />
  );
}
