import { useEffect } from 'react';
import { secretPageShown } from './secret-page';
import { gtmScriptUrl, tagManagerIds, trackerIdOf } from './tag-manager-ids';

/** Ids already loaded in this tab: client navigation between company pages does not load a container twice. */
const loaded = new Set<string>();

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Runs `task` once the page has loaded and the browser is idle, so tags never compete with the page itself. */
function afterInteractive(task: () => void): () => void {
  let cancelled = false;
  let stop: (() => void) | undefined;
  const run = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback: a zero timeout after load is the next best thing.
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(task, { timeout: 3000 });
      stop = () => window.cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(task, 0);
      stop = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    stop?.();
  };
}

function loadContainer(id: string) {
  if (loaded.has(id) || secretPageShown()) return;
  loaded.add(id);
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = gtmScriptUrl(id);
  document.head.appendChild(script);
}

/**
 * Google Tag Manager, after the page is interactive and only for ids that exist: the fixed id of the build
 * (NEXT_PUBLIC_GTM_ID) and the id GET /api/gtm gives for the company (its own, else the partner id). Renders
 * nothing; a failed /api/gtm only leaves the company's id empty, as the tracker rule says. Nothing at all in a
 * document that has shown a page whose address carries a secret (./secret-page.ts).
 */
export function TagManager({ company }: { company: string }) {
  useEffect(() => {
    if (secretPageShown()) return undefined;
    const controller = new AbortController();
    const cancel = afterInteractive(() => {
      fetch(`/api/gtm?subdomain=${encodeURIComponent(company)}`, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : null))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.warn('Tag manager id not loaded', error);
          return null;
        })
        .then((body) => {
          if (controller.signal.aborted) return;
          for (const id of tagManagerIds(process.env.NEXT_PUBLIC_GTM_ID, trackerIdOf(body))) loadContainer(id);
        });
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [company]);
  return null;
}
