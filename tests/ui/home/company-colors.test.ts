/** A company's palette (and its custom properties) is made once per process for its colours, not on every render. */
import { describe, expect, it } from 'vitest';
import { companyColours } from '@/src/features/home/CompanyColors';
import { theme } from '@/src/ui/theme';

describe('companyColours', () => {
  it("puts the company's colours over the theme's, with their light and dark shades", () => {
    const { palette } = companyColours(theme.palette, '#2d6a4f', '#f4a261');
    expect(palette.primary.main).toBe('#2d6a4f');
    expect(palette.primary.dark).not.toBe(theme.palette.primary.dark);
    expect(palette.secondary.main).toBe('#f4a261');
    expect(palette.text).toBe(theme.palette.text);
    expect(theme.palette.primary.main).toBe('#0B1F44');
  });

  it("keeps the theme's own colour where the company has none", () => {
    const { palette } = companyColours(theme.palette, null, '#ffb703');
    expect(palette.primary).toBe(theme.palette.primary);
    expect(palette.secondary.main).toBe('#ffb703');
  });

  it("gives the static styles' custom properties the same colours", () => {
    const { palette, style } = companyColours(theme.palette, '#2d6a4f', '#f4a261');
    expect(style).toEqual({
      '--sf-primary': '#2d6a4f',
      '--sf-primary-rgb': '45 106 79',
      '--sf-primary-dark': palette.primary.dark,
      '--sf-primary-contrast': palette.primary.contrastText,
      '--sf-secondary': '#f4a261',
      '--sf-secondary-contrast': palette.secondary.contrastText,
    });
  });

  it('returns the same objects for the same colours, and others for other colours', () => {
    const first = companyColours(theme.palette, '#0b1f44', '#ffb703');
    const again = companyColours(theme.palette, '#0b1f44', '#ffb703');
    expect(again.palette).toBe(first.palette);
    expect(again.style).toBe(first.style);
    expect(companyColours(theme.palette, '#0b1f44', '#f4a261').palette).not.toBe(first.palette);
    expect(companyColours(theme.palette, '#0b1f44', null).palette).not.toBe(first.palette);
  });
});
