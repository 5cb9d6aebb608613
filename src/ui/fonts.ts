/**
 * The storefront's two typefaces (Fontsource's files, served from the build) through next/font, shown only if
 * they are there at first paint (`display: optional`): with `swap`, the semibold fallback was wider, so on a phone
 * the store's header lost a line when Public Sans arrived and everything below jumped (layout shift 0.12 on the
 * store page; a metric-adjusted fallback matches the regular weight only). On a slow airport Wi-Fi the page stays
 * put in Arial and the faces come from the cache next time. The body face (two files, 29 kB) is preloaded so a
 * normal connection has it in time; the heading face (Barlow, 68 kB) is not, to leave the bandwidth to the page.
 * The pages read them as CSS variables (--font-body, --font-heading: pages/_app.tsx, src/ui/theme.ts, global.css).
 */
import localFont from 'next/font/local';

export const bodyFont = localFont({
  src: [
    { path: '../../node_modules/@fontsource/public-sans/files/public-sans-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/public-sans/files/public-sans-latin-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  display: 'optional',
  preload: true,
  fallback: ['Helvetica Neue', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
});

export const headingFont = localFont({
  src: [
    { path: '../../node_modules/@fontsource/barlow/files/barlow-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/barlow/files/barlow-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../../node_modules/@fontsource/barlow/files/barlow-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'optional',
  preload: false,
  fallback: ['Helvetica Neue', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
});

/** The rule that names them for the whole document, portals (menus, dialogs) included. */
export const FONT_VARIABLES = `:root{--font-body:${bodyFont.style.fontFamily};--font-heading:${headingFont.style.fontFamily}}`;
