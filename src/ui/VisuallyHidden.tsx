import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Text for screen readers only: out of sight but still in the accessibility tree, so a control can be named by
 * text instead of an `aria-label` that would not contain what it shows (WCAG 2.5.3, axe's
 * label-content-name-mismatch: a button showing "PT" named "Idioma: Português").
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        // Pixels, not sx's 1 (which means 100%: as wide as the parent, and wider than a phone's page).
        width: '1px',
        height: '1px',
        p: 0,
        m: '-1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </Box>
  );
}
