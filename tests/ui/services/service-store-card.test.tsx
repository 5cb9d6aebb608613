// @vitest-environment jsdom
/**
 * A store card of a service page as a shopper reads it: the name, a link to the store, and the opening chip —
 * today's hours when open, 'closed' with the next opening when closed — in pt-BR and en. Also the checkout
 * warning's HTML read as plain paragraphs, and the route segments the page accepts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/services.json';
import en from '@/locales/en/services.json';
import es from '@/locales/es/services.json';
import { ServiceStoreCard } from '@/src/features/services/ServiceStoreCard';
import type { StoreCardFragment as ServiceStore } from '@/src/features/services/store-card.generated';
import { warningParagraphs } from '@/src/features/services/warning-text';
import { parseServiceRoute } from '@/src/features/services/service-route';

afterEach(cleanup);

async function i18n(lng: string) {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .init({ lng, resources: { 'pt-BR': { services: ptBR }, en: { services: en } }, defaultNS: 'services' });
  return instance;
}

const store = (openingState: ServiceStore['openingState']): ServiceStore => ({
  _id: 'burger',
  slug: 'burger-pista',
  title: 'Burger Pista',
  cover: null,
  openingState,
});

async function card(openingState: ServiceStore['openingState'], lng = 'pt-BR') {
  render(
    <I18nextProvider i18n={await i18n(lng)}>
      <ServiceStoreCard store={store(openingState)} />
    </I18nextProvider>,
  );
}

describe('ServiceStoreCard', () => {
  it('names the store and links to its page', async () => {
    await card({ isOpen: true, todayLabel: 'Aberto das 10:00 às 23:00', nextOpening: null });
    expect(screen.getByRole('heading', { name: 'Burger Pista' })).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/loja/burger-pista');
  });

  it("shows today's hours when open", async () => {
    await card({ isOpen: true, todayLabel: 'Aberto das 10:00 às 23:00', nextOpening: null });
    expect(screen.getByTestId('store-opening').textContent).toBe('Aberto das 10:00 às 23:00');
  });

  it('says closed and when it opens next, in each language', async () => {
    await card({ isOpen: false, todayLabel: 'Aberto das 10:00 às 23:00', nextOpening: { label: 'amanhã às 10:00' } });
    expect(screen.getByTestId('store-opening').textContent).toBe('Fechado · abre amanhã às 10:00');
    cleanup();
    await card({ isOpen: false, todayLabel: null, nextOpening: { label: 'tomorrow at 10:00' } }, 'en');
    expect(screen.getByTestId('store-opening').textContent).toBe('Closed · opens tomorrow at 10:00');
  });

  it('says only closed when no next opening is known', async () => {
    await card({ isOpen: false, todayLabel: null, nextOpening: null }, 'en');
    expect(screen.getByTestId('store-opening').textContent).toBe('Closed');
  });

  it('has every label in the three languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ptBR).sort());
    expect(Object.keys(es).sort()).toEqual(Object.keys(ptBR).sort());
  });
});

describe('warningParagraphs', () => {
  it('keeps the paragraphs as text, drops tags and decodes entities', () => {
    const html =
      '<p>Entregamos no <strong>portão</strong>.</p><p>Escreva para <a href="mailto:x@y.test">x@y.test</a> &amp; aguarde.</p>';
    expect(warningParagraphs(html)).toEqual(['Entregamos no portão.', 'Escreva para x@y.test & aguarde.']);
  });

  it('never passes markup through, even a script', () => {
    expect(warningParagraphs('<script>alert(1)</script><img src=x onerror=alert(1)>ok')).toEqual(['alert(1)ok']);
    expect(warningParagraphs(null)).toEqual([]);
  });
});

describe('parseServiceRoute', () => {
  it('reads a service, a category and ignores a trailing ref=', () => {
    expect(parseServiceRoute(['delivery'])).toEqual({ service: 'delivery', category: null });
    expect(parseServiceRoute(['delivery', 'lanches'])).toEqual({ service: 'delivery', category: 'lanches' });
    expect(parseServiceRoute(['delivery', 'lanches', 'ref=banner-lanches'])).toEqual({
      service: 'delivery',
      category: 'lanches',
    });
  });

  it('refuses any other shape', () => {
    expect(parseServiceRoute([])).toBeNull();
    expect(parseServiceRoute(['delivery', 'lanches', 'extra'])).toBeNull();
    expect(parseServiceRoute(['a', 'b', 'c', 'ref=x'])).toBeNull();
    expect(parseServiceRoute(['Delivery.php'])).toBeNull();
  });
});
