/**
 * The i18next instance a page's browser gets, made the way next-i18next makes it (appWithTranslation and
 * createClient/browser, 16.3.1), from the props serverSideTranslations sends: once with the real i18next (what the
 * server renders with) and once with src/client/i18n/light-i18next.ts (what the browser build ships).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import real from 'i18next';
import light from '@/src/client/i18n/light-i18next';
// next-i18next's own config step, the one appWithTranslation runs in the browser (not in its package's exports).
import { createConfig } from '../../../node_modules/next-i18next/dist/pagesRouter/config/createConfig.mjs';

const root = path.resolve(__dirname, '../../..');
export const userConfig = createRequire(import.meta.url)(path.join(root, 'next-i18next.config.js')) as {
  i18n: { defaultLocale: string; locales: string[] };
  fallbackLng: string;
};
export const LOCALES = userConfig.i18n.locales;
export const NAMESPACES = readdirSync(path.join(root, 'locales/pt-BR')).map((file) => file.replace(/\.json$/, ''));

export type Dict = { [key: string]: unknown };
export type FixedT = (key: string | string[], options?: Dict | string) => unknown;
/** The members of an i18next instance that next-i18next and react-i18next use in the browser. */
export interface BrowserI18n {
  t: (key: string | string[], options?: Dict | string) => unknown;
  getFixedT: (lng: string | null, ns?: string | string[], keyPrefix?: string, opts?: Dict) => FixedT;
  changeLanguage: (lng: string) => Promise<unknown>;
  addResourceBundle: (lng: string, ns: string, resources: Dict, deep?: boolean, overwrite?: boolean) => unknown;
  hasResourceBundle: (lng: string, ns: string) => boolean;
  hasLoadedNamespace: (ns: string, options?: Dict) => boolean;
  loadNamespaces: (ns: string | string[], callback?: (error: unknown) => void) => Promise<void>;
  on: (event: string, listener: (...args: never[]) => void) => unknown;
  use: (module: Dict) => unknown;
  init: (options: Dict) => Promise<unknown>;
  language?: string;
  languages?: string[];
  resolvedLanguage?: string;
  isInitialized: boolean;
  options: Dict;
  store: { data: Dict };
}
interface I18nextModule {
  createInstance: (options?: Dict) => unknown;
}
export const IMPLEMENTATIONS = { real: real as I18nextModule, light: light as unknown as I18nextModule };
export type Implementation = keyof typeof IMPLEMENTATIONS;

export interface NextI18NextProps {
  initialI18nStore: Record<string, Dict>;
  initialLocale: string;
  ns: string[];
  userConfig: Dict;
}

const bundle = (locale: string, ns: string) =>
  JSON.parse(readFileSync(path.join(root, 'locales', locale, `${ns}.json`), 'utf8')) as Dict;

/** What serverSideTranslations(locale, namespaces) sends, after Next's JSON round trip to the browser. */
export function nextI18NextProps(locale: string, namespaces: string[] = NAMESPACES): NextI18NextProps {
  const initialI18nStore: Record<string, Dict> = { [locale]: {}, [userConfig.fallbackLng]: {} };
  for (const lng of Object.keys(initialI18nStore))
    for (const ns of namespaces) initialI18nStore[lng][ns] = bundle(lng, ns);
  return JSON.parse(JSON.stringify({ initialI18nStore, initialLocale: locale, ns: namespaces, userConfig }));
}

/** next-i18next's addResourcesToI18next: a later page's namespaces, added to the one instance. */
function addResources(instance: BrowserI18n, resources: Record<string, Dict>) {
  if (!resources || !instance.isInitialized) return;
  for (const locale of Object.keys(resources)) {
    for (const ns of Object.keys(resources[locale])) {
      const data = instance.store?.data as Record<string, Dict> | undefined;
      if (!data || !data[locale] || !data[locale][ns]) {
        instance.addResourceBundle(locale, ns, resources[locale][ns] as Dict, true, true);
      }
    }
  }
}

/** createConfig takes its browser branch where `window` exists; a node test lends it one for the call. */
function inBrowser<T>(make: () => T): T {
  const global = globalThis as { window?: unknown };
  const lent = global.window === undefined;
  if (lent) global.window = globalThis;
  try {
    return make();
  } finally {
    if (lent) delete global.window;
  }
}

/** The first page's instance: appWithTranslation's useMemo, then its layout effect's changeLanguage. */
export function browserInstance(implementation: Implementation, props: NextI18NextProps): BrowserI18n {
  const { userConfig: user, initialI18nStore: resources, initialLocale: locale, ns } = props;
  const config = inBrowser(() => ({
    ...(createConfig({ ...(user as unknown as Parameters<typeof createConfig>[0]), lng: locale }) as unknown as Dict),
    lng: locale,
    ...(ns && { ns }),
    resources,
  })) as Dict;
  // createClient/browser
  if (config.ns === undefined) config.ns = [];
  const instance = IMPLEMENTATIONS[implementation].createInstance(config) as BrowserI18n;
  (config.use as Dict[] | undefined)?.filter(Boolean).forEach((module) => instance.use(module));
  void instance.init(config);
  addResources(instance, resources);
  void instance.changeLanguage(locale);
  return instance;
}

/** A later page in the same browser: its namespaces and language reach the same instance. */
export function navigate(instance: BrowserI18n, props: NextI18NextProps) {
  addResources(instance, props.initialI18nStore);
  return instance.changeLanguage(props.initialLocale);
}
