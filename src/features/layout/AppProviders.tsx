import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { theme } from '@/src/ui/theme';
import { RouteProgress } from './RouteProgress';
import { ToastHost } from './toast';

/** Everything every page renders through: theme, baseline, toasts (bottom right, docs/business-rules.md "Screens and general behaviour"; loaded when first shown) and the route progress bar. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouteProgress />
      {children}
      {/* notistack loads with the first toast (./toast.tsx), not with every page. */}
      <ToastHost />
    </ThemeProvider>
  );
}
