import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withPageCacheBypass } from '@/src/server/pages/page-cache-bypass';

function build(previewModeId: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bypass-'));
  writeFileSync(path.join(dir, 'prerender-manifest.json'), JSON.stringify({ preview: { previewModeId } }));
  return dir;
}

describe("PAGE_CACHE=off hands Next the build's draft-mode cookie (every static page renders per request)", () => {
  it('adds it beside the visitor’s cookies when page caches are off', () => {
    const dir = build('secret-a');
    expect(withPageCacheBypass('clientId=1', { PAGE_CACHE: 'off' }, dir)).toBe(
      'clientId=1; __prerender_bypass=secret-a',
    );
    expect(withPageCacheBypass(null, { PAGE_CACHE: 'off' }, dir)).toBe('__prerender_bypass=secret-a');
  });

  it('leaves the cookies alone otherwise, and when there is no build to read it from', () => {
    const dir = build('secret-b');
    expect(withPageCacheBypass('clientId=1', {}, dir)).toBe('clientId=1');
    expect(withPageCacheBypass(null, { PAGE_CACHE: 'on' }, dir)).toBeNull();
    expect(withPageCacheBypass('a=1', { PAGE_CACHE: 'off' }, path.join(tmpdir(), 'no-build-here'))).toBe('a=1');
  });
});
