/**
 * What MUI components need around them: the Emotion cache (the server's for this render, so `_document` collects
 * the styles into the head and the first view arrives styled; in the browser one cache that takes over those style
 * tags) and the theme, with the company's colours under CompanyColors. `_app` does not render these: pages drawn
 * with static CSS alone (the company home, a store, an item) load neither MUI's runtime nor Emotion. The pages
 * that use MUI get them from StoreLayout (src/features/layout/StoreLayout.tsx) or render them themselves, and a
 * part loaded on demand (src/ui/client-only.tsx) brings them with its code.
 */
import { useContext, type ComponentType, type ReactNode } from 'react';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../theme';
import { CompanyPaletteContext } from './company-palette-context';
import { companyTheme } from './company-theme';
import { EmotionCacheContext } from './emotion-cache-context';
import { provideSxBox } from './sx-box';

// Where MUI is loaded, PlainButton's and Pill's `sx` draw through its Box.
provideSxBox(Box);

export function MuiProviders({ children }: { children: ReactNode }) {
  const emotionCache = useContext(EmotionCacheContext);
  const colours = useContext(CompanyPaletteContext);
  return (
    <AppCacheProvider emotionCache={emotionCache}>
      <ThemeProvider theme={colours ? companyTheme(theme, colours.primary, colours.secondary) : theme}>
        {children}
      </ThemeProvider>
    </AppCacheProvider>
  );
}

/** A component drawn inside MuiProviders. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as clientOnly's
export function withMui<P extends Record<string, any>>(Component: ComponentType<P>): ComponentType<P> {
  function WithMui(props: P) {
    return (
      <MuiProviders>
        <Component {...props} />
      </MuiProviders>
    );
  }
  WithMui.displayName = `withMui(${Component.displayName ?? Component.name ?? 'Component'})`;
  return WithMui;
}
