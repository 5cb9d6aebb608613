// @vitest-environment jsdom
/**
 * react-i18next's hook over the light i18next renders what it renders over the real one: real components (the top
 * bar, a price label, the booking's free-until line, the account error texts) rendered to HTML with the real
 * i18next, as the server does, then hydrated with the light one, as the browser does, in pt-BR, en and es, without
 * a hydration error or a console error. A control hydrates with the wrong language, to show a difference is caught.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { OrderProvider } from '@/src/client/order/order-context';
import { TopBar } from '@/src/features/layout/TopBar';
import type { LayoutCompany } from '@/src/features/layout/layout-company';
import { PriceLabel } from '@/src/features/catalog/PriceLabel';
import { FreeUntilLine } from '@/src/features/orders/FreeUntilLine';
import { useErrorText } from '@/src/features/auth/use-error-text';
import { browserInstance, LOCALES, nextI18NextProps, type BrowserI18n } from './browser-instances';

const router = { asPath: '/loja/burger-pista', pathname: '/_company/[company]/[store]', query: {}, locale: 'pt-BR' };
vi.mock('next/router', () => ({ useRouter: () => ({ ...router, isReady: true, push: () => Promise.resolve(true) }) }));

const company: LayoutCompany = {
  _id: 'aeroporto',
  slug: 'aeroporto',
  name: 'Aeroporto Internacional',
  settings: { logo: '/logo.svg', primaryColor: '#0b1f44' },
  prohibitedForMinors: false,
  services: [
    {
      _id: 'svc-delivery',
      slug: 'delivery',
      title: 'Delivery no portão',
      name: 'Delivery no portão',
      icon: null,
      color: '#e85d04',
      shownInTopbar: true,
      hiddenInMenu: false,
      termsOfUse: null,
    },
  ],
};

function ErrorTexts() {
  const text = useErrorText();
  return (
    <ul>
      {[
        text('RATE_LIMITED'),
        text('RATE_LIMITED', 30),
        text('RATE_LIMITED', 61 * 60),
        text('RATE_LIMITED', 120),
        text('EMAIL_TAKEN'),
        text('NOT_A_CODE'),
      ].map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}

/** The cart button's hidden label (layout:cart) for each plural form. */
function CartLabels() {
  const { t } = useTranslation('layout');
  return <p>{[0, 1, 2, 21, 1_000_000].map((count) => t('cart', { count })).join(' | ')}</p>;
}

const page = (
  <OrderProvider company="aeroporto">
    <TopBar company={company} />
    <PriceLabel item={{ price: 40, promo: 10, finalPrice: 30, fromPrice: 32, priceIsVariable: true }} />
    <PriceLabel item={{ price: 0, promo: null, finalPrice: 0, fromPrice: 0, priceIsVariable: false }} />
    <FreeUntilLine
      move={{
        state: 'OPEN',
        kind: 'HOSPITALITY',
        freeUntil: '2026-11-29T10:00:00.000-03:00',
        freeNow: true,
        movableNow: true,
        basis: 'NOTICE',
        lateFee: 72.5,
        noShowCharge: null,
        pending: null,
      }}
    />
    <ErrorTexts />
    <CartLabels />
  </OrderProvider>
);
const NAMESPACES = ['common', 'layout', 'search', 'reschedule', 'accounts', 'auth'];

// The pages router's context, as Next gives every page: MUI's cache provider (in the parts the top bar loads on
// demand) reads it through next/compat/router, a CommonJS require that vi.mock does not reach.
const withI18n = (i18n: BrowserI18n, element: ReactElement) => (
  <RouterContext.Provider value={{ ...router, isReady: true } as never}>
    <I18nextProvider i18n={i18n as never}>{element}</I18nextProvider>
  </RouterContext.Provider>
);

/** The server's HTML (real i18next), then the browser's hydration of it (the given i18next): what went wrong. */
async function serveThenHydrate(serverLocale: string, browser: BrowserI18n) {
  router.locale = serverLocale;
  const html = renderToString(withI18n(browserInstance('real', nextI18NextProps(serverLocale, NAMESPACES)), page));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const problems: string[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(`console.error: ${args.map(String).join(' ')}`);
  });
  await act(async () => {
    hydrateRoot(container, withI18n(browser, page), {
      onRecoverableError: (error) => problems.push(`recoverable: ${String((error as Error).message ?? error)}`),
    });
  });
  consoleError.mockRestore();
  return { html, problems, text: container.textContent ?? '' };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('react-i18next over the light i18next', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the light instance renders the real one's HTML, and hydrates the server's HTML without an error`, async () => {
      router.locale = locale;
      const real = renderToString(withI18n(browserInstance('real', nextI18NextProps(locale, NAMESPACES)), page));
      const light = renderToString(withI18n(browserInstance('light', nextI18NextProps(locale, NAMESPACES)), page));
      expect(light).toBe(real);

      const hydrated = await serveThenHydrate(locale, browserInstance('light', nextI18NextProps(locale, NAMESPACES)));
      expect(hydrated.problems).toEqual([]);
      expect(hydrated.text.length).toBeGreaterThan(100);
    });
  }

  it('the words are the translations (not keys)', async () => {
    const { text } = await serveThenHydrate('en', browserInstance('light', nextI18NextProps('en', NAMESPACES)));
    expect(text).toContain('Too many attempts. Try again in 61 minutes.');
    expect(text).toContain('Free');
    expect(text).toContain('Cart, empty | Cart, 1 item | Cart, 2 items | Cart, 21 items');
    expect(text).not.toContain('errors.');
  });

  it('control: hydrating Portuguese HTML with an English instance is reported', async () => {
    const { problems } = await serveThenHydrate('pt-BR', browserInstance('light', nextI18NextProps('en', NAMESPACES)));
    expect(problems.join('\n')).toMatch(/hydrat/i);
  });
});
