import { useEffect } from 'react';
import Router from 'next/router';
import 'nprogress/nprogress.css';

type NProgress = typeof import('nprogress');

/**
 * A thin progress bar during route changes (docs/business-rules.md "Screens and general behaviour"). nprogress's
 * script is fetched on the first navigation, not with the first page: the bar shows from then on (its stylesheet
 * is tiny and stays static).
 */
export function RouteProgress() {
  useEffect(() => {
    let bar: NProgress | undefined;
    let loading = false;
    let navigating = false;
    const load = () =>
      import('nprogress').then((module) => {
        bar = (module as { default?: NProgress }).default ?? module;
        // nprogress's own template gives the bar role="bar", which is no ARIA role (axe: aria-roles); the bar is decoration.
        // Its selector must follow the template: with the default '[role="bar"]' nprogress finds no bar and throws in
        // every routeChangeComplete, which stops the other listeners (the page skeleton then never goes away).
        bar.configure({
          showSpinner: false,
          barSelector: '.bar',
          template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
        });
        return bar;
      });
    const start = () => {
      if (bar) bar.start();
      else if (!loading) {
        loading = true;
        // Still navigating when the script arrives: show the bar then.
        void load().then((loaded) => {
          if (navigating) loaded.start();
        });
      }
      navigating = true;
    };
    const done = () => {
      navigating = false;
      // In a task of its own: nprogress measures the page (a forced layout), which would otherwise lengthen the
      // task that committed the new page.
      setTimeout(() => {
        if (!navigating) bar?.done(); // unless the next navigation has begun meanwhile
      }, 0);
    };
    Router.events.on('routeChangeStart', start);
    Router.events.on('routeChangeComplete', done);
    Router.events.on('routeChangeError', done);
    return () => {
      Router.events.off('routeChangeStart', start);
      Router.events.off('routeChangeComplete', done);
      Router.events.off('routeChangeError', done);
    };
  }, []);
  return null;
}
