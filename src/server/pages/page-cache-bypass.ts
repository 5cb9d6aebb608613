/**
 * `PAGE_CACHE=off` for the statically regenerated pages (src/server/page-cache-switch.ts): the proxy hands Next the
 * build's draft-mode cookie with the request, and Next then renders the page on every request, keeps nothing and
 * marks the answer `private, no-store`, with no sharing of one render between concurrent requests (which a cache
 * that only misses would still do: a benchmark would measure fewer renders than requests). The cookie's value is
 * the build's own secret (`.next/prerender-manifest.json`); it never leaves the server.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageCachesOff } from '../page-cache-switch';

const DRAFT_COOKIE = '__prerender_bypass';
const previewIds = new Map<string, string | null>();

function buildPreviewId(distDir: string): string | null {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as {
      preview?: { previewModeId?: string };
    };
    return manifest.preview?.previewModeId ?? null;
  } catch {
    return null; // `next dev` writes no manifest, and renders every request anyway
  }
}

/** The request's Cookie header with the draft-mode cookie added when page caches are off; else unchanged. */
export function withPageCacheBypass(
  cookie: string | null,
  env: Partial<Record<string, string | undefined>> = process.env,
  distDir = path.join(process.cwd(), '.next'),
): string | null {
  if (!pageCachesOff(env)) return cookie;
  if (!previewIds.has(distDir)) previewIds.set(distDir, buildPreviewId(distDir));
  const previewModeId = previewIds.get(distDir);
  if (!previewModeId) return cookie;
  const bypass = `${DRAFT_COOKIE}=${previewModeId}`;
  return cookie ? `${cookie}; ${bypass}` : bypass;
}
