import type { Theme } from '@mui/material/styles';

type Palette = Theme['palette'];

// The coloured palettes, made once per process for each base palette and pair of colours (one pair per company):
// MUI's ThemeProvider copies the theme on every render, but its palette object is the same one each time.
const coloured = new WeakMap<Palette, Map<string, Palette>>();

/** The base palette with the company's primary and secondary (null: the base's own), the same object every time. */
export function companyPalette(base: Palette, primary: string | null, secondary: string | null): Palette {
  let byColours = coloured.get(base);
  if (!byColours) coloured.set(base, (byColours = new Map()));
  const key = `${primary ?? ''}|${secondary ?? ''}`;
  let found = byColours.get(key);
  if (!found) {
    found = {
      ...base,
      ...(primary ? { primary: base.augmentColor({ color: { main: primary } }) } : {}),
      ...(secondary ? { secondary: base.augmentColor({ color: { main: secondary } }) } : {}),
    };
    byColours.set(key, found);
  }
  return found;
}

/** The theme with the company's colours, for MUI components under CompanyColors. */
export function companyTheme(outer: Theme, primary: string | null, secondary: string | null): Theme {
  return { ...outer, palette: companyPalette(outer.palette, primary, secondary) };
}
