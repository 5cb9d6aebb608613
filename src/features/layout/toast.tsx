/**
 * Toasts (bottom right, docs/business-rules.md "Screens and general behaviour") without making every page pay for
 * them: notistack's JavaScript is fetched the first time a toast is shown, not on first load. `useSnackbar` keeps
 * notistack's own shape, so a screen only changes where it imports it from.
 */
import { useEffect, useState } from 'react';
import type { OptionsObject, SnackbarMessage } from 'notistack';

interface Toast {
  message: SnackbarMessage;
  options?: OptionsObject;
}
type Notistack = typeof import('notistack');

const listeners = new Set<() => void>();
/** Toasts asked for before notistack arrived, shown once its provider has mounted. */
const waiting: Toast[] = [];
/** notistack, once loaded and its provider mounted: toasts then go straight to it. */
let ready: Notistack | null = null;

export function enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): void {
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
    return () => {
      live = false;
      listeners.delete(load);
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
    <SnackbarProvider anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} maxSnack={3} autoHideDuration={5000} />
  );
}
