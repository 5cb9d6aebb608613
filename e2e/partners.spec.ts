import { expect, test } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const AERO = `http://aeroporto.localhost:${port}`;

/** The demo restaurants (data/demo/aeroporto.json), whose names have no translation. */
const RESTAURANTS = [
  ['Burger Pista', '/loja/burger-pista'],
  ['Forno de Embarque', '/loja/forno-de-embarque'],
  ['Verde Voo', '/loja/verde-voo'],
  ['Café Check-in', '/loja/cafe-check-in'],
  ['Cantina Decolar', '/loja/cantina-decolar'],
] as const;

const LOCALES = [
  { prefix: '', title: 'Parceiros', delivery: 'Delivery no portão', lounge: 'Sala VIP', all: 'Todos' },
  { prefix: '/en', title: 'Partners', delivery: 'Delivery to your gate', lounge: 'VIP Lounge', all: 'All' },
] as const;

for (const locale of LOCALES) {
  test(`/parceiros (${locale.title}) lists the demo restaurants, each linking to its store, and filters by service`, async ({
    page,
  }, info) => {
    const response = await page.goto(`${AERO}${locale.prefix}/parceiros`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale.title);
    await expect(page).toHaveTitle(locale.title);

    const cards = page.getByTestId('partner-card');
    await expect(cards).toHaveCount(13);
    for (const [name, href] of RESTAURANTS) {
      const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(card).toHaveAttribute('href', `${locale.prefix}${href}`);
      // Each card says, in the page's language, which service it serves.
      await expect(card.getByTestId('partner-services')).toHaveText(locale.delivery);
    }

    const columns = await cards.evaluateAll(
      (all) => new Set(all.map((c) => Math.round(c.getBoundingClientRect().left))).size,
    );
    if (info.project.name === 'mobile') {
      expect(columns).toBe(1);
      // Nothing may widen the page past the phone's width, the sideways chip row included.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414);
    } else {
      expect(columns).toBe(3);
    }

    const filters = page.getByTestId('partner-filters');
    await filters.getByRole('button', { name: locale.lounge, exact: true }).click();
    await expect(filters.getByRole('button', { name: locale.lounge, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards).toHaveCount(1);
    await expect(cards).toHaveAttribute('href', `${locale.prefix}/loja/sala-vip`);
    await filters.getByRole('button', { name: locale.delivery, exact: true }).click();
    await expect(cards).toHaveCount(RESTAURANTS.length);
    await filters.getByRole('button', { name: locale.all, exact: true }).click();
    await expect(cards).toHaveCount(13);

    await cards.filter({ has: page.getByRole('heading', { name: 'Verde Voo' }) }).click();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}/loja/verde-voo$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verde Voo');
  });
}

test('the footer links to /parceiros', async ({ page }) => {
  await page.goto(`${AERO}/loja/burger-pista`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Parceiros' }).click();
  await expect(page).toHaveURL(/\/parceiros$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parceiros');
});

const BLOG = [
  {
    prefix: '',
    title: 'Blog',
    post: 'Como pedir comida e receber no portão de embarque',
    date: '2 de setembro de 2026',
    back: '← Todos os posts',
  },
  {
    prefix: '/en',
    title: 'Blog',
    post: 'How to order food and get it at your boarding gate',
    date: 'September 2, 2026',
    back: '← All posts',
  },
] as const;

for (const locale of BLOG) {
  test(`the blog (${locale.prefix || 'pt-BR'}) lists the posts newest first and opens one with its body`, async ({
    page,
  }) => {
    const response = await page.goto(`${AERO}${locale.prefix}/blog`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale.title);
    const cards = page.getByTestId('blog-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.last()).toContainText(locale.post);
    await expect(cards.last()).toContainText(locale.date);
    await expect(cards.last()).toHaveAttribute('href', `${locale.prefix}/blog/como-pedir-comida-no-portao`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );

    await cards.last().click();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}/blog/como-pedir-comida-no-portao$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale.post);
    const body = page.getByTestId('blog-body');
    await expect(body.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(body.getByRole('listitem')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await page.getByRole('link', { name: locale.back }).click();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}/blog$`));
  });
}

test('an unknown post is a 404', async ({ page }) => {
  const response = await page.goto(`${AERO}/blog/nao-existe`);
  expect(response?.status()).toBe(404);
});
