/**
 * A component whose code loads in the browser after the page, and draws nothing in the server's HTML: what
 * `next/dynamic(load, { ssr: false })` gives, on React's own `lazy` and `Suspense`. next/dynamic brings its loadable
 * runtime (about 1.5 kB gzipped) to every page that uses it; the shell's menus, drawer, banners and skeleton need
 * none of what it adds (preloading for server rendering). Until mounted (the server, and hydration) it renders
 * nothing (or `Fallback`, given the same props), so the first client render matches the server's HTML; then the
 * code is fetched once and drawn.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as next/dynamic's signature: P is inferred from `load`
export function clientOnly<P extends Record<string, any>>(load: () => Promise<ComponentType<P>>, Fallback?: ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function ClientOnly(props: P) {
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(true), []);
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

/**
 * A component whose code is a chunk of its own, still drawn in the server's HTML: what `next/dynamic(load)` gives
 * in the pages router, on `lazy` and `Suspense`. The server waits for every boundary before it sends the page; in
 * the browser, hydration leaves the server's HTML of this part in place until its code has arrived.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as clientOnly
export function lazyRendered<P extends Record<string, any>>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyRendered(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyRendered;
}
