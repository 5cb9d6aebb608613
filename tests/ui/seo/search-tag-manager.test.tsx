// @vitest-environment jsdom
/**
 * The tag manager loader: after the page has loaded, one container per id that exists (the build's fixed id and the
 * company's id from /api/gtm), each once; none when there is no id or /api/gtm fails.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { TagManager } from '@/src/features/seo/TagManager';
import { tagManagerIds, trackerIdOf } from '@/src/features/seo/tag-manager-ids';

const gtmScripts = () =>
  [...document.head.querySelectorAll('script')].map((s) => s.src).filter((src) => src.includes('googletagmanager.com'));
const answer = (id: string) =>
  new Response(JSON.stringify({ sites: [{ tracker: { googleTagManagerId: id } }] }), { status: 200 });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  document.head.innerHTML = '';
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('TagManager', () => {
  it("loads the company's container from /api/gtm after load", async () => {
    fetchMock.mockResolvedValue(answer('GTM-AERO1'));
    render(<TagManager company="aeroporto" />);
    await waitFor(() => expect(gtmScripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AERO1']));
    expect(fetchMock).toHaveBeenCalledWith('/api/gtm?subdomain=aeroporto', expect.anything());
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
  });

  it('adds the fixed id of the build, and loads a container only once', async () => {
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', 'GTM-FIXED1');
    fetchMock.mockImplementation(() => Promise.resolve(answer('GTM-MERCADO1')));
    render(<TagManager company="mercado" />);
    await waitFor(() => expect(gtmScripts()).toHaveLength(2));
    expect(gtmScripts()).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-FIXED1',
      'https://www.googletagmanager.com/gtm.js?id=GTM-MERCADO1',
    ]);
    cleanup();
    render(<TagManager company="mercado" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gtmScripts()).toHaveLength(2);
  });

  it('loads nothing without an id, nor when /api/gtm fails', async () => {
    fetchMock.mockResolvedValueOnce(answer(''));
    render(<TagManager company="semid" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gtmScripts()).toEqual([]);
    cleanup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new Error('offline'));
    render(<TagManager company="semid" />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(gtmScripts()).toEqual([]);
    warn.mockRestore();
  });
});

describe('tagManagerIds and trackerIdOf', () => {
  it('keeps ids that look like containers, each once', () => {
    expect(tagManagerIds('GTM-A1', '', undefined, 'GTM-A1', ' GTM-B2 ', 'x"><script>', null)).toEqual([
      'GTM-A1',
      'GTM-B2',
    ]);
  });
  it('reads the id of the /api/gtm answer, empty for anything else', () => {
    expect(trackerIdOf({ sites: [{ tracker: { googleTagManagerId: 'GTM-X' } }] })).toBe('GTM-X');
    expect(trackerIdOf({ sites: [] })).toBe('');
    expect(trackerIdOf(null)).toBe('');
  });
});
