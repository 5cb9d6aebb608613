/**
 * Toasts (bottom right, docs/business-rules.md "Screens and general behaviour") without making every page pay for
 * them: notistack's JavaScript is fetched the first time a toast is shown, not on first load. `useSnackbar` keeps
 * notistack's own shape, so a screen only changes where it imports it from. A toast is short-lived (3 s), closes when
 * the page changes (a toast about the last page has nothing to say on the next), and sits above any bar stuck to the
 * bottom of the screen (elements marked `data-bottom-bar`), never over the button the shopper goes on with.
 */
import Router from 'next/router';
import { useEffect, useState } from 'react';
import type { OptionsObject, SnackbarMessage } from 'notistack';
import { toastBottomInset } from './toast-inset';

interface Toast {
  message: SnackbarMessage;
  options?: OptionsObject;
}
type Notistack = typeof import('notistack');

/** How long a toast stays: long enough to read a short line, short enough not to linger over the next step. */
export const TOAST_MS = 3000;
/** The gap kept between a toast and the bar under it. */
const GAP_PX = 8;
const INSET_VARIABLE = '--toast-bottom-inset';

const listeners = new Set<() => void>();
/** Toasts asked for before notistack arrived, shown once its provider has mounted. */
const waiting: Toast[] = [];
/** notistack, once loaded and its provider mounted: toasts then go straight to it. */
let ready: Notistack | null = null;

/** Keeps the toasts' container above the bottom bars while a toast may be on screen (they move as the page scrolls). */
let frame = 0;
let trackUntil = 0;
function followBottomBars(forMs: number): void {
  if (typeof window === 'undefined') return;
  trackUntil = Math.max(trackUntil, performance.now() + forMs);
  const place = () => {
    const bars = [...document.querySelectorAll('[data-bottom-bar]')].map((bar) => bar.getBoundingClientRect());
    const inset = toastBottomInset(bars, window.innerHeight);
    document.documentElement.style.setProperty(INSET_VARIABLE, `${inset ? inset + GAP_PX : 0}px`);
    frame = performance.now() < trackUntil ? window.requestAnimationFrame(place) : 0;
  };
  if (!frame) place();
}

export function enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): void {
  followBottomBars((options?.autoHideDuration ?? TOAST_MS) + 1000);
  if (ready) {
    ready.enqueueSnackbar(message, options);
    return;
  }
  waiting.push({ message, options });
  listeners.forEach((listener) => listener());
}

/** notistack's hook shape, served by the lazy host below. */
export function useSnackbar(): { enqueueSnackbar: typeof enqueueSnackbar } {
  return { enqueueSnackbar };
}

/** Mounted once by AppProviders: renders nothing until the first toast, then notistack's provider. */
export function ToastHost() {
  const [notistack, setNotistack] = useState<Notistack | null>(null);
  useEffect(() => {
    let live = true;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      void import('notistack').then((module) => {
        if (live) setNotistack(module);
      });
    };
    listeners.add(load);
    if (waiting.length > 0) load();
    // A new page: the toasts of the last one go (and those not shown yet are dropped).
    const leave = () => {
      waiting.splice(0);
      ready?.closeSnackbar();
    };
    Router.events.on('routeChangeStart', leave);
    return () => {
      live = false;
      listeners.delete(load);
      Router.events.off('routeChangeStart', leave);
    };
  }, []);
  useEffect(() => {
    // The provider below has mounted by now (children's effects run first): it takes the waiting toasts.
    if (!notistack) return;
    ready = notistack;
    waiting.splice(0).forEach((toast) => notistack.enqueueSnackbar(toast.message, toast.options));
    return () => {
      ready = null;
    };
  }, [notistack]);
  if (!notistack) return null;
  const { SnackbarProvider } = notistack;
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      maxSnack={3}
      autoHideDuration={TOAST_MS}
      classes={{ containerAnchorOriginBottomRight: 'toast-above-bars' }}
    />
  );
}
