/**
 * A page's translations (src/server/pages/page-translations.ts): loaded once per language and namespace list in
 * production, afresh on every call in development, and shared between requests without one changing them for the
 * others. next-i18next's loader is wrapped in a pass-through spy (it still reads the real locale files).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { pageTranslations, resetPageTranslations } from '@/src/server/pages/page-translations';

vi.mock('next-i18next/pages/serverSideTranslations', async (original) => {
  const actual = await original<typeof import('next-i18next/pages/serverSideTranslations')>();
  return { ...actual, serverSideTranslations: vi.fn(actual.serverSideTranslations) };
});

const loads = () => vi.mocked(serverSideTranslations).mock.calls.length;
const storeOf = async (locale: string, namespaces: string[]) =>
  (await pageTranslations(locale, namespaces))._nextI18Next!.initialI18nStore as Record<
    string,
    Record<string, Record<string, unknown>>
  >;

beforeEach(() => {
  vi.mocked(serverSideTranslations).mockClear();
  resetPageTranslations();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetPageTranslations();
});

describe('in production', () => {
  beforeEach(() => {
    vi.stubEnv('NODE_ENV', 'production');
  });

  it('loads a language and namespace list once, then answers the same labels', async () => {
    const [first, second] = await Promise.all([
      pageTranslations('en', ['common', 'cart']),
      pageTranslations('en', ['common', 'cart']),
    ]);
    const third = await pageTranslations('en', ['common', 'cart']);
    expect(loads()).toBe(1);
    expect(third._nextI18Next!.initialI18nStore).toBe(first._nextI18Next!.initialI18nStore);
    expect(second._nextI18Next!.initialI18nStore).toBe(first._nextI18Next!.initialI18nStore);
    expect(first._nextI18Next).toMatchObject({ initialLocale: 'en', ns: ['common', 'cart'] });
    expect(Object.keys(first._nextI18Next!.initialI18nStore.en)).toEqual(['common', 'cart']);
  });

  it('answers what next-i18next answers', async () => {
    const direct = await serverSideTranslations('es', ['common', 'layout']);
    expect(await pageTranslations('es', ['common', 'layout'])).toEqual(direct);
  });

  it('another language, another list or another order of the same namespaces is loaded on its own', async () => {
    const english = await storeOf('en', ['common', 'cart']);
    const spanish = await storeOf('es', ['common', 'cart']);
    await pageTranslations('en', ['common']);
    const reordered = await pageTranslations('en', ['cart', 'common']);
    expect(loads()).toBe(4);
    expect(reordered._nextI18Next!.ns).toEqual(['cart', 'common']);
    expect(spanish.es.common).not.toEqual(english.en.common);
  });

  it('no request can change the labels the others get; each gets its own namespace list', async () => {
    const first = await pageTranslations('pt-BR', ['common']);
    const labels = first._nextI18Next!.initialI18nStore as Record<string, Record<string, Record<string, unknown>>>;
    const [key] = Object.keys(labels['pt-BR'].common);
    expect(() => {
      labels['pt-BR'].common[key] = 'changed';
    }).toThrow(TypeError);
    expect(() => {
      labels['pt-BR'].other = {};
    }).toThrow(TypeError);
    first._nextI18Next!.ns.push('orders'); // i18next's loadNamespaces does this
    const second = await pageTranslations('pt-BR', ['common']);
    expect(loads()).toBe(1);
    expect(second._nextI18Next!.ns).toEqual(['common']);
    expect(second._nextI18Next!.initialI18nStore['pt-BR'].common[key]).not.toBe('changed');
  });

  it('a failed load is not kept: the next request loads again', async () => {
    vi.mocked(serverSideTranslations).mockRejectedValueOnce(new Error('disk'));
    await expect(pageTranslations('en', ['common'])).rejects.toThrow('disk');
    expect((await pageTranslations('en', ['common']))._nextI18Next!.ns).toEqual(['common']);
    expect(loads()).toBe(2);
  });
});

describe('in development', () => {
  it('every request loads the locale files again (an edited file shows at once), with frozen labels all the same', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const first = await storeOf('en', ['common']);
    const second = await storeOf('en', ['common']);
    expect(loads()).toBe(2);
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    expect(Object.isFrozen(first.en.common)).toBe(true);
  });
});
