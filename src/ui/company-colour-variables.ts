/**
 * A company's colours as src/ui/global.css's custom properties, for the static styles under CompanyColors, without
 * MUI's theme: the same values MUI's `palette.augmentColor` gives (the dark shade 30% darker, the contrast text white
 * from a 3:1 ratio, else MUI's near-black), which tests/ui/home/company-colors.test.ts checks against it. A colour
 * the company has not set is left out: the page keeps `:root`'s, which is the theme's own.
 */
import type { CSSProperties } from 'react';
import { darken, decomposeColor, getContrastRatio } from '@mui/system/colorManipulator';

/** MUI's palette defaults: `tonalOffset` 0.2 (dark shades use 1.5 times it) and `contrastThreshold` 3. */
const DARKEN = 0.3;
const CONTRAST_THRESHOLD = 3;
const LIGHT_TEXT = '#fff';
const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';

const contrastText = (colour: string) =>
  getContrastRatio(colour, LIGHT_TEXT) >= CONTRAST_THRESHOLD ? LIGHT_TEXT : DARK_TEXT;

const made = new Map<string, CSSProperties>();

/** The custom properties for a company's primary and secondary colours (null: not set), the same object every time. */
export function companyColourVariables(primary: string | null, secondary: string | null): CSSProperties {
  const key = `${primary ?? ''}|${secondary ?? ''}`;
  let style = made.get(key);
  if (!style) {
    const variables: Record<string, string> = {};
    if (primary) {
      const [r, g, b] = decomposeColor(primary).values;
      variables['--sf-primary'] = primary;
      variables['--sf-primary-rgb'] = `${r} ${g} ${b}`;
      variables['--sf-primary-dark'] = darken(primary, DARKEN);
      variables['--sf-primary-contrast'] = contrastText(primary);
    }
    if (secondary) {
      variables['--sf-secondary'] = secondary;
      variables['--sf-secondary-contrast'] = contrastText(secondary);
    }
    style = variables as CSSProperties;
    made.set(key, style);
  }
  return style;
}
