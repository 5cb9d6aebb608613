/**
 * MUI's Grid API for the forms' use of it (`container` with `spacing`, items with `size` as a number or per
 * breakpoint out of 12 columns) on a CSS grid: Grid brings its own generator of breakpoint styles (about 1.5 kB
 * gzipped) for what `grid-template-columns` does. A screen swaps only its import
 * (`import { LightGrid as Grid } from '@/src/ui/LightGrid'`).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type Size = number | Partial<Record<Breakpoint, number>>;

export interface LightGridProps {
  container?: boolean;
  spacing?: number;
  size?: Size;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

function span(size: Size | undefined) {
  if (size === undefined) return { gridColumn: 'span 12' };
  if (typeof size === 'number') return { gridColumn: `span ${size}` };
  return { gridColumn: Object.fromEntries(Object.entries(size).map(([bp, n]) => [bp, `span ${n}`])) };
}

export function LightGrid({ container, spacing = 0, size, sx, children }: LightGridProps) {
  const own = container
    ? {
        display: 'grid',
        gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
        gap: spacing,
        ...(size !== undefined ? span(size) : {}),
      }
    : { minWidth: 0, ...span(size) };
  return <Box sx={[own, ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>}>{children}</Box>;
}
