import { expect, test, type Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const AERO = `http://aeroporto.localhost:${port}`;
const MERCADO = `http://mercado.test:${port}`;

/** Per language: the path prefix and what the airport's and the shop's homes say (the demo data and the home namespace). */
const LANGUAGES = [
  {
    lang: 'pt-BR',
    prefix: '',
    services: 'Serviços',
    delivery: 'Delivery no portão',
    bento: 'Para cada viajante',
    families: 'Famílias',
    coupon: 'Cupom DELIVERY10',
    use: 'Usar no carrinho: DELIVERY10',
    stores: 'Lojas',
    offers: 'Ofertas da semana',
    next: 'Próximo slide',
  },
  {
    lang: 'en',
    prefix: '/en',
    services: 'Services',
    delivery: 'Delivery to your gate',
    bento: 'For every traveller',
    families: 'Families',
    coupon: 'Coupon DELIVERY10',
    use: 'Use in cart: DELIVERY10',
    stores: 'Stores',
    offers: 'Weekly offers',
    next: 'Next slide',
  },
  {
    lang: 'es',
    prefix: '/es',
    services: 'Servicios',
    delivery: 'Delivery en tu puerta',
    bento: 'Para cada viajero',
    families: 'Familias',
    coupon: 'Cupón DELIVERY10',
    use: 'Usar en el carrito: DELIVERY10',
    stores: 'Tiendas',
    offers: 'Ofertas de la semana',
    next: 'Diapositiva siguiente',
  },
] as const;

/** A burger in the airport's cart (ids from data/demo/aeroporto.json), so the cart shows its coupon and totals. */
const BURGER_CART = {
  ownerId: 'aeroporto',
  catalogId: 'aero-delivery-burger',
  params: [{ key: 'Ambiente', value: 'Plataforma' }],
  items: [
    {
      categoryId: 'aero-delivery-burger-acompanhamentos',
      itemId: 'aero-delivery-burger-05',
      quantity: 1,
      item: { id: 'aero-delivery-burger-05', max: null, subitems: [] },
    },
  ],
};

const slider = (page: Page) => page.getByTestId('home-slider');
/** The accessible name of the slide in view ('1 de 6'). */
const currentSlide = (page: Page) =>
  slider(page).locator('[aria-roledescription="slide"][data-current="true"]').getAttribute('aria-label');

for (const l of LANGUAGES) {
  test(`the airport home in ${l.lang}: slider, services, banner coupons and bentos`, async ({ page }) => {
    await page.goto(`${AERO}${l.prefix}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aeroporto Internacional — Serviços');
    await expect(page).toHaveTitle('Aeroporto Internacional — Serviços');

    // The slider: a carousel whose first slide is in view, its image loaded eagerly (the page's largest paint).
    await expect(slider(page)).toHaveAttribute('aria-roledescription', 'carousel');
    expect(await currentSlide(page)).toMatch(/^1 /);
    await expect(slider(page).locator('img').first()).toHaveAttribute('fetchpriority', 'high');
    await expect(slider(page).getByRole('button', { name: l.next })).toBeVisible();

    // The services, under #services, each linking to its page in the same language.
    const services = page.locator('#services');
    await expect(services.getByRole('heading', { level: 2 })).toHaveText(l.services);
    await expect(services.locator(`a[href="${l.prefix}/delivery"]`)).toContainText(l.delivery);
    await expect(services.locator(`a[href="${l.prefix}/hospitalidade-teste"]`)).toHaveCount(0);

    // The bento section, its cells by position and proportion: the first one spans two columns.
    const bento = page.getByTestId('home-bento');
    await expect(bento.getByRole('heading', { level: 2 })).toHaveText(l.bento);
    await expect(bento.getByRole('link', { name: l.families })).toHaveAttribute(
      'href',
      `${l.prefix}/hospitalidade/familias`,
    );
    const cells = bento.locator('li');
    await expect(cells).toHaveCount(4);
    const [wide, narrow] = [await cells.nth(0).boundingBox(), await cells.nth(1).boundingBox()];
    expect(wide!.width).toBeGreaterThan(narrow!.width * 1.5);

    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // A banner coupon opens the cart with the coupon applied.
    await page.addInitScript((cart) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('storefront:order:aeroporto', cart);
        sessionStorage.setItem('seeded', '1');
      }
    }, JSON.stringify(BURGER_CART));
    await page.reload();
    await page.getByRole('link', { name: l.use }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/carrinho\\?cupom=DELIVERY10$`));
    await expect(page.getByTestId('cart-coupon')).toHaveText(l.coupon);
  });
}

