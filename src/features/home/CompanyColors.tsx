import type { ReactNode } from 'react';
import { usePageQuery } from '@/src/client/page-data';
import { ThemeProvider, getContrastRatio, type Theme } from '@mui/material/styles';
import { companySettings } from '../layout/layout-company';
import { LayoutOperation } from '../layout/layout.generated';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

type Palette = Theme['palette'];

// The coloured palettes, made once per process for each base palette and pair of colours (one pair per company):
// MUI's ThemeProvider copies the theme on every render, but its palette object is the same one each time.
const palettes = new WeakMap<Palette, Map<string, Palette>>();

/** The base palette with the company's primary and secondary (null: the base's own), the same object every time. */
export function companyPalette(base: Palette, primary: string | null, secondary: string | null): Palette {
  let byColours = palettes.get(base);
  if (!byColours) palettes.set(base, (byColours = new Map()));
  const key = `${primary ?? ''}|${secondary ?? ''}`;
  let palette = byColours.get(key);
  if (!palette) {
    palette = {
      ...base,
      ...(primary ? { primary: base.augmentColor({ color: { main: primary } }) } : {}),
      ...(secondary ? { secondary: base.augmentColor({ color: { main: secondary } }) } : {}),
    };
    byColours.set(key, palette);
  }
  return palette;
}

/**
 * The company's colours over the theme for the page's content (the top bar paints its own): its primary colour
 * for headings and main buttons when it reads on white (4.5:1, as text must), its secondary for accents. A colour
 * that is missing, malformed or too pale leaves the theme's own.
 */
export function CompanyColors({ company, children }: { company: string; children: ReactNode }) {
  const { data } = usePageQuery(LayoutOperation, { variables: { company } });
  const settings = companySettings(data?.company?.settings);
  const primary =
    settings.primaryColor && HEX.test(settings.primaryColor) && getContrastRatio(settings.primaryColor, '#fff') >= 4.5
      ? settings.primaryColor
      : null;
  const secondary = settings.secondaryColor && HEX.test(settings.secondaryColor) ? settings.secondaryColor : null;
  if (!primary && !secondary) return <>{children}</>;
  const withColours = (outer: Theme): Theme => ({
    ...outer,
    palette: companyPalette(outer.palette, primary, secondary),
  });
  return <ThemeProvider theme={withColours}>{children}</ThemeProvider>;
}
