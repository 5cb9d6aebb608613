/**
 * `npm run screenshots`: the storefront's main screens as a traveller sees them, written to docs/screenshots/.
 * Starts the production build on a throw-away embedded database (scripts/e2e-server.ts), drives Chromium
 * (e2e/chromium.ts) at 414 px and 1280 px, and saves one PNG per screen, width and language.
 *
 *   SCREENS=home,cart  only those screens        LANGS=pt-BR,en  only those languages
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from '../e2e/chromium';

const PORT = Number(process.env.SCREENSHOT_PORT ?? 3130);
const AERO = `http://aeroporto.localhost:${PORT}`;
const OUT = path.resolve('docs/screenshots');

/** A burger with its options and a side, as the order context saves it (ids from data/demo/aeroporto.json). */
const BURGER_CART = {
  ownerId: 'aeroporto',
  catalogId: 'aero-delivery-burger',
  params: [],
  items: [
    {
      categoryId: 'aero-delivery-burger-burgers',
      itemId: 'aero-delivery-burger-01',
      quantity: 2,
      item: {
        id: 'aero-delivery-burger-01',
        max: null,
        subitems: [
          {
            subcategory: { id: 'aero-delivery-burger-01-ponto' },
            subitem: { id: 'aero-delivery-burger-01-ponto-ao-ponto' },
            quantity: 1,
          },
          {
            subcategory: { id: 'aero-delivery-burger-01-adicionais' },
            subitem: { id: 'aero-delivery-burger-01-adicionais-bacon' },
            quantity: 1,
          },
        ],
      },
    },
    {
      categoryId: 'aero-delivery-burger-acompanhamentos',
      itemId: 'aero-delivery-burger-05',
      quantity: 1,
      item: { id: 'aero-delivery-burger-05', max: null, subitems: [] },
    },
  ],
};

interface Screen {
  name: string;
  path: string;
  prepare?: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  { name: 'home', path: '/' },
  { name: 'service', path: '/delivery' },
  { name: 'store', path: '/loja/burger-pista' },
  { name: 'item', path: '/loja/burger-pista/classico-pista' },
  {
    name: 'cart',
    path: '/carrinho?cupom=DELIVERY10',
    prepare: async (page) => {
      await page.addInitScript(
        (cart) => localStorage.setItem('storefront:order:aeroporto', cart),
        JSON.stringify(BURGER_CART),
      );
    },
  },
];

const LANGS = (process.env.LANGS ?? 'pt-BR,en,es').split(',');
const WANTED = process.env.SCREENS?.split(',');
const prefix = (lang: string) => (lang === 'pt-BR' ? '' : `/${lang}`);

async function waitForServer(url: string, deadline = Date.now() + 180_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in time`);
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = spawn('npx', ['tsx', 'scripts/e2e-server.ts'], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: 'inherit',
    detached: true,
  });
  try {
    await waitForServer(`http://localhost:${PORT}/api/health`);
    const { executablePath } = await resolveChromium();
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    for (const width of [414, 1280]) {
      for (const lang of LANGS) {
        for (const screen of SCREENS.filter((s) => !WANTED || WANTED.includes(s.name))) {
          const context = await browser.newContext({
            viewport: { width, height: width === 414 ? 896 : 800 },
            isMobile: width === 414,
            locale: lang,
            timezoneId: 'America/Sao_Paulo',
          });
          const page = await context.newPage();
          await screen.prepare?.(page);
          await page.goto(`${AERO}${prefix(lang)}${screen.path}`, { waitUntil: 'networkidle' });
          const file = path.join(OUT, `${screen.name}-${width}-${lang}.png`);
          await page.screenshot({ path: file, fullPage: width === 414 });
          console.log(file);
          await context.close();
        }
      }
    }
    await browser.close();
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
