import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { usePageQuery } from '@/src/client/page-data';
import { getContrastRatio } from '@mui/system/colorManipulator';
import { companyColourVariables } from '@/src/ui/company-colour-variables';
import { CompanyPaletteContext } from '@/src/ui/mui/company-palette-context';
import { companySettings } from '../layout/layout-company';
import { LayoutOperation } from '../layout/layout.generated';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The company's colours over the theme for the page's content (the top bar paints its own): its primary colour
 * for headings and main buttons when it reads on white (4.5:1, as text must), its secondary for accents. A colour
 * that is missing, malformed or too pale leaves the theme's own. Static styles read src/ui/global.css's custom
 * properties, which a function child puts on its root element with the style it is given; MUI components below
 * take the colours into their theme (src/ui/mui/MuiProviders.tsx), so this part loads no MUI itself.
 */
export function CompanyColors({
  company,
  children,
}: {
  company: string;
  children: ReactNode | ((style: CSSProperties | undefined) => ReactNode);
}) {
  const { data } = usePageQuery(LayoutOperation, { variables: { company } });
  const settings = companySettings(data?.company?.settings);
  const primary =
    settings.primaryColor && HEX.test(settings.primaryColor) && getContrastRatio(settings.primaryColor, '#fff') >= 4.5
      ? settings.primaryColor
      : null;
  const secondary = settings.secondaryColor && HEX.test(settings.secondaryColor) ? settings.secondaryColor : null;
  const palette = useMemo(() => ({ primary, secondary }), [primary, secondary]);
  if (!primary && !secondary) return <>{typeof children === 'function' ? children(undefined) : children}</>;
  const style = companyColourVariables(primary, secondary);
  return (
    <CompanyPaletteContext value={palette}>
      {typeof children === 'function' ? children(style) : children}
    </CompanyPaletteContext>
  );
}
