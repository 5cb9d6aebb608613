/**
 * The browser's light i18next (src/client/i18n/light-i18next.ts) answers exactly what the real i18next answers,
 * each instance made as next-i18next makes it from a page's props: for every key of every namespace in pt-BR, en
 * and es, with no options, with counts, with every variable the string names, with defaultValue, through
 * `ns:key` and keyPrefix; for missing keys and groups of keys; with the fallback language; and its state (language,
 * languages, events, loaded namespaces) matches, on the first page and after a change of language. A difference
 * would be a hydration error in the browser, since the server renders with the real one.
 */
import { describe, expect, it } from 'vitest';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import light from '@/src/client/i18n/light-i18next';
import {
  browserInstance,
  LOCALES,
  NAMESPACES,
  navigate,
  nextI18NextProps,
  type BrowserI18n,
  type Dict,
  type Implementation,
} from './browser-instances';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const localeFile = (locale: string, ns: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../locales', locale, `${ns}.json`), 'utf8')) as Dict;

/** Every key of a namespace in any locale: leaves, the groups above them, and plural keys without their suffix. */
/** Strings our locales do not have (yet), each a rule of i18next's the light one follows: added as a page would. */
const SYNTHETIC: Dict = {
  nested: 'Antes: $t(common:price.was) / $t(price.was)',
  self: 'a $t(synthetic:self) b',
  chain: '$t(synthetic:nested)!',
  unescaped: '{{-name}} and {{ -name}} and {{ name }}',
  dotted: 'Hi {{user.name}} {{user.missing}}',
  empty: '',
  group: { 'with.dot': 'flat key with a dot', deep: { leaf: 'leaf {{count}}' } },
  'a.b': 'flat a.b',
  thing_business: 'business thing',
  thing_business_one: 'one business thing',
  thing_business_other: '{{count}} business things',
  thing_zero: 'no things',
  thing_one: 'one thing',
  thing_other: '{{count}} things',
  'Hello: world': 'sentence key',
  lngs: 'Language {{lng}}, ns {{ns}}, prefix {{keyPrefix}}',
  twice: '{{name}}{{name}}{{name}}',
  braces: '{{}} {{ }} {{{name}}} }}{{',
};
const SYNTHETIC_IN = { 'pt-BR': SYNTHETIC, en: { nested: 'Was: $t(common:price.was)', thing_one: 'one (en)' } };

function keysOf(ns: string) {
  const leaves = new Set<string>();
  const groups = new Set<string>();
  const variables = new Map<string, Set<string>>();
  const walk = (node: Dict, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (value && typeof value === 'object') {
        groups.add(key);
        walk(value as Dict, key);
        continue;
      }
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      leaves.add(key);
      leaves.add(base);
      const names = variables.get(base) ?? new Set<string>();
      for (const match of String(value).matchAll(/{{(.+?)}}/g)) names.add(match[1].replace(/^-/, '').trim());
      variables.set(base, names);
      variables.set(key, names);
    }
  };
  if (ns === 'synthetic') for (const bundle of Object.values(SYNTHETIC_IN)) walk(bundle, '');
  else for (const locale of LOCALES) walk(localeFile(locale, ns), '');
  return { leaves: [...leaves], groups: [...groups], variables };
}

const COUNTS = [0, 1, 2, 5, 21, 1_000_000];
/** Values as a page passes them: text (with characters escaping would touch, and syntax that must stay as is), numbers. */
const sample = (name: string, n: number) =>
  n % 3 === 0 ? `<${name}> & "quoted" {{other}} $t(common:price.was)` : n % 3 === 1 ? 1234.5 : `R$ 12,90 / ${name}`;

/** Names of t's options: a string may show them ({{lng}}), a page never passes them as its values. */
const OPTION_NAMES = new Set(['lng', 'lngs', 'ns', 'keyPrefix', 'count', 'context', 'defaultValue', 'replace']);

function optionSets(names: Set<string>): (Dict | string | undefined)[] {
  const variables = [...names].filter((name) => !OPTION_NAMES.has(name));
  const filled = (n: number) => Object.fromEntries(variables.map((name, i) => [name, sample(name, n + i)]));
  const sets: (Dict | string | undefined)[] = [
    undefined,
    {},
    'a default {{count}}',
    { defaultValue: 'fallback {{x}}', x: 7 },
  ];
  for (const count of COUNTS) sets.push({ count }, { ...filled(count), count });
  sets.push(filled(0), filled(1), filled(2));
  sets.push({ ...filled(0), [variables[0] ?? 'none']: undefined }); // a variable given as undefined
  sets.push({ replace: filled(1) }, { context: 'business' }, { context: 'business', count: 2 });
  sets.push({ user: { name: 'Ana' }, name: '$t(common:price.was)' }, { defaultValue: 'D $t(common:price.was)' });
  sets.push(
    { count: 1, defaultValue_one: 'one default', defaultValue_other: 'other default' },
    { count: 0, defaultValue_zero: 'zero default' },
  );
  return sets;
}

