import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { SnackbarProvider } from 'notistack';
import { theme } from '@/src/ui/theme';
import { RouteProgress } from './RouteProgress';

/** Everything every page renders through: theme, baseline, toasts (bottom right, docs/business-rules.md "Screens and general behaviour") and the route progress bar. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouteProgress />
      <SnackbarProvider anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} maxSnack={3} autoHideDuration={5000}>
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}