// The slider's timing runs on the page's own clock (Playwright's), moved on by hand: the same timers as a real
// visit, without waiting seconds of real time. It does not depend on the width, so it runs at 414 px only.
test('the slider moves on after about 4 s, and not while the pointer is over it', async ({ page }) => {
  await page.clock.install();
  await page.goto(`${AERO}/`);
  await expect(slider(page)).toBeVisible();
  await page.mouse.move(1, 1);
  expect(await currentSlide(page)).toBe('1 de 6');
  await page.clock.runFor(3000);
  expect(await currentSlide(page)).toBe('1 de 6');
  await page.clock.runFor(2000);
  await expect.poll(() => currentSlide(page)).toBe('2 de 6');
  await slider(page).hover({ position: { x: 100, y: 60 } });
  await page.clock.runFor(10_000);
  expect(await currentSlide(page)).toBe('2 de 6');
  // The buttons work by keyboard.
  await slider(page).getByRole('button', { name: 'Próximo slide' }).focus();
  await page.keyboard.press('Enter');
  expect(await currentSlide(page)).toBe('3 de 6');
});

test('the slider stays still under prefers-reduced-motion: reduce', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', locale: 'pt-BR' });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${AERO}/`);
  await expect(slider(page)).toBeVisible();
  await page.clock.runFor(10_000);
  expect(await currentSlide(page)).toBe('1 de 6');
  await context.close();
});

test('the copy button puts a coupon on the clipboard and a toast at the bottom right, in the theme fonts', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${AERO}/`);
  const heading = page.getByRole('heading', { level: 1 });
  // Barlow for headings, Public Sans for body text, both self-hosted and actually loaded.
  expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Barlow"?/);
  expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Public Sans"?/);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('700 16px Barlow'))).toBe(true);

  await page.getByRole('button', { name: 'Copiar código: SALAVIP20' }).click();
  // The toast itself (on phones its text is narrower than the toast, which spans the screen).
  const toast = page.getByRole('alert').filter({ hasText: 'Cupom SALAVIP20 copiado!' });
  await expect(toast).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('SALAVIP20');
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('the toast has no box on screen');
  // bottom right: the toast sits in the lower quarter, against the right edge
  expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.75);
  expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.7);
});

for (const l of LANGUAGES) {
  test(`the shop's home on its custom domain in ${l.lang}: its stores and featured items with prices`, async ({
    page,
  }) => {
    await page.goto(`${MERCADO}${l.prefix}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mercado da Vila');
    await expect(page.getByTestId('home-slider')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: l.stores })).toBeVisible();
    const store = page.getByTestId('service-store');
    await expect(store).toHaveCount(1);
    await expect(store.getByRole('link')).toHaveAttribute('href', `${l.prefix}/loja/mercado-da-vila`);
    const featured = page.getByTestId('featured-items');
    await expect(featured.getByRole('heading', { level: 2 })).toHaveText(l.offers);
    const first = featured.getByRole('link').first();
    await expect(first).toContainText('R$ ');
    await expect(first).toHaveAttribute('href', new RegExp(`^${l.prefix}/loja/mercado-da-vila/`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/loja/mercado-da-vila/[^/]+$`));
  });
}