type Call = { label: string; run: (i18n: BrowserI18n) => unknown };

function callsFor(locale: string): Call[] {
  const calls: Call[] = [];
  for (const ns of [...NAMESPACES, 'synthetic']) {
    const { leaves, groups, variables } = keysOf(ns);
    for (const key of leaves) {
      for (const [index, options] of optionSets(variables.get(key) ?? new Set()).entries()) {
        const tag = `${locale} ${ns} ${key} #${index}`;
        calls.push({ label: `${tag} useTranslation`, run: (i18n) => i18n.getFixedT(locale, ns)(key, options) });
        if (index < 6) {
          calls.push({
            label: `${tag} ns:key`,
            run: (i18n) => i18n.getFixedT(locale, 'common')(`${ns}:${key}`, options),
          });
          calls.push({ label: `${tag} i18n.t`, run: (i18n) => i18n.t(`${ns}:${key}`, options) });
        }
        const dot = key.indexOf('.');
        if (dot > 0 && index < 6) {
          calls.push({
            label: `${tag} keyPrefix`,
            run: (i18n) => i18n.getFixedT(locale, ns, key.slice(0, dot))(key.slice(dot + 1), options),
          });
        }
      }
    }
    for (const group of groups) {
      calls.push({ label: `${locale} ${ns} ${group} (a group)`, run: (i18n) => i18n.getFixedT(locale, ns)(group) });
      calls.push({
        label: `${locale} ${ns} ${group} (a group, defaultValue)`,
        run: (i18n) => i18n.getFixedT(locale, ns)(group, { defaultValue: 'd' }),
      });
    }
  }
  const missing = [
    'nope',
    'nope.deeper',
    'errors.NOT_A_CODE',
    'common:nope',
    'unknownns:key',
    'accounts:errors.NOT_A_CODE',
    'Hello: world, friend',
    'a:b:c',
    'x.y:z',
    '',
    ' ',
    'constructor',
    '__proto__',
    'toString',
    'price.was.deeper',
    'price.',
    '.price',
    'with {{x}} inside',
    '$t(common:price.was)',
    'cart_one',
  ];
  for (const key of missing) {
    for (const [index, options] of [
      undefined,
      { x: 'X' },
      { defaultValue: 'D {{x}}', x: 1 },
      { count: 1 },
      'plain',
    ].entries()) {
      calls.push({
        label: `${locale} missing '${key}' #${index}`,
        run: (i18n) => i18n.getFixedT(locale, 'common')(key, options),
      });
    }
  }
  calls.push({ label: `${locale} key list`, run: (i18n) => i18n.getFixedT(locale, 'common')(['nope', 'price.was']) });
  calls.push({
    label: `${locale} multi-ns hook`,
    run: (i18n) => i18n.getFixedT(locale, ['accounts', 'auth'])('auth:errors.rateLimitedSoon'),
  });
  calls.push({
    label: `${locale} lng option`,
    run: (i18n) => i18n.getFixedT(locale, 'common')('price.was', { lng: 'es' }),
  });
  return calls;
}

function answers(implementation: Implementation, locale: string, calls: Call[]) {
  const i18n = browserInstance(implementation, nextI18NextProps(locale));
  for (const [lng, bundle] of Object.entries(SYNTHETIC_IN))
    i18n.addResourceBundle(lng, 'synthetic', bundle, true, true);
  return calls.map((call) => {
    try {
      return call.run(i18n);
    } catch (error) {
      return `threw: ${(error as Error).message}`;
    }
  });
}

describe('light i18next: every key answers as the real i18next', () => {
  it('the test builds the props serverSideTranslations sends', async () => {
    for (const locale of LOCALES) {
      const real = await serverSideTranslations(locale, NAMESPACES);
      expect(nextI18NextProps(locale)).toEqual(JSON.parse(JSON.stringify(real._nextI18Next)));
    }
  });

  for (const locale of LOCALES) {
    it(`${locale}: every key, option set, ns:key, keyPrefix, missing key and group`, () => {
      const calls = callsFor(locale);
      const real = answers('real', locale, calls);
      const lite = answers('light', locale, calls);
      const differences = calls
        .map((call, i) => ({ call: call.label, real: real[i], light: lite[i] }))
        .filter(({ real: r, light: l }) => r !== l);
      expect(differences.slice(0, 20)).toEqual([]);
      // The comparison is between translations, not between two instances answering keys: each leaf answers its text.
      expect(calls.length).toBeGreaterThan(10_000);
      const plain = browserInstance('light', nextI18NextProps(locale));
      const wrong: string[] = [];
      for (const ns of NAMESPACES) {
        const walk = (node: Dict, prefix: string) => {
          for (const [name, value] of Object.entries(node)) {
            const key = prefix ? `${prefix}.${name}` : name;
            if (value && typeof value === 'object') walk(value as Dict, key);
            else if (plain.getFixedT(locale, ns)(key) !== value) wrong.push(`${ns}:${key}`);
          }
        };
        walk(localeFile(locale, ns), '');
      }
      expect(wrong).toEqual([]);
    });
  }

  it('translates, pluralises, interpolates and falls back (the same answers, spelled out)', () => {
    for (const implementation of ['real', 'light'] as const) {
      const en = browserInstance(implementation, nextI18NextProps('en', ['common', 'layout', 'accounts']));
      const t = en.getFixedT('en', 'accounts');
      expect(t('limits.tryAgainInMinutes', { count: 1 })).toBe('Too many attempts. Try again in 1 minute.');
      expect(t('limits.tryAgainInMinutes', { count: 5 })).toBe('Too many attempts. Try again in 5 minutes.');
      expect(en.getFixedT('en', 'layout')('cart', { count: 0 })).toBe('Cart, empty');
      expect(en.getFixedT('en', 'layout')('cart', { count: 1 })).toBe('Cart, 1 item');
      en.addResourceBundle('pt-BR', 'only-pt', { hello: 'Olá, {{name}}' }, true, true);
      expect(en.getFixedT('en', 'only-pt')('hello', { name: 'Ana' })).toBe('Olá, Ana');
      expect(t('errors.NOT_A_CODE')).toBe('errors.NOT_A_CODE');
    }
  });
});

