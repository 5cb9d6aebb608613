/**
 * A company's palette (for MUI parts) and its custom properties (for static styles) are made once per process for its
 * colours, not on every render, and the custom properties, computed without MUI's theme, equal the palette's colours.
 */
import { describe, expect, it } from 'vitest';
import { companyPalette } from '@/src/ui/mui/company-theme';
import { companyColourVariables } from '@/src/ui/company-colour-variables';
import { theme } from '@/src/ui/theme';

describe('companyPalette', () => {
  it("puts the company's colours over the theme's, with their light and dark shades", () => {
    const palette = companyPalette(theme.palette, '#2d6a4f', '#f4a261');
    expect(palette.primary.main).toBe('#2d6a4f');
    expect(palette.primary.dark).not.toBe(theme.palette.primary.dark);
    expect(palette.secondary.main).toBe('#f4a261');
    expect(palette.text).toBe(theme.palette.text);
    expect(theme.palette.primary.main).toBe('#0B1F44');
  });

  it("keeps the theme's own colour where the company has none", () => {
    const palette = companyPalette(theme.palette, null, '#ffb703');
    expect(palette.primary).toBe(theme.palette.primary);
    expect(palette.secondary.main).toBe('#ffb703');
  });

  it('returns the same object for the same colours, and others for other colours', () => {
    const first = companyPalette(theme.palette, '#0b1f44', '#ffb703');
    expect(companyPalette(theme.palette, '#0b1f44', '#ffb703')).toBe(first);
    expect(companyPalette(theme.palette, '#0b1f44', '#f4a261')).not.toBe(first);
    expect(companyPalette(theme.palette, '#0b1f44', null)).not.toBe(first);
  });
});

describe('companyColourVariables', () => {
  // Dark, mid and pale colours: the contrast text flips between white and MUI's near-black among them.
  const pairs: [string, string][] = [
    ['#2d6a4f', '#f4a261'],
    ['#0b1f44', '#ffb703'],
    ['#7b2cbf', '#00b4d8'],
    ['#c1121f', '#e9ecef'],
    ['#333', '#abc'],
  ];

  it.each(pairs)("gives the static styles the MUI palette's colours for %s and %s", (primary, secondary) => {
    const palette = companyPalette(theme.palette, primary, secondary);
    const [r, g, b] = [1, 3, 5].map((i) =>
      parseInt(primary.length === 4 ? primary[(i + 1) / 2].repeat(2) : primary.slice(i, i + 2), 16),
    );
    expect(companyColourVariables(primary, secondary)).toEqual({
      '--sf-primary': palette.primary.main,
      '--sf-primary-rgb': `${r} ${g} ${b}`,
      '--sf-primary-dark': palette.primary.dark,
      '--sf-primary-contrast': palette.primary.contrastText,
      '--sf-secondary': palette.secondary.main,
      '--sf-secondary-contrast': palette.secondary.contrastText,
    });
  });

  it("leaves out a colour the company has not set (the page keeps :root's, the theme's own)", () => {
    expect(companyColourVariables(null, '#ffb703')).toEqual({
      '--sf-secondary': '#ffb703',
      '--sf-secondary-contrast': companyPalette(theme.palette, null, '#ffb703').secondary.contrastText,
    });
    expect(Object.keys(companyColourVariables('#2d6a4f', null))).toEqual([
      '--sf-primary',
      '--sf-primary-rgb',
      '--sf-primary-dark',
      '--sf-primary-contrast',
    ]);
  });

  it('returns the same object for the same colours', () => {
    expect(companyColourVariables('#0b1f44', '#ffb703')).toBe(companyColourVariables('#0b1f44', '#ffb703'));
  });
});
