import type { CSSProperties, ReactNode } from 'react';
import { usePageQuery } from '@/src/client/page-data';
import { ThemeProvider, decomposeColor, getContrastRatio, useTheme, type Theme } from '@mui/material/styles';
import { companySettings } from '../layout/layout-company';
import { LayoutOperation } from '../layout/layout.generated';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

type Palette = Theme['palette'];

interface Coloured {
  palette: Palette;
  /** The same colours as src/ui/global.css's custom properties, for the static styles under them. */
  style: CSSProperties;
}

// The coloured palettes, made once per process for each base palette and pair of colours (one pair per company):
// MUI's ThemeProvider copies the theme on every render, but its palette object is the same one each time.
const coloured = new WeakMap<Palette, Map<string, Coloured>>();

function colourVariables(palette: Palette): CSSProperties {
  const [r, g, b] = decomposeColor(palette.primary.main).values;
  return {
    '--sf-primary': palette.primary.main,
    '--sf-primary-rgb': `${r} ${g} ${b}`,
    '--sf-primary-dark': palette.primary.dark,
    '--sf-primary-contrast': palette.primary.contrastText,
    '--sf-secondary': palette.secondary.main,
    '--sf-secondary-contrast': palette.secondary.contrastText,
  } as CSSProperties;
}

/** The base palette with the company's primary and secondary (null: the base's own), the same objects every time. */
export function companyColours(base: Palette, primary: string | null, secondary: string | null): Coloured {
  let byColours = coloured.get(base);
  if (!byColours) coloured.set(base, (byColours = new Map()));
  const key = `${primary ?? ''}|${secondary ?? ''}`;
  let found = byColours.get(key);
  if (!found) {
    const palette = {
      ...base,
      ...(primary ? { primary: base.augmentColor({ color: { main: primary } }) } : {}),
      ...(secondary ? { secondary: base.augmentColor({ color: { main: secondary } }) } : {}),
    };
    found = { palette, style: colourVariables(palette) };
    byColours.set(key, found);
  }
  return found;
}

/**
 * The company's colours over the theme for the page's content (the top bar paints its own): its primary colour
 * for headings and main buttons when it reads on white (4.5:1, as text must), its secondary for accents. A colour
 * that is missing, malformed or too pale leaves the theme's own. MUI components below read them from the theme;
 * static styles read src/ui/global.css's custom properties, which a function child puts on its root element with
 * the style it is given.
 */
export function CompanyColors({
  company,
  children,
}: {
  company: string;
  children: ReactNode | ((style: CSSProperties | undefined) => ReactNode);
}) {
  const { data } = usePageQuery(LayoutOperation, { variables: { company } });
  const outer = useTheme();
  const settings = companySettings(data?.company?.settings);
  const primary =
    settings.primaryColor && HEX.test(settings.primaryColor) && getContrastRatio(settings.primaryColor, '#fff') >= 4.5
      ? settings.primaryColor
      : null;
  const secondary = settings.secondaryColor && HEX.test(settings.secondaryColor) ? settings.secondaryColor : null;
  if (!primary && !secondary) return <>{typeof children === 'function' ? children(undefined) : children}</>;
  const withColours = (outer: Theme): Theme => ({
    ...outer,
    palette: companyColours(outer.palette, primary, secondary).palette,
  });
  const { style } = companyColours(outer.palette, primary, secondary);
  return (
    <ThemeProvider theme={withColours}>{typeof children === 'function' ? children(style) : children}</ThemeProvider>
  );
}
