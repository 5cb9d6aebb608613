/**
 * The browser's `i18next` (next.config.ts aliases the package here for the browser build only; the server and
 * vitest keep the real one). i18next is about 14 kB gzipped in every page's first load; what the browser reaches
 * of it is small: next-i18next's `createInstance` + `init` with the page's resources (no backend, no detector,
 * no plugins), react-i18next's `getFixedT`, `on`/`off`, `hasLoadedNamespace`, `changeLanguage`, and `t` with
 * the features our locales use: nested keys, `ns:key`, `{{variable}}`, plurals (`_zero`, `_one`, `_other` by
 * Intl.PluralRules), `defaultValue`, fallback to `fallbackLng`, a missing key answering the key.
 *
 * The server renders with the real i18next, so each string here must come out byte-identical (else hydration
 * fails): the lookup and interpolation below follow i18next 26.7's own code step by step, and
 * tests/client/i18n/light-i18next-equivalence.test.ts compares every key of every locale with the real one.
 * Options or calls this file does not implement fail loudly (an exception in development and tests, a console
 * error in production) rather than translate differently.
 */

type Dict = { [key: string]: unknown };
type Callback = (error: unknown, t: TFunction) => void;
type Listener = (...args: never[]) => void;
export type TFunction = ((key: string | string[], options?: Dict | string, ...rest: unknown[]) => unknown) & Dict;

const development = process.env.NODE_ENV !== 'production';

