/**
 * A company's own colours for MUI components below (set by src/features/home/CompanyColors.tsx, read by
 * ./MuiProviders.tsx), as plain strings: the static page under CompanyColors gets them as CSS custom properties and
 * loads no MUI; a MUI part below (the shop's cards, the flight form) puts them into its theme when it loads.
 */
import { createContext } from 'react';

export interface CompanyPalette {
  primary: string | null;
  secondary: string | null;
}

export const CompanyPaletteContext = createContext<CompanyPalette | null>(null);
