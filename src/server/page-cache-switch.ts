/**
 * `PAGE_CACHE=off`: no page is answered from, nor kept in, the props cache (src/server/page-cache.ts) or Next's cache
 * of the statically regenerated pages (src/server/pages/static-page-cache.mjs, which Next is told to bypass by
 * src/server/pages/page-cache-bypass.ts), and none is marked for shared caches; every request renders. For benchmarks that
 * measure the renderer (`npm run bench:web` starts a second server with it). Any other value, or none: on.
 * Read at each request, so a test can turn it off and on.
 */
export function pageCachesOff(env: Partial<Record<string, string | undefined>> = process.env): boolean {
  return env.PAGE_CACHE === 'off';
}
