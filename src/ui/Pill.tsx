/**
 * A chip's look (MUI's Chip: 32 px pill, 24 px small; filled grey or primary; outlined) without Chip's module,
 * which would add about 3 kB gzipped to every page that shows an opening label or category filters. A pill with
 * `href` or `onClick` is a PlainButton (a link or a real button); otherwise a span.
 */
import type { ElementType, MouseEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PlainButton } from '@/src/ui/PlainButton';
import type { SxProps, Theme } from '@mui/material/styles';

export interface PillProps {
  label: ReactNode;
  size?: 'small' | 'medium';
  variant?: 'filled' | 'outlined';
  color?: 'default' | 'primary';
  component?: ElementType;
  href?: string;
  onClick?: MouseEventHandler<HTMLElement>;
  sx?: SxProps<Theme>;
  [attribute: `aria-${string}` | `data-${string}`]: string | boolean | undefined;
}

function look(
  size: 'small' | 'medium',
  variant: 'filled' | 'outlined',
  color: 'default' | 'primary',
  clickable: boolean,
) {
  const primary = color === 'primary';
  const filledBg = primary ? 'primary.main' : 'rgba(0, 0, 0, 0.08)';
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    maxWidth: '100%',
    height: size === 'small' ? 24 : 32,
    px: size === 'small' ? 1 : 1.5,
    borderRadius: 999,
    fontFamily: 'inherit',
    fontSize: '0.8125rem',
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    textDecoration: 'none',
    verticalAlign: 'middle',
    transition: 'background-color 150ms',
    ...(variant === 'filled'
      ? { bgcolor: filledBg, color: primary ? 'primary.contrastText' : 'text.primary', border: '1px solid transparent' }
      : {
          bgcolor: 'transparent',
          color: primary ? 'primary.main' : 'text.primary',
          border: '1px solid',
          borderColor: primary ? 'primary.main' : '#bdbdbd',
        }),
    ...(clickable
      ? {
          cursor: 'pointer',
          '&:hover': {
            bgcolor: variant === 'filled' ? (primary ? 'primary.dark' : 'rgba(0, 0, 0, 0.12)') : 'action.hover',
          },
        }
      : {}),
  } as const;
}

export function Pill({
  label,
  size = 'medium',
  variant = 'filled',
  color = 'default',
  component,
  href,
  onClick,
  sx,
  ...attributes
}: PillProps) {
  const clickable = !!(href || onClick);
  const style = [look(size, variant, color, clickable), ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>;
  if (clickable) {
    return (
      <PlainButton
        component={component ?? (href ? 'a' : 'button')}
        href={href}
        onClick={onClick}
        sx={style}
        {...attributes}
      >
        {label}
      </PlainButton>
    );
  }
  return (
    <Box component="span" sx={style} {...attributes}>
      {label}
    </Box>
  );
}
