import type { ReactNode } from 'react';
import { RouteProgress } from './RouteProgress';
import { ToastHost } from './toast';

/** Everything every page renders through: toasts (bottom right, docs/business-rules.md "Screens and general behaviour"; loaded when first shown) and the route progress bar. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <RouteProgress />
      {children}
      {/* notistack loads with the first toast (./toast.tsx), not with every page. */}
      <ToastHost />
    </>
  );
}
