/**
 * Every label exists in every language: the namespace files of pt-BR, en and es hold the same keys (plural forms
 * aside, which differ by language), no value is empty, each translation keeps the same {{placeholders}}, and every
 * literal key the code asks for with `t('…')` exists in its namespace.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/src/domain/locale';

const ROOT = join(__dirname, '..', '..');
const LOCALES_DIR = join(ROOT, 'locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function load(locale: string, namespace: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8')) as Tree);
}

const baseKeys = (keys: Iterable<string>) => new Set([...keys].map((key) => key.replace(PLURAL, '')));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const namespaces = [
  ...new Set(LOCALES.flatMap((l) => readdirSync(join(LOCALES_DIR, l)).filter((f) => f.endsWith('.json')))),
]
  .map((file) => file.replace(/\.json$/, ''))
  .sort();

describe('locale files', () => {
  it('exist for every language', () => {
    expect(namespaces.length).toBeGreaterThan(3);
    for (const locale of LOCALES)
      expect(readdirSync(join(LOCALES_DIR, locale)).sort()).toEqual(namespaces.map((n) => `${n}.json`));
  });

  for (const namespace of namespaces) {
    it(`${namespace}: same keys, no empty value and the same placeholders in ${LOCALES.join(', ')}`, () => {
      const reference = load('pt-BR', namespace);
      for (const locale of LOCALES) {
        const strings = load(locale, namespace);
        expect([...baseKeys(strings.keys())].sort(), `${locale}/${namespace}`).toEqual(
          [...baseKeys(reference.keys())].sort(),
        );
        for (const [key, value] of strings) {
          expect(value.trim(), `${locale}/${namespace}:${key} is empty`).not.toBe('');
          const twin = reference.get(key) ?? reference.get(key.replace(PLURAL, '_other'));
          if (twin !== undefined) {
            // A plural form may leave the count out ("um item"), so only the other placeholders must match.
            const named = (text: string) => placeholders(text).filter((p) => !PLURAL.test(key) || p !== 'count');
            expect(named(value), `${locale}/${namespace}:${key}`).toEqual(named(twin));
          }
        }
      }
    });
  }
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('keys used in the code', () => {
  const files = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'pages'))];
  const known = new Map(namespaces.map((ns) => [ns, baseKeys(load('pt-BR', ns).keys())]));

  it('exist in their namespace', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const declared = [...text.matchAll(/useTranslation\(\s*'([\w-]+)'/g)].map((m) => m[1]);
      // Files that mix namespaces name them in the key (`ns:key`); a bare key belongs to the single declared one.
      const fallback = declared.length === 1 ? declared[0] : undefined;
      for (const match of text.matchAll(/\bt\(\s*'([\w.:-]+)'/g)) {
        const [ns, key] = match[1].includes(':') ? match[1].split(':') : [fallback, match[1]];
        if (!ns || !known.has(ns)) continue;
        checked += 1;
        if (!known.get(ns)!.has(key)) missing.push(`${relative(ROOT, file)}: ${ns}:${key}`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