function unsupported(what: string): undefined {
  const message = `light-i18next: ${what} is not implemented in the browser's i18next (src/client/i18n/light-i18next.ts)`;
  if (development) throw new Error(message);
  console.error(message);
  return undefined;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isDict = (value: unknown): value is Dict => !!value && typeof value === 'object';
const hasOwn = (object: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(object, key);
const makeString = (value: unknown) => (value == null ? '' : String(value));

/** Options of i18next this file implements only unset (set at all, even to the default, they change its answers). */
const UNSET_OPTIONS = ['keySeparator', 'nsSeparator', 'overloadTranslationOptionHandler'];
/** Options of i18next this file implements only at these values (i18next's defaults). */
const FIXED_OPTIONS: Dict = {
  pluralSeparator: '_',
  contextSeparator: '_',
  returnNull: false,
  returnEmptyString: true,
  returnObjects: false,
  returnDetails: false,
  returnedObjectHandler: false,
  joinArrays: false,
  saveMissing: false,
  updateMissing: false,
  missingKeyHandler: false,
  parseMissingKeyHandler: false,
  appendNamespaceToMissingKey: false,
  postProcess: false,
  fallbackNS: false,
  supportedLngs: false,
  nonExplicitSupportedLngs: false,
  partialBundledLanguages: false,
  lowerCaseLng: false,
  cleanCode: false,
  enableSelector: false,
  preload: false,
};
/** Options of `t` that change what i18next answers and that nothing in the app passes. */
const UNSUPPORTED_T_OPTIONS = [
  'ordinal',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'keySeparator',
  'nsSeparator',
  'fallbackLng',
];

/** i18next's nesting syntax `$t(key)`; a key holding it is never split at ':'. */
const NESTING = /\$t\(((?:[^()"']|"[^"]*"|'[^']*'|\((?:[^()"']|"[^"]*"|'[^']*')*\))*?)\)/;
/** `looksLikeObjectPath`'s characters of natural language, with ':' and '.' as the separators. */
const NATURAL_LANGUAGE = /( |,|\?|!|;)/;
const countNesting = (text: string) => text.match(new RegExp(NESTING.source, 'g'))?.length ?? 0;

// ---- Paths in the resource store: i18next's getLastOfPath / getPath / deepFind ----

function getPath(object: unknown, path: string[]): unknown {
  let node = object;
  for (let index = 0; index < path.length - 1; index++) {
    if (!node || isString(node)) return undefined;
    node = hasOwn(node as object, path[index]) ? (node as Dict)[path[index]] : {};
  }
  if (!node || isString(node)) return undefined;
  const last = path[path.length - 1];
  return hasOwn(node as object, last) ? (node as Dict)[last] : undefined;
}

/** A key whose own JSON keys hold dots ("a.b": …), walked as i18next's deepFind does. */
function deepFind(object: unknown, path: string): unknown {
  if (!object) return undefined;
  const start = object as Dict;
  if (start[path]) return hasOwn(start, path) ? start[path] : undefined;
  const tokens = path.split('.');
  let current: unknown = object;
  for (let index = 0; index < tokens.length;) {
    if (!current || typeof current !== 'object') return undefined;
    let next: unknown;
    let nextPath = '';
    for (let end = index; end < tokens.length; ++end) {
      if (end !== index) nextPath += '.';
      nextPath += tokens[end];
      next = (current as Dict)[nextPath];
      if ((typeof next === 'function' || nextPath === '__proto__') && !hasOwn(current, nextPath)) next = undefined;
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && end < tokens.length - 1) continue;
        index += end - index + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

function deepExtend(target: Dict, source: Dict, overwrite?: boolean): Dict {
  for (const prop in source) {
    if (prop === '__proto__' || prop === 'constructor') continue;
    if (!hasOwn(target, prop)) target[prop] = source[prop];
    else if (
      isString(target[prop]) ||
      target[prop] instanceof String ||
      isString(source[prop]) ||
      source[prop] instanceof String
    ) {
      if (overwrite) target[prop] = source[prop];
    } else deepExtend(target[prop] as Dict, source[prop] as Dict, overwrite);
  }
  return target;
}

/** 'pt-BR' as Intl spells it, as i18next's formatLanguageCode (no lowerCaseLng, no cleanCode). */
function formatLanguageCode(code: unknown): unknown {
  if (isString(code) && code.includes('-')) {
    try {
      return Intl.getCanonicalLocales(code)[0] || code;
    } catch {
      return code;
    }
  }
  return code;
}

class Emitter {
  observers: Record<string, Map<Listener, number>> = {};

  on(events: string, listener: Listener) {
    for (const event of events.split(' ')) {
      const listeners = (this.observers[event] ??= new Map());
      listeners.set(listener, (listeners.get(listener) ?? 0) + 1);
    }
    return this;
  }

  off(events: string, listener?: Listener) {
    for (const event of events.split(' ')) {
      if (!this.observers[event]) continue;
      if (listener) this.observers[event].delete(listener);
      else delete this.observers[event];
    }
  }

  emit(event: string, ...args: unknown[]) {
    const call = (name: string, callArgs: unknown[]) => {
      for (const [observer, times] of Array.from(this.observers[name]?.entries() ?? [])) {
        for (let n = 0; n < times; n++) (observer as (...a: unknown[]) => void)(...callArgs);
      }
    };
    call(event, args);
    call('*', [event, ...args]);
  }
}

class ResourceStore extends Emitter {
  constructor(public data: Dict) {
    super();
  }
}

/** react-i18next warns through `services.logger.forward`; i18next prints those only with `debug`, which we never set. */
const quietLogger = { forward: () => null };

class LightI18next extends Emitter {
  options: Dict;
  services: { resourceStore?: ResourceStore; logger: typeof quietLogger } = { logger: quietLogger };
  store?: ResourceStore;
  isInitialized = false;
  isInitializing?: boolean;
  language?: string;
  languages?: string[];
  resolvedLanguage?: string;
  isLanguageChangingTo?: string;
  pluralRules: Record<string, Intl.PluralRules> = {};

  constructor(options: Dict = {}, callback?: Callback) {
    super();
    this.options = transformOptions(options);
    if (callback) unsupported('createInstance with a callback');
    // As i18next: react-i18next hands components a copy of this object's own properties, so methods are bound here.
    const prototype = Object.getPrototypeOf(this) as Dict;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const member = (this as unknown as Dict)[name];
      if (name !== 'constructor' && typeof member === 'function') (this as unknown as Dict)[name] = member.bind(this);
    }
  }

  init(options: Dict = {}, callback?: Callback): Promise<TFunction> {
    this.isInitializing = true;
    if (typeof options === 'function') {
      callback = options as unknown as Callback;
      options = {};
    }
    if (options.defaultNS == null && options.ns) {
      if (isString(options.ns)) options.defaultNS = options.ns;
      else if (!(options.ns as string[]).includes('translation')) options.defaultNS = (options.ns as string[])[0];
    }
    this.options = {
      ns: ['translation'],
      defaultNS: ['translation'],
      fallbackLng: ['dev'],
      ...this.options,
      ...transformOptions(options),
    };
    // The browser's options are next-i18next's, the same in development and production: checked where it is free.
    if (development) checkOptions(this.options);
    if (!this.options.resources) unsupported('init without resources (a backend)');
    this.store = new ResourceStore((this.options.resources as Dict) ?? {});
    this.services.resourceStore = this.store;
    if (!this.options.lng) {
      const first = (this.options.fallbackLng as string[])[0];
      if (first && first !== 'dev') this.options.lng = first;
    }
    // With every resource given, i18next initialises synchronously, before the first render.
    return new Promise((resolve) => {
      const finish = (error: unknown, t: TFunction) => {
        this.isInitializing = false;
        this.isInitialized = true;
        this.emit('initialized', this.options);
        resolve(t);
        callback?.(error, t);
      };
      if ((this.languages || this.isLanguageChangingTo) && !this.isInitialized) finish(null, this.t as TFunction);
      else this.changeLanguage(this.options.lng as string | undefined, finish);
    });
  }

  changeLanguage(lng?: string, callback?: Callback): Promise<TFunction> {
    this.isLanguageChangingTo = lng;
    this.emit('languageChanging', lng);
    if (lng != null && !isString(lng)) unsupported('changeLanguage with a list of languages');
    let found: string | undefined;
    if (this.hasLanguageSomeTranslations(lng)) found = lng;
    else if (isString(lng)) found = (formatLanguageCode(lng) as string) || this.fallbackCodes()[0];
    if (found && !this.language) this.setLanguage(found);
    // No backend: every namespace is already in the store, so the change completes at once.
    if (found && this.isLanguageChangingTo === lng) {
      this.setLanguage(found);
      this.isLanguageChangingTo = undefined;
      this.emit('languageChanged', found);
    } else if (!found) this.isLanguageChangingTo = undefined;
    const t = ((...args: Parameters<TFunction>) => this.t(...args)) as TFunction;
    callback?.(null, t);
    return Promise.resolve(t);
  }

  getFixedT(lng: string | string[] | null, ns?: string | string[], keyPrefix?: string): TFunction {
    const fixedT = ((key: string | string[], opts?: Dict | string, ...rest: unknown[]) => {
      const o: Dict = isDict(opts) ? { ...opts } : overloadOptions([key, opts, ...rest]);
      o.lng = o.lng || fixedT.lng;
      o.lngs = o.lngs || fixedT.lngs;
      o.ns = o.ns || fixedT.ns;
      if (o.keyPrefix !== '') o.keyPrefix = o.keyPrefix || keyPrefix || fixedT.keyPrefix;
      if (typeof o.keyPrefix === 'function' || typeof key === 'function') return unsupported('selector keys');
      const resultKey =
        o.keyPrefix && Array.isArray(key)
          ? key.map((k) => `${o.keyPrefix}.${k}`)
          : o.keyPrefix
            ? `${o.keyPrefix}.${key}`
            : key;
      return this.t(resultKey, o);
    }) as TFunction;
    if (isString(lng)) fixedT.lng = lng;
    else fixedT.lngs = lng;
    fixedT.ns = ns;
    fixedT.keyPrefix = keyPrefix;
    return fixedT;
  }

  t(keys: unknown, o?: unknown, ...rest: unknown[]): unknown {
    return this.translate(keys, o, ...rest);
  }

  /** i18next's Translator.translate; `lastKey`, the key a nested `$t(…)` came from. */
  translate(keys: unknown, o?: unknown, ...rest: unknown[]): unknown {
    if (!this.store) return '';
    let opt: Dict = isDict(o) ? { ...o } : o === null ? {} : overloadOptions([keys, o, ...rest]);
    opt = { ...opt };
    if (keys == null) return '';
    if (typeof keys === 'function') return unsupported('selector keys');
    for (const name of UNSUPPORTED_T_OPTIONS) if (opt[name] !== undefined) return unsupported(`t's option ${name}`);
    const list = (Array.isArray(keys) ? keys : [keys]).map((k) =>
      typeof k === 'function' ? unsupported('selector keys') : String(k),
    ) as string[];
    const { key } = this.extractFromKey(list[list.length - 1], opt);
    const lng = (opt.lng as string) || this.language;
    const resolved = this.resolve(list, opt);
    let res = resolved.res;

    const needsPluralHandling = opt.count !== undefined && !isString(opt.count);
    const hasDefaultValue = Object.keys(opt).some((name) => name.startsWith('defaultValue') && opt[name] !== undefined);
    const suffix = needsPluralHandling ? this.pluralSuffix(lng, opt.count as number) : '';
    const defaultValue =
      (needsPluralHandling && opt.count === 0 && opt.defaultValue_zero) ||
      opt[`defaultValue${suffix}`] ||
      opt.defaultValue;

    const forObject = !res && hasDefaultValue ? defaultValue : res;
    if (forObject && !isString(forObject) && typeof forObject !== 'boolean' && typeof forObject !== 'number') {
      const type = Object.prototype.toString.apply(forObject);
      if (!['[object Number]', '[object Function]', '[object RegExp]'].includes(type)) {
        // i18next's answer for a key that names a group of keys, without returnObjects.
        return `key '${key} (${this.language})' returned an object instead of string.`;
      }
    }
    if (!isValidLookup(res) && hasDefaultValue) res = defaultValue;
    if (!isValidLookup(res)) res = key;
    return this.extendTranslation(res, list, opt, rest[0]);
  }

  /** i18next's Translator.extendTranslation with escapeValue false and skipOnVariables: no formats, no post-processors. */
  extendTranslation(res: unknown, keys: string[], opt: Dict, lastKey?: unknown): unknown {
    if (opt.skipInterpolation || !isString(res)) return res;
    const nestedBefore = countNesting(res);
    const data = opt.replace && !isString(opt.replace) ? (opt.replace as Dict) : opt;
    let replaces = 0;
    res = res.replace(/{{(.+?)}}/g, (match, inner: string) => {
      if (replaces >= 1000) return match;
      // {{-x}}: unescaped; every value is, escapeValue being false.
      const name = (inner.startsWith('-') ? inner.slice(1) : inner).trim();
      if (name.includes(',')) return unsupported(`formatted interpolation {{${inner}}}`) ?? match;
      let value = getPath(data, name.split('.'));
      if (value == null) value = deepFind(data, name);
      if (value === undefined) {
        if (!hasOwn(opt, name)) return match; // skipOnVariables: a variable not given stays as written
        value = '';
      }
      replaces++;
      return makeString(value);
    });
    // A value that brought `$t(` along is never nested (skipOnVariables).
    if (nestedBefore < countNesting(res as string)) opt.nest = false;
    return opt.nest === false ? res : this.nest(res as string, keys, opt, lastKey);
  }

  /** `$t(key)` inside a string (none of our locales has one, but a defaultValue from a company's text may). */
  nest(text: string, keys: string[], opt: Dict, lastKey: unknown): string {
    const nesting = new RegExp(NESTING.source, 'g');
    let out = '';
    let lastEnd = 0;
    let match: RegExpExecArray | null;
    while ((match = nesting.exec(text))) {
      let cloned: Dict = { ...opt };
      cloned = cloned.replace && !isString(cloned.replace) ? (cloned.replace as Dict) : cloned;
      cloned.applyPostProcessor = false;
      delete cloned.defaultValue;
      const key = match[1].trim();
      let value: unknown;
      if (/{.*}/s.test(match[1]) || match[1].includes(','))
        value = unsupported(`nesting with options or formats '${match[0]}'`);
      else if ((lastKey as string[] | undefined)?.[0] === key && !opt.context)
        value = null; // a key nesting itself
      else value = this.translate(key, cloned, keys);
      out += text.slice(lastEnd, match.index) + makeString(value);
      lastEnd = nesting.lastIndex;
    }
    return lastEnd ? out + text.slice(lastEnd) : text;
  }

  resolve(keys: string[], opt: Dict) {
    let found: unknown;
    for (const k of keys) {
      if (isValidLookup(found)) break;
      const { key, namespaces } = this.extractFromKey(k, opt);
      const needsPluralHandling = opt.count !== undefined && !isString(opt.count);
      const needsZeroSuffixLookup = needsPluralHandling && opt.count === 0;
      const needsContextHandling =
        opt.context !== undefined && (isString(opt.context) || typeof opt.context === 'number') && opt.context !== '';
      const codes = (opt.lngs as string[]) || this.toResolveHierarchy((opt.lng as string) || this.language);
      for (const ns of namespaces) {
        if (isValidLookup(found)) break;
        for (const code of codes) {
          if (isValidLookup(found)) break;
          const finalKeys = [key];
          const pluralSuffix = needsPluralHandling ? this.pluralSuffix(code, opt.count as number) : '';
          if (needsPluralHandling) {
            finalKeys.push(key + pluralSuffix);
            if (needsZeroSuffixLookup) finalKeys.push(`${key}_zero`);
          }
          if (needsContextHandling) {
            const contextKey = `${key}_${opt.context}`;
            finalKeys.push(contextKey);
            if (needsPluralHandling) {
              finalKeys.push(contextKey + pluralSuffix);
              if (needsZeroSuffixLookup) finalKeys.push(`${contextKey}_zero`);
            }
          }
          let possibleKey: string | undefined;
          while ((possibleKey = finalKeys.pop())) {
            if (!isValidLookup(found)) found = this.getResourceOf(code, ns, possibleKey);
          }
        }
      }
    }
    return { res: found };
  }

  extractFromKey(key: string, opt: Dict): { key: string; namespaces: string[] } {
    let namespaces = (opt.ns || this.options.defaultNS || []) as string | string[];
    if (key.includes(':') && looksLikeObjectPath(key) && !NESTING.test(key)) {
      const parts = key.split(':');
      namespaces = parts.shift() as string;
      key = parts.join('.');
    }
    return { key, namespaces: isString(namespaces) ? [namespaces] : namespaces };
  }

  getResourceOf(lng: string, ns: string, key?: string): unknown {
    if (lng.includes('.')) return unsupported(`a dotted language code '${lng}'`);
    const path = [lng, ns];
    if (key) path.push(...key.split('.'));
    const result = getPath(this.store?.data, path);
    if (result != null || !isString(key)) return result;
    return deepFind((this.store?.data[lng] as Dict | undefined)?.[ns], key);
  }

  toResolveHierarchy(code: unknown): string[] {
    const codes: string[] = [];
    const add = (c: unknown) => {
      if (c && !codes.includes(c as string)) codes.push(c as string);
    };
    if (isString(code)) add(formatLanguageCode(code));
    for (const fallback of this.fallbackCodes()) add(formatLanguageCode(fallback));
    return codes;
  }

  fallbackCodes(): string[] {
    const fallback = this.options.fallbackLng;
    return fallback ? (fallback as string[]) : [];
  }

  pluralSuffix(code: string | undefined, count: number): string {
    const cleaned = (code === 'dev' ? 'en' : code)?.replace(/_/g, '-');
    let rule = this.pluralRules[String(cleaned)];
    if (!rule) {
      try {
        rule = new Intl.PluralRules(cleaned, { type: 'cardinal' });
      } catch {
        return unsupported(`plural rules for '${code}'`) ?? (count === 1 ? '_one' : '_other');
      }
      this.pluralRules[String(cleaned)] = rule;
    }
    return `_${rule.select(count)}`;
  }

  setLanguage(lng: string) {
    this.language = lng;
    this.languages = this.toResolveHierarchy(lng);
    this.resolvedLanguage = undefined;
    if (['cimode', 'dev'].includes(lng)) return;
    this.resolvedLanguage = this.languages.find(
      (l) => !['cimode', 'dev'].includes(l) && this.hasLanguageSomeTranslations(l),
    );
    if (!this.resolvedLanguage && !this.languages.includes(lng) && this.hasLanguageSomeTranslations(lng)) {
      this.resolvedLanguage = lng;
      this.languages.unshift(lng);
    }
  }

  hasLanguageSomeTranslations(lng: unknown): boolean {
    const data = this.store?.data[lng as string];
    if (!isDict(data)) return false;
    return Object.values(data).some((bundle) => !!bundle && Object.keys(bundle as object).length > 0);
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.getResourceOf(lng, ns) !== undefined;
  }

  addResourceBundle(lng: string, ns: string, resources: Dict, deep?: boolean, overwrite?: boolean) {
    if (!this.store) return unsupported('addResourceBundle before init') ?? this;
    if (lng.includes('.')) return unsupported(`a dotted language code '${lng}'`) ?? this;
    const namespaces = this.options.ns as string[];
    if (!namespaces.includes(ns)) namespaces.push(ns);
    let pack = (getPath(this.store.data, [lng, ns]) as Dict | undefined) || {};
    const copy = JSON.parse(JSON.stringify(resources)) as Dict;
    if (deep) deepExtend(pack, copy, overwrite);
    else pack = { ...pack, ...copy };
    const byLanguage = (this.store.data[lng] ||= {}) as Dict;
    byLanguage[ns] = pack;
    this.store.emit('added', lng, ns, copy);
    return this;
  }

  hasLoadedNamespace(ns: string, options: Dict = {}): boolean {
    void ns;
    void options; // without a backend every namespace there is, is loaded: i18next answers true once initialised
    return this.isInitialized && !!this.languages?.length;
  }

  loadNamespaces(ns: string | string[], callback?: (error: unknown) => void): Promise<void> {
    const namespaces = this.options.ns as string[] | undefined;
    if (namespaces) for (const n of isString(ns) ? [ns] : ns) if (!namespaces.includes(n)) namespaces.push(n);
    // Every namespace the page has came with its resources: nothing to load, as i18next with `resources`.
    callback?.(namespaces ? null : undefined);
    return Promise.resolve();
  }
}

// i18next's other members: nothing in the browser calls them.
for (const name of [
  'exists',
  'loadLanguages',
  'loadResources',
  'reloadResources',
  'cloneInstance',
  'dir',
  'setDefaultNamespace',
  'getResource',
  'getResourceBundle',
  'getDataByLanguage',
  'addResource',
  'addResources',
  'removeResourceBundle',
  'hydrate',
  'use',
]) {
  (LightI18next.prototype as unknown as Dict)[name] = () => unsupported(name === 'use' ? 'use (plugins)' : name);
}

const isValidLookup = (res: unknown) => res !== undefined && res !== null;

function transformOptions(options: Dict): Dict {
  if (isString(options.ns)) options.ns = [options.ns];
  if (isString(options.fallbackLng)) options.fallbackLng = [options.fallbackLng];
  if (isString(options.fallbackNS)) options.fallbackNS = [options.fallbackNS];
  return options;
}

function checkOptions(options: Dict) {
  for (const name of UNSET_OPTIONS) if (options[name] !== undefined) unsupported(`the option ${name}`);
  for (const [name, value] of Object.entries(FIXED_OPTIONS)) {
    if (options[name] !== undefined && options[name] !== value)
      unsupported(`the option ${name}: ${String(options[name])}`);
  }
  if (options.load !== 'currentOnly')
    unsupported(`the option load: ${String(options.load)} (next-i18next sets 'currentOnly')`);
  const fallback = options.fallbackLng;
  if (fallback !== false && !(Array.isArray(fallback) && fallback.every(isString))) {
    unsupported('a fallbackLng other than a language or a list of them');
  }
  const interpolation = (options.interpolation ?? {}) as Dict;
  if (interpolation.escapeValue !== false || Object.keys(interpolation).some((name) => name !== 'escapeValue')) {
    unsupported(`interpolation options other than { escapeValue: false }: ${JSON.stringify(interpolation)}`);
  }
}

/** i18next's default overloadTranslationOptionHandler: `t(key, 'default value')` and `t(key, 'default', { … })`. */
function overloadOptions(args: unknown[]): Dict {
  let ret: Dict = {};
  if (isDict(args[1])) ret = args[1];
  if (isString(args[1])) ret.defaultValue = args[1];
  if (isString(args[2])) ret.tDescription = args[2];
  if (isDict(args[2]) || isDict(args[3])) Object.assign(ret, args[3] || args[2]);
  return ret;
}

/** i18next's looksLikeObjectPath with ':' and '.': a key with spaces or punctuation before its first '.' is a sentence. */
function looksLikeObjectPath(key: string): boolean {
  if (!NATURAL_LANGUAGE.test(key)) return true;
  const dot = key.indexOf('.');
  return dot > 0 && !NATURAL_LANGUAGE.test(key.substring(0, dot));
}

export function keyFromSelector(): string {
  return unsupported('selector keys') ?? '';
}

const i18next = {
  createInstance: (options?: Dict, callback?: Callback) => new LightI18next(options, callback),
};

export default i18next;
