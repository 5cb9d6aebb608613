/**
 * The app's useTranslation on the server (this file runs in Node, as a server render does): every component of one
 * render gets the same `t` for a namespace and language, with react-i18next's texts; another render (another
 * instance, another language) gets its own. The browser side is react-i18next's own hook
 * (use-translation-browser.test.tsx).
 */
import { describe, expect, it } from 'vitest';
import { createInstance, type i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useTranslation } from '@/src/client/i18n/use-translation';

const resources = {
  'pt-BR': {
    cart: { title: 'Seu carrinho', items_one: '{{count}} item', items_other: '{{count}} itens' },
    orders: { late: 'Atrasado' },
  },
  en: {
    cart: { title: 'Your cart', items_one: '{{count}} item', items_other: '{{count}} items' },
    orders: { late: 'Late' },
  },
};

async function instance(lng: string): Promise<I18n> {
  const i18n = createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng, fallbackLng: 'pt-BR', resources, interpolation: { escapeValue: false } });
  return i18n;
}

const seen: unknown[] = [];
function Title() {
  const { t } = useTranslation('cart');
  seen.push(t);
  return <h1>{t('title')}</h1>;
}
function Count({ n }: { n: number }) {
  const [t] = useTranslation('cart');
  seen.push(t);
  return <p>{t('items', { count: n })}</p>;
}
function Mixed() {
  const { t, i18n } = useTranslation(['cart', 'orders']);
  return (
    <p lang={i18n.language}>
      {t('title')} / {t('orders:late')}
    </p>
  );
}

const page = (i18n: I18n) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <Title />
      <Count n={1} />
      <Count n={3} />
      <Mixed />
    </I18nextProvider>,
  );

describe('useTranslation in a server render', () => {
  it("gives every component of the render one `t` per namespace and language, with react-i18next's texts", async () => {
    seen.length = 0;
    const html = page(await instance('pt-BR'));
    expect(html).toContain('<h1>Seu carrinho</h1>');
    expect(html).toMatch(/1 item/);
    expect(html).toMatch(/3 itens/);
    expect(html).toMatch(/<p lang="pt-BR">Seu carrinho<!-- --> \/ <!-- -->Atrasado<\/p>/);
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(1);
  });

  it('another render, in another language, gets its own `t`', async () => {
    seen.length = 0;
    const first = page(await instance('pt-BR'));
    const second = page(await instance('en'));
    expect(first).toMatch(/3 itens/);
    expect(second).toContain('<h1>Your cart</h1>');
    expect(second).toMatch(/3 items/);
    expect(second).toMatch(/lang="en">Your cart<!-- --> \/ <!-- -->Late/);
    expect(new Set(seen).size).toBe(2);
  });
});
