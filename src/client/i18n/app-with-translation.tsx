/**
 * next-i18next's `appWithTranslation`, except on the production server, where each language and label set gets one
 * i18n instance for the process instead of one per request. next-i18next builds and initialises an instance in
 * every server render (its config, resource store, interpolator and plural rules: about a twentieth of an uncached
 * store render's CPU; docs/decisions.md "Speed: hydration in slices, the arrival language on the server, React's
 * Node build"). The labels are the same frozen object for every request of a language and label set
 * (src/server/pages/page-translations.ts), and a server render only reads the instance: it never changes language
 * nor loads a namespace later. The browser keeps next-i18next's, which follows language changes; the tree is the
 * same shape (a provider around the app), so hydration matches.
 */
import { createElement, type ComponentType } from 'react';
import type { AppProps } from 'next/app';
import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { appWithTranslation as nextAppWithTranslation, type SSRConfig } from 'next-i18next/pages';

type Loaded = NonNullable<SSRConfig['_nextI18Next']>;

/** Per label store (one frozen object per language and label set), the instance for each language and namespaces. */
const instances = new WeakMap<object, Map<string, I18n>>();

/**
 * The instance next-i18next would build for this render (its createConfig's defaults for a client instance: the
 * common namespace, no escaping as React escapes, the current language only, no suspense).
 */
function build(loaded: Loaded, locale: string): I18n {
  const { i18n: _routing, ...userConfig } = (loaded.userConfig ?? {}) as Record<string, unknown>;
  const options: InitOptions = {
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    load: 'currentOnly',
    react: { useSuspense: false },
    ...userConfig,
    initAsync: false,
    lng: locale,
    ns: [...loaded.ns],
    resources: loaded.initialI18nStore as Resource,
  };
  const instance = i18next.createInstance(options);
  void instance.init();
  return instance;
}

export function serverI18n(loaded: Loaded, locale: string): I18n {
  const key = `${locale}|${loaded.ns.join(',')}`;
  let byKey = instances.get(loaded.initialI18nStore);
  if (!byKey) instances.set(loaded.initialI18nStore, (byKey = new Map()));
  let instance = byKey.get(key);
  if (!instance) byKey.set(key, (instance = build(loaded, locale)));
  return instance;
}

type AppComponent = ComponentType<AppProps>;

export function appWithTranslation(App: AppComponent): AppComponent {
  const shared = typeof window === 'undefined' && process.env.NODE_ENV === 'production';
  const perRender = nextAppWithTranslation(App) as AppComponent;
  if (!shared) return perRender;
  function AppWithTranslation(props: AppProps) {
    const loaded = (props.pageProps as SSRConfig | undefined)?._nextI18Next;
    const locale = loaded?.initialLocale ?? props.router?.locale;
    // Labels not loaded through page-translations.ts (not frozen, so maybe not shared): next-i18next's own way.
    if (!loaded || !locale || !Object.isFrozen(loaded.initialI18nStore)) return createElement(perRender, props);
    return createElement(I18nextProvider, { i18n: serverI18n(loaded, locale) }, createElement(App, props));
  }
  return AppWithTranslation;
}
