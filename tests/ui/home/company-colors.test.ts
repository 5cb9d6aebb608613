/** A company's palette is made once per process for its colours, not on every request's render. */
import { describe, expect, it } from 'vitest';
import { companyPalette } from '@/src/features/home/CompanyColors';
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

  it('returns the same palette object for the same colours, and another for other colours', () => {
    const first = companyPalette(theme.palette, '#0b1f44', '#ffb703');
    expect(companyPalette(theme.palette, '#0b1f44', '#ffb703')).toBe(first);
    expect(companyPalette(theme.palette, '#0b1f44', '#f4a261')).not.toBe(first);
    expect(companyPalette(theme.palette, '#0b1f44', null)).not.toBe(first);
  });
});