describe('light i18next: the instance behaves as the real one', () => {
  function trace(implementation: Implementation) {
    const events: unknown[][] = [];
    const first = nextI18NextProps('es', ['common', 'layout']);
    const i18n = browserInstance(implementation, first);
    i18n.on('*', (...args: never[]) => events.push(args.slice(0, 2)));
    const state = () => ({
      language: i18n.language,
      languages: i18n.languages,
      resolvedLanguage: i18n.resolvedLanguage,
      isInitialized: i18n.isInitialized,
      ns: [...(i18n.options.ns as string[])],
      defaultNS: i18n.options.defaultNS,
      react: i18n.options.react,
      loaded: ['common', 'cart', 'nope'].map((ns) => i18n.hasLoadedNamespace(ns)),
      bundles: ['es', 'en', 'pt-BR'].map((lng) => i18n.hasResourceBundle(lng, 'cart')),
      data: Object.fromEntries(Object.entries(i18n.store.data).map(([lng, nss]) => [lng, Object.keys(nss as Dict)])),
      text: i18n.getFixedT(i18n.language ?? null, 'cart')('bar.view', { count: 2 }),
    });
    const onFirstPage = state();
    void navigate(i18n, nextI18NextProps('en', ['common', 'cart']));
    const afterNavigation = state();
    let loaded: unknown = 'not called';
    void i18n.loadNamespaces('cart', (error) => (loaded = error));
    return { onFirstPage, afterNavigation, events, loaded };
  }

  it('language, languages, namespaces and events, on the first page and after a change of language', () => {
    const real = trace('real');
    expect(trace('light')).toEqual(real);
    expect(real.afterNavigation.language).toBe('en');
    expect(real.events.map(([name]) => name)).toContain('languageChanged');
  });

  it('changeLanguage resolves to a t of the new language', async () => {
    for (const implementation of ['real', 'light'] as const) {
      const i18n = browserInstance(implementation, nextI18NextProps('pt-BR', ['common']));
      const t = (await i18n.changeLanguage('es')) as FixedT;
      expect(t('common:price.was')).toBe('Antes');
      expect(i18n.getFixedT(null, 'common')('price.was')).toBe('Antes');
    }
  });
});

type FixedT = (key: string, options?: Dict) => unknown;

describe('light i18next: what it does not implement fails loudly in development', () => {
  const i18n = () => browserInstance('light', nextI18NextProps('pt-BR', ['common']));

  it('refuses t options that would change the answer', () => {
    expect(() => i18n().t('price.was', { returnObjects: true })).toThrow(/returnObjects is not implemented/);
    expect(() => i18n().t('price.was', { ordinal: true, count: 1 })).toThrow(/ordinal/);
  });

  it('refuses formatted interpolation and nesting with options', () => {
    const instance = i18n();
    const strings = { fmt: 'Total {{value, number}}', nest: '$t(price.was, { "count": 2 })' };
    instance.addResourceBundle('pt-BR', 'common', strings, true, true);
    expect(() => instance.t('fmt', { value: 1 })).toThrow(/formatted interpolation/);
    expect(() => instance.t('nest')).toThrow(/nesting with options/);
  });

  it('refuses plugins and options next-i18next does not set', () => {
    expect(() => i18n().use({ type: 'backend' })).toThrow(/use \(plugins\)/);
    const bare = light.createInstance();
    expect(() => bare.init({ lng: 'en', resources: {}, load: 'currentOnly' })).toThrow(/interpolation options/);
    expect(() =>
      light.createInstance().init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } }),
    ).toThrow(/load: undefined/);
  });
});
