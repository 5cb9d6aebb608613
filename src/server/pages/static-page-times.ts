/**
 * How long a statically regenerated page lives (docs/notes-isr.md), read by the page loader and next.config.ts.
 * A page is served as it is for `STATIC_PAGE_REVALIDATE_S`; then the next request still gets it while Next renders
 * it again in the background; at `STATIC_PAGE_EXPIRE_S` it is no longer served (Next renders before answering).
 * Next's Cache-Control says the same to a CDN: `s-maxage=2, stale-while-revalidate=3`.
 */
export const STATIC_PAGE_REVALIDATE_S = 2;
export const STATIC_PAGE_EXPIRE_S = 5;
