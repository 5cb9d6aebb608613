/**
 * Walks every public route on both demo hosts (the airport's subdomain and the shop's custom domain) in pt-BR, en
 * and es; the two projects of playwright.config.ts run it at 1280 px and at 414 px. Each stop checks real content in
 * the page's language: names from the demo catalogue, prices in 'R$ ', opening labels, and that a phone never
 * scrolls sideways.
 */
import { expect, test, type Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const AERO = `http://aeroporto.localhost:${port}`;
const MERCADO = `http://mercado.test:${port}`;

type Lang = 'pt-BR' | 'en' | 'es';
const LANGS: { lang: Lang; prefix: string }[] = [
  { lang: 'pt-BR', prefix: '' },
  { lang: 'en', prefix: '/en' },
  { lang: 'es', prefix: '/es' },
];

/** Text per language. */
type T = Record<Lang, string | RegExp>;
const OPENING: T = { 'pt-BR': /^(Aberto|Fechado)/, en: /^(Open|Closed)/, es: /^(Abierto|Cerrado)/ };
const PRICE = /R\$\s\d{1,3}(\.\d{3})*,\d{2}/;

interface Stop {
  name: string;
  origin: string;
  path: string;
  check: (page: Page, lang: Lang) => Promise<void>;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

const STOPS: Stop[] = [
  {
    name: 'airport home',
    origin: AERO,
    path: '/',
    check: async (page, lang) => {
      const services = page.locator('#services');
      await expect(services).toBeVisible();
      const vip = { 'pt-BR': 'Sala VIP', en: 'VIP Lounge', es: 'Sala VIP' }[lang];
      await expect(services.getByRole('link', { name: new RegExp(vip) }).first()).toBeVisible();
    },
  },
  {
    name: 'service page',
    origin: AERO,
    path: '/delivery',
    check: async (page, lang) => {
      // The banner's title is the page's heading; the service's own name is in the top bar.
      await expect(h1(page)).toHaveText(
        { 'pt-BR': 'Fome antes do voo?', en: 'Hungry before your flight?', es: '¿Hambre antes del vuelo?' }[lang],
      );
      await expect(page.getByRole('link', { name: /Burger Pista/ }).first()).toBeVisible();
      await expect(page.getByText(OPENING[lang]).first()).toBeVisible();
    },
  },
  {
    name: 'service category page from a banner link',
    origin: AERO,
    path: '/delivery/lanches/ref=banner-lanches',
    check: async (page) => {
      await expect(page.getByRole('link', { name: /Burger Pista/ }).first()).toBeVisible();
    },
  },
  {
    name: 'hospitality category',
    origin: AERO,
    path: '/hospitalidade/familias',
    check: async (page, lang) => {
      await expect(h1(page)).toHaveText(
        { 'pt-BR': 'Hospitalidade no aeroporto', en: 'Airport hospitality', es: 'Hospitalidad en el aeropuerto' }[lang],
      );
    },
  },
  {
    name: 'store',
    origin: AERO,
    path: '/loja/burger-pista',
    check: async (page, lang) => {
      await expect(h1(page)).toHaveText('Burger Pista');
      await expect(page.getByTestId('opening-state')).toHaveText(OPENING[lang]);
      const fries = { 'pt-BR': 'Batata frita', en: 'French fries', es: 'Papas fritas' }[lang];
      await expect(page.getByTestId('item-row').filter({ hasText: fries })).toHaveText(PRICE);
    },
  },
  {
    name: 'item with option groups',
    origin: AERO,
    path: '/loja/burger-pista/classico-pista',
    check: async (page, lang) => {
      await expect(h1(page)).toHaveText({ 'pt-BR': 'Clássico Pista', en: 'Runway Classic', es: 'Clásico Pista' }[lang]);
      await expect(
        page.getByText({ 'pt-BR': 'Obrigatório', en: 'Required', es: 'Obligatorio' }[lang]).first(),
      ).toBeVisible();
      await expect(page.getByText(PRICE).first()).toBeVisible();
    },
  },
  {
    name: 'service item (locker rental)',
    origin: AERO,
    path: '/servico/guarda-volumes/armario-p',
    check: async (page, lang) => {
      await expect(h1(page)).toHaveText({ 'pt-BR': 'Armário P', en: 'Locker S', es: 'Taquilla P' }[lang]);
      await expect(page.getByText(PRICE).first()).toBeVisible();
    },
  },
  {
    name: 'lounge pass',
    origin: AERO,
    path: '/servico/sala-vip/passe-3-horas',
    check: async (page, lang) => {
      await expect(h1(page)).toHaveText(
        { 'pt-BR': 'Passe Sala VIP — 3 horas', en: 'VIP Lounge pass — 3 hours', es: 'Pase Sala VIP — 3 horas' }[lang],
      );
      await expect(page.getByText('R$ 189,00').first()).toBeVisible();
    },
  },
  {
    name: 'empty cart',
    origin: AERO,
    path: '/carrinho',
    check: async (page, lang) => {
      await expect(h1(page)).toHaveText({ 'pt-BR': 'Carrinho', en: 'Cart', es: 'Carrito' }[lang]);
    },
  },
  {
    name: 'partners',
    origin: AERO,
    path: '/parceiros',
    check: async (page, lang) => {
      await expect(h1(page)).toHaveText({ 'pt-BR': 'Parceiros', en: 'Partners', es: 'Socios' }[lang]);
      await expect(page.getByText('Burger Pista').first()).toBeVisible();
    },
  },
  {
    name: 'blog',
    origin: AERO,
    path: '/blog',
    check: async (page) => {
      await expect(h1(page)).toHaveText('Blog');
      await expect(page.getByTestId('blog-card').first()).toBeVisible();
    },
  },
  {
    name: 'blog post',
    origin: AERO,
    path: '/blog/como-pedir-comida-no-portao',
    check: async (page) => {
      await expect(h1(page)).not.toHaveText('');
      await expect(page.getByTestId('blog-body')).toBeVisible();
    },
  },
  {
    name: 'shop home on its custom domain',
    origin: MERCADO,
    path: '/',
    check: async (page) => {
      await expect(page.getByRole('link', { name: /Mercado da Vila/ }).first()).toBeVisible();
    },
  },
  {
    name: 'shop store on its custom domain',
    origin: MERCADO,
    path: '/loja/mercado-da-vila',
    check: async (page, lang) => {
      await expect(h1(page)).toHaveText('Mercado da Vila');
      await expect(page.getByTestId('opening-state')).toHaveText(OPENING[lang]);
      const banana = { 'pt-BR': 'Banana prata', en: 'Silver banana', es: 'Banana plata' }[lang];
      await expect(page.getByTestId('item-row').filter({ hasText: banana })).toHaveText(PRICE);
    },
  },
  {
    name: 'shop item on its custom domain',
    origin: MERCADO,
    path: '/loja/mercado-da-vila/banana-prata',
    check: async (page, lang) => {
      await expect(h1(page)).toHaveText({ 'pt-BR': 'Banana prata', en: 'Silver banana', es: 'Banana plata' }[lang]);
      await expect(page.getByText(PRICE).first()).toBeVisible();
    },
  },
  {
    name: 'shop cart on its custom domain',
    origin: MERCADO,
    path: '/carrinho',
    check: async (page, lang) => {
      await expect(h1(page)).toHaveText({ 'pt-BR': 'Carrinho', en: 'Cart', es: 'Carrito' }[lang]);
    },
  },
];

for (const { lang, prefix } of LANGS) {
  test.describe(`in ${lang}`, () => {
    for (const stop of STOPS) {
      test(`${stop.name}: ${stop.origin.replace(/:\d+$/, '')}${prefix}${stop.path}`, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        const response = await page.goto(`${stop.origin}${prefix}${stop.path}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await stop.check(page, lang);
        // The shell is translated too: the cart button's name is in the page's language.
        await expect(
          page
            .getByRole('banner')
            .getByRole('link', { name: { 'pt-BR': 'Carrinho vazio', en: 'Cart, empty', es: 'Carrito vacío' }[lang] }),
        ).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
      });
    }
  });
}
