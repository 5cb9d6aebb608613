import { createTheme, responsiveFontSizes } from '@mui/material/styles';
import { contrastText } from './contrast-text';
import { BREAKPOINTS, DESKTOP_WIDTH, HTML_FONT_SIZE, MOBILE_WIDTH, RADII, TOP_BAR_HEIGHT } from './layout-constants';

export const HEADING_FONT = '"Barlow", "Helvetica Neue", Arial, sans-serif';
export const BODY_FONT = '"Public Sans", "Helvetica Neue", Arial, sans-serif';

const NAVY = '#0B1F44';
const ACCENT = '#F2A900';

declare module '@mui/material/styles' {
  interface Theme {
    layout: { topBarHeight: number; mobileWidth: number; desktopWidth: number; radii: typeof RADII };
  }
  interface ThemeOptions {
    layout?: { topBarHeight: number; mobileWidth: number; desktopWidth: number; radii: typeof RADII };
  }
}

const headings = Object.fromEntries(
  (['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((h) => [h, { fontFamily: HEADING_FONT, fontWeight: 700 }]),
);

/** The light palette is the one in use (docs/business-rules.md "Look and layout constants"); primary is dark navy. */
const base = createTheme({
  breakpoints: { values: BREAKPOINTS },
  palette: {
    mode: 'light',
    primary: { main: NAVY, contrastText: contrastText(NAVY) },
    secondary: { main: ACCENT, contrastText: contrastText(ACCENT) },
    // MUI's warning.dark (#E65100) reads at 3.5:1 on light grey; what is missing on an item is said in this colour,
    // so it is darkened to 5:1 or more on white and grey (WCAG 1.4.3). main and light stay MUI's.
    warning: { main: '#ED6C02', light: '#FF9800', dark: '#B54400', contrastText: '#FFFFFF' },
    background: { default: '#F7F8FA', paper: '#FFFFFF' },
    text: { primary: '#1C252E', secondary: '#5A6472' },
  },
  shape: { borderRadius: RADII.sm },
  typography: {
    htmlFontSize: HTML_FONT_SIZE,
    fontSize: 14,
    fontFamily: BODY_FONT,
    ...headings,
    button: { fontFamily: HEADING_FONT, fontWeight: 600, textTransform: 'none' },
  },
  layout: { topBarHeight: TOP_BAR_HEIGHT, mobileWidth: MOBILE_WIDTH, desktopWidth: DESKTOP_WIDTH, radii: RADII },
  components: {
    MuiButton: { styleOverrides: { root: { borderRadius: RADII.md } } },
    MuiCard: { styleOverrides: { root: { borderRadius: RADII.lg } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: RADII.xl } } },
  },
});

export const theme = responsiveFontSizes(base, { breakpoints: ['sm', 'md', 'lg'] });
