/**
 * MUI Button's contained and outlined looks (theme colours, 10 px corners, button typography, hover and disabled
 * states) for PlainButton (or ButtonBase). Button's own module brings CircularProgress for its `loading` state: on pages that need
 * no spinner, these looks keep the button and drop about 4 kB gzipped.
 *
 * The landing pages use their static twins (./button-look.module.css, checked against these objects by
 * tests/ui/static-looks.test.tsx); these stay for callers that adjust a look through sx.
 */
import { alpha, type Theme } from '@mui/material/styles';
import { RADII } from './layout-constants';

/** What every button look shares: button typography, MUI's minimum width and our corner. */
export const buttonShape = {
  typography: 'button',
  minWidth: 64,
  borderRadius: `${RADII.md}px`,
} as const;

const base = {
  ...buttonShape,
  px: 2,
  py: 0.75,
  transition: 'background-color 250ms, box-shadow 250ms, border-color 250ms',
  '&.Mui-disabled': { color: 'action.disabled' },
} as const;

export function containedLook(color: 'primary' | 'secondary' = 'primary') {
  return {
    ...base,
    bgcolor: `${color}.main`,
    color: `${color}.contrastText`,
    boxShadow: 2,
    '&:hover': { bgcolor: `${color}.dark`, boxShadow: 4 },
    '&.Mui-disabled': { color: 'action.disabled', bgcolor: 'action.disabledBackground', boxShadow: 'none' },
  } as const;
}

export const outlinedLook = {
  ...base,
  px: 1.875,
  py: 0.625,
  color: 'primary.main',
  border: '1px solid',
  // As Button: the primary colour (a company's own, under CompanyColors) at half strength, and a faint hover.
  borderColor: (theme: Theme) => alpha(theme.palette.primary.main, 0.5),
  '&:hover': { borderColor: 'primary.main', bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.04) },
  '&.Mui-disabled': { color: 'action.disabled', borderColor: 'action.disabledBackground' },
} as const;

/** Button's large size (8 × 22 px padding, 15 px text), over `containedLook`. */
export const largeSize = { px: '22px', py: 1, fontSize: '0.9375rem' } as const;

/** MUI's IconButton (round, 8 px padding, the action colours), for a plain button: IconButton's module brings CircularProgress. */
export const iconLook = {
  p: 1,
  borderRadius: '50%',
  fontSize: '1.5rem',
  color: 'action.active',
  transition: 'background-color 150ms',
  '&:hover': { bgcolor: 'action.hover' },
  '&.Mui-disabled': { color: 'action.disabled' },
} as const;

/** Button's text variant in the inherited colour (a toast's action). */
export const textLook = {
  ...buttonShape,
  px: 1,
  py: 0.75,
  color: 'inherit',
  transition: 'background-color 250ms',
  '&:hover': { bgcolor: 'action.hover' },
} as const;
