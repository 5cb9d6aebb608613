/** Which Google Tag Manager containers a page loads (docs/decisions.md "Search, SEO tags, sitemap and robots, tag manager"). */

const GTM_ID = /^GTM-[A-Z0-9]+$/;

/** The ids that exist and look like container ids, each once, in order: the fixed id first, then the company's (or partner's). */
export function tagManagerIds(...candidates: ReadonlyArray<string | null | undefined>): string[] {
  const ids: string[] = [];
  for (const candidate of candidates) {
    const id = candidate?.trim();
    if (id && GTM_ID.test(id) && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** `sites[0].tracker.googleTagManagerId` of GET /api/gtm; empty when the answer is anything else. */
export function trackerIdOf(body: unknown): string {
  const id = (body as { sites?: { tracker?: { googleTagManagerId?: unknown } }[] } | null)?.sites?.[0]?.tracker
    ?.googleTagManagerId;
  return typeof id === 'string' ? id : '';
}

export const gtmScriptUrl = (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
