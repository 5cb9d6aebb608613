/**
 * A chip's look (MUI's Chip: 32 px pill, 24 px small; filled grey or primary; outlined) without Chip's module,
 * which would add about 3 kB gzipped to every page that shows an opening label or category filters. A pill with
 * `href` or `onClick` is a PlainButton (a link or a real button); otherwise a span. The look is static
 * (./Pill.module.css); a caller's `className`, or `sx` (inside MUI's providers, src/ui/mui/sx-box.tsx), adds to it
 * and wins.
 */
import { createElement, type ElementType, type MouseEventHandler, type ReactNode } from 'react';
import { PlainButton } from '@/src/ui/PlainButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { sxBox } from './mui/sx-box';
import styles from './Pill.module.css';

export interface PillProps {
  label: ReactNode;
  size?: 'small' | 'medium';
  variant?: 'filled' | 'outlined';
  color?: 'default' | 'primary';
  component?: ElementType;
  href?: string;
  onClick?: MouseEventHandler<HTMLElement>;
  className?: string;
  sx?: SxProps<Theme>;
  [attribute: `aria-${string}` | `data-${string}`]: string | boolean | undefined;
}

export function Pill({
  label,
  size = 'medium',
  variant = 'filled',
  color = 'default',
  component,
  href,
  onClick,
  className,
  sx,
  ...attributes
}: PillProps) {
  const clickable = !!(href || onClick);
  const classes = [
    styles.pill,
    size === 'small' && styles.small,
    styles[variant],
    color === 'primary' && styles.primary,
    clickable && styles.clickable,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  if (clickable) {
    return (
      <PlainButton
        component={component ?? (href ? 'a' : 'button')}
        href={href}
        onClick={onClick}
        className={classes}
        sx={sx}
        {...attributes}
      >
        {label}
      </PlainButton>
    );
  }
  if (sx)
    return (
      <SxSpan className={classes} sx={sx} {...attributes}>
        {label}
      </SxSpan>
    );
  return (
    <span className={classes} {...attributes}>
      {label}
    </span>
  );
}

function SxSpan(props: { className: string; sx: SxProps<Theme>; children: ReactNode } & Record<string, unknown>) {
  // The same Box every render (registered once), so React keeps the element.
  return createElement(sxBox(), { component: 'span', ...props });
}
