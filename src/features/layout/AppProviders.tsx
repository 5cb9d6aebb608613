import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/src/ui/theme';
import { RouteProgress } from './RouteProgress';
import { ToastHost } from './toast';

/** Everything every page renders through: theme (the baseline is static CSS in src/ui/global.css), toasts (bottom right, docs/business-rules.md "Screens and general behaviour"; loaded when first shown) and the route progress bar. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <RouteProgress />
      {children}
      {/* notistack loads with the first toast (./toast.tsx), not with every page. */}
      <ToastHost />
    </ThemeProvider>
  );
}
