/**
 * `PAGE_CACHE=off`: no page is answered from, nor kept in, the props cache (src/server/page-cache.ts) or the HTML
 * cache (src/server/html-cache.ts), and none is marked for shared caches; every request renders. For benchmarks that
 * measure the renderer (`npm run bench:web` starts a second server with it). Any other value, or none: on.
 * Read at each request, so a test can turn it off and on.
 */
export function pageCachesOff(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.PAGE_CACHE === 'off';
}
