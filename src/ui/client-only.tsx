/**
 * A component whose code loads in the browser after the page, and draws nothing in the server's HTML: what
 * `next/dynamic(load, { ssr: false })` gives, on React's own `lazy` and `Suspense`. next/dynamic brings its loadable
 * runtime (about 1.5 kB gzipped) to every page that uses it; the shell's menus, drawer, banners and skeleton need
 * none of what it adds (preloading for server rendering). Until mounted (the server, and hydration) it renders
 * nothing (or `Fallback`, given the same props), so the first client render matches the server's HTML; then the
 * code is fetched once and drawn.
 */
import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';

/**
 * A part loaded on demand, inside MUI's providers (./mui/MuiProviders.tsx), whose code comes with it: the landing
 * pages render no MUI themselves, so their menus, dialogs and skeletons bring the theme and Emotion when they load.
 * On a page that already has the providers the inner ones give the same theme and cache.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as below
function withMuiProviders<P extends Record<string, any>>(load: () => Promise<ComponentType<P>>) {
  return () => Promise.all([load(), import('./mui/MuiProviders')]).then(([component, mui]) => mui.withMui(component));
}

export interface PartOptions {
  /**
   * `false` for a part that draws no MUI (static CSS only): it loads without MUI's providers, so a landing page that
   * shows it at once (the account button, the tag manager) does not fetch and run MUI's runtime while it starts.
   */
  mui?: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as next/dynamic's signature: P is inferred from `load`
export function clientOnly<P extends Record<string, any>>(
  load: () => Promise<ComponentType<P>>,
  Fallback?: ComponentType<P>,
  options: PartOptions = {},
): ComponentType<P> {
  const loadPart = options.mui === false ? load : withMuiProviders(load);
  const Lazy = lazy(async () => ({ default: await loadPart() }));
  function ClientOnly(props: P) {
    const [mounted, setMounted] = useState(false);
    // In a transition: the parts that appear after hydration render in slices that yield to the browser, not in
    // the long task that runs the page's effects.
    useEffect(() => startTransition(() => setMounted(true)), []);
    const fallback = Fallback ? <Fallback {...props} /> : null;
    if (!mounted) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return ClientOnly;
}
