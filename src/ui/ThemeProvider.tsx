/**
 * The theme's provider without MUI's CSS-variables provider. `@mui/material/styles`' ThemeProvider picks, at run
 * time, between the plain provider and `CssVarsProvider` (colour-scheme script, storage and media listeners), so
 * both ship on every page (about 3 kB gzipped); this theme has no colour schemes or CSS variables, and for such a
 * theme MUI's own provider renders exactly this: the system's provider with the theme (or a function of the outer
 * one) and no theme id.
 */
import type { ReactNode } from 'react';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import type { Theme } from '@mui/material/styles';

export function ThemeProvider({ theme, children }: { theme: Theme | ((outer: Theme) => Theme); children: ReactNode }) {
  return <SystemThemeProvider theme={theme}>{children}</SystemThemeProvider>;
}
