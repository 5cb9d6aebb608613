/**
 * MUI Button's contained and outlined looks (theme colours, 10 px corners, button typography, hover and disabled
 * states) for ButtonBase. Button's own module brings CircularProgress for its `loading` state: on pages that need
 * no spinner, these looks keep the button and drop about 4 kB gzipped.
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
