import { useEffect, useState } from 'react';
import Router from 'next/router';
import { stripLocale } from './page-kind';

/** How long a route change may take before a skeleton replaces the page: quicker changes show no flash. */
const SHOW_AFTER_MS = 150;

/**
 * The address a client-side navigation is heading to while its data loads, or null. Shallow changes and moves
 * within the same page (a query or a hash) keep the page on screen, so they never count.
 */
export function usePendingRoute(): string | null {
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = (url: string, { shallow }: { shallow: boolean }) => {
      if (shallow || samePage(url, Router.asPath)) return;
      clearTimeout(timer);
      timer = setTimeout(() => setPending(url), SHOW_AFTER_MS);
    };
    const done = () => {
      clearTimeout(timer);
      setPending(null);
    };
    Router.events.on('routeChangeStart', start);
    Router.events.on('routeChangeComplete', done);
    Router.events.on('routeChangeError', done);
    return () => {
      clearTimeout(timer);
      Router.events.off('routeChangeStart', start);
      Router.events.off('routeChangeComplete', done);
      Router.events.off('routeChangeError', done);
    };
  }, []);
  return pending;
}

/** The path without query, hash or language prefix (`routeChangeStart` gets the prefix, `asPath` does not). */
const pathOf = (url: string) => stripLocale(url.split(/[?#]/)[0] ?? '');
const samePage = (a: string, b: string) => pathOf(a) === pathOf(b);
