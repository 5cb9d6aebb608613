/**
 * The app's `useTranslation`: react-i18next's in the browser, and on the server one `t` per namespace and language
 * for the whole render. react-i18next's hook copies the i18n instance's properties into a new object and fixes a new
 * `t` in every component it is called from (about 40 calls per store page), which was a tenth of a server render's
 * CPU (docs/decisions.md "Speed: translations cost once"). A server render draws once, never changes language and
 * has its namespaces loaded before it starts (serverSideTranslations), so what react-i18next keeps fresh for the
 * browser (language changes, namespaces loading later) cannot happen there: the same `t` serves every component.
 */
import { useContext } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { I18nContext, getI18n, useTranslation as useReactTranslation } from 'react-i18next';

type Namespaces = string | readonly string[] | undefined;
type Translation = ReturnType<typeof useReactTranslation>;

/** Per i18n instance (one per server render), the answer for each language and namespaces. */
const rendered = new WeakMap<I18n, Map<string, Translation>>();

/** What a server render's components share: `[t, i18n, ready]` with the same names as properties, as react-i18next's. */
export function serverTranslation(i18n: I18n, ns: Namespaces): Translation {
  const namespaces: string[] =
    typeof ns === 'string' ? [ns] : ns ? [...ns] : [String(i18n.options.defaultNS ?? 'translation')];
  const language = i18n.language;
  const key = `${language}|${namespaces.join(',')}`;
  let byKey = rendered.get(i18n);
  if (!byKey) rendered.set(i18n, (byKey = new Map()));
  const kept = byKey.get(key);
  if (kept) return kept;
  // The namespace as react-i18next fixes it (its default nsMode): the first, the others reached by `ns:key`.
  const t = i18n.getFixedT(language, namespaces[0]) as TFunction;
  const ready = namespaces.every((name) => i18n.hasLoadedNamespace(name));
  const answer = Object.assign([t, i18n, ready], { t, i18n, ready }) as unknown as Translation;
  byKey.set(key, answer);
  return answer;
}

const onServer = typeof window === 'undefined';

export function useTranslation(ns?: string | readonly string[]): Translation {
  // Fixed for the process's life (server or browser), so the hooks called never change between renders.
  /* eslint-disable react-hooks/rules-of-hooks */
  if (onServer) {
    const i18n = useContext(I18nContext)?.i18n ?? getI18n();
    if (i18n) return serverTranslation(i18n, ns);
  }
  return useReactTranslation(ns as string | string[] | undefined);
  /* eslint-enable react-hooks/rules-of-hooks */
}
