/**
 * A button or link with ButtonBase's reset (no border, margin or padding, inherited colour, pointer, no tap
 * highlight) on the native element, without ButtonBase: ButtonBase brings its ripple (TouchRipple with
 * react-transition-group) and focus-visible polyfill, about 6 kB gzipped on every page, for an effect the shell and
 * the landing pages do not need. Focus is drawn by src/ui/global.css's `:focus-visible` ring; keyboard activation
 * is the native element's (Enter and Space on a button, Enter on a link). A disabled one carries `Mui-disabled`,
 * which the looks in ./button-look.ts style, as ButtonBase set it.
 *
 * The reset and the looks are static classes (./PlainButton.module.css, ./button-look.module.css): pass them in
 * `className`. `sx` still works, for callers off the landing pages, at the price of Emotion's work on each render,
 * inside MUI's providers (src/ui/mui/sx-box.tsx): this file imports no MUI.
 */
import { createElement, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { sxBox } from './mui/sx-box';
import styles from './PlainButton.module.css';

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
  const props = {
    ...(native ? { type: type ?? 'button', disabled } : { 'aria-disabled': disabled || undefined }),
    className: [styles.reset, className, disabled ? 'Mui-disabled' : null].filter(Boolean).join(' '),
    ...rest,
  };
  if (sx) return <SxButton component={component} sx={sx} {...props} />;
  const Element = component;
  return <Element {...props} />;
}

function SxButton(props: { component: ElementType; sx: SxProps<Theme> } & Record<string, unknown>) {
  // The same Box every render (registered once), so React keeps the element.
  return createElement(sxBox(), props);
}
