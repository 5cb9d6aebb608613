import type { ReactNode } from 'react';
import { usePageQuery } from '@/src/client/page-data';
import { ThemeProvider, getContrastRatio, type Theme } from '@mui/material/styles';
import { companySettings } from '../layout/layout-company';
import { LayoutOperation } from '../layout/layout.generated';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

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
    palette: {
      ...outer.palette,
      ...(primary ? { primary: outer.palette.augmentColor({ color: { main: primary } }) } : {}),
      ...(secondary ? { secondary: outer.palette.augmentColor({ color: { main: secondary } }) } : {}),
    },
  });
  return <ThemeProvider theme={withColours}>{children}</ThemeProvider>;
}
