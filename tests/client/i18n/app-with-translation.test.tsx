/**
 * One i18n instance per language and label set on the production server (src/client/i18n/app-with-translation.tsx):
 * the same instance for every render of a language's page, another for another language, and the same texts, plural
 * forms and interpolations as next-i18next's own wrapper, which builds an instance in every render.
 */
import type { AppProps } from 'next/app';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appWithTranslation as nextAppWithTranslation } from 'next-i18next/pages';
import { appWithTranslation, serverI18n } from '@/src/client/i18n/app-with-translation';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { pageTranslations } from '@/src/server/pages/page-translations';

afterEach(() => vi.unstubAllEnvs());

function Page() {
  const { t, i18n } = useTranslation('layout');
  return (
    <p lang={i18n.language}>
      {[
        t('cart', { count: 1 }),
        t('cart', { count: 3 }),
        t('language', { language: 'X' }),
        t('common:price.since'),
      ].join(' | ')}
    </p>
  );
}
const App = ({ Component, pageProps }: AppProps) => <Component {...pageProps} />;

async function render(Wrapped: ComponentType<AppProps>, locale: string) {
  const pageProps = await pageTranslations(locale, ['common', 'layout']);
  const props = { Component: Page, pageProps, router: { locale } } as unknown as AppProps;
  return { html: renderToString(<Wrapped {...props} />), pageProps };
}

describe('the server’s i18n instance', () => {
  it('gives next-i18next’s texts in each language', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const shared = appWithTranslation(App);
    const perRender = nextAppWithTranslation(App) as ComponentType<AppProps>;
    for (const locale of ['pt-BR', 'en', 'es']) {
      const ours = (await render(shared, locale)).html;
      expect(ours).toBe((await render(perRender, locale)).html);
      expect(ours).toContain(`lang="${locale}"`);
    }
    expect((await render(shared, 'en')).html).toContain('Cart, 1 item | Cart, 3 items | Language: X | From');
  });

  it('is one instance per language and label set, not one per render', async () => {
    const en = (await pageTranslations('en', ['common', 'layout']))._nextI18Next!;
    const enAgain = (await pageTranslations('en', ['common', 'layout']))._nextI18Next!;
    const es = (await pageTranslations('es', ['common', 'layout']))._nextI18Next!;
    // In tests the labels load afresh each time (production keeps one frozen copy): same store, same instance.
    expect(serverI18n(en, 'en')).toBe(serverI18n({ ...en, ns: [...en.ns] }, 'en'));
    expect(serverI18n(enAgain, 'en')).not.toBe(serverI18n(en, 'en'));
    expect(serverI18n(es, 'es')).not.toBe(serverI18n(en, 'en'));
    expect(serverI18n(es, 'es').language).toBe('es');
  });
});
