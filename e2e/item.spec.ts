import { expect, test, type Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const AERO = `http://aeroporto.localhost:${port}`;
const PRICE = /R\$\s\d+,\d{2}/;

/** The amount on the add button, in cents ('Adicionar · R$ 44,90' → 4490). */
async function buttonCents(page: Page): Promise<number> {
  const text = (await page.getByTestId('add-to-cart').textContent()) ?? '';
  const match = /R\$\s([\d.]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`no price in '${text}'`);
  return Number(match[1].replace(/\./g, '')) * 100 + Number(match[2]);
}

const cases = [
  {
    lang: 'pt-BR',
    prefix: '',
    name: 'Clássico Pista',
    doneness: 'Ao ponto',
    extra: 'Mais Bacon crocante',
    add: 'Adicionar',
    missing: /Escolha mais 1 em “Ponto da carne”/,
  },
  {
    lang: 'en',
    prefix: '/en',
    name: 'Runway Classic',
    doneness: 'Medium',
    extra: 'More Crispy bacon',
    add: 'Add',
    missing: /Choose 1 more in “Doneness”/,
  },
];

for (const c of cases) {
  test(`a restaurant item with required options in ${c.lang}: rule, live price, add to cart`, async ({ page }) => {
    const response = await page.goto(`${AERO}${c.prefix}/loja/burger-pista/classico-pista`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.name);
    await expect(page.getByTestId('item-price')).toHaveText(PRICE);

    const add = page.getByTestId('add-to-cart');
    await expect(add).toBeDisabled();
    await expect(add).toHaveText(new RegExp(`^${c.add}`));
    await expect(page.getByTestId('add-reason')).toHaveText(c.missing);

    await page.getByRole('radio', { name: c.doneness }).check();
    await expect(add).toBeEnabled();
    await expect(page.getByTestId('add-reason')).toHaveCount(0);
    const before = await buttonCents(page);

    await page.getByRole('button', { name: c.extra }).click();
    await expect.poll(() => buttonCents(page)).toBe(before + 600); // crispy bacon is R$ 6,00

    await add.click();
    await expect(page.getByRole('link', { name: c.lang === 'en' ? 'View cart' : 'Ver carrinho' })).toHaveAttribute(
      'href',
      /\/carrinho$/,
    );
    const saved = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('storefront:order:aeroporto') ?? 'null'),
    );
    expect(saved.catalogId).toBe('aero-delivery-burger');
    expect(saved.items).toHaveLength(1);
    expect(saved.items[0].quantity).toBe(1);
    expect(saved.items[0].item.subitems).toHaveLength(2);
    expect(saved.items[0].item.subitems.map((s: { quantity: number }) => s.quantity)).toEqual([1, 1]);
  });
}

test('the item page carries schema.org Product JSON-LD with a BRL offer, and its recommended items', async ({
  page,
}) => {
  await page.goto(`${AERO}/loja/burger-pista/classico-pista`);
  const recommended = page.getByTestId('recommended');
  await expect(recommended.getByRole('link', { name: /Batata frita/ })).toHaveAttribute(
    'href',
    '/loja/burger-pista/batata-frita',
  );
  await expect(recommended.getByRole('link', { name: /Batata frita/ })).toHaveText(PRICE);
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(json['@type']).toBe('Product');
  expect(json.name).toBe('Clássico Pista');
  expect(json.offers.priceCurrency).toBe('BRL');
  expect(json.offers.price).toMatch(/^\d+\.\d{2}$/);
});

test('a locker is priced by the days between drop-off and pick-up', async ({ page }) => {
  const response = await page.goto(`${AERO}/servico/guarda-volumes/armario-p`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Armário P');
  const add = page.getByTestId('add-to-cart');
  await expect(add).toBeDisabled();

  await page.getByRole('radio', { name: /Datas de depósito e retirada/ }).check();
  await expect(page.getByTestId('interval')).toBeVisible();
  await expect(page.getByTestId('add-reason')).toHaveText('Informe as datas de depósito e retirada');

  await page.getByLabel('Depósito', { exact: true }).fill('2030-03-10T10:00');
  await page.getByLabel('Retirada', { exact: true }).fill('2030-03-12T18:00');
  await expect(page.getByTestId('interval')).toContainText('3 dias');
  await expect(add).toBeEnabled();
  await expect.poll(() => buttonCents(page)).toBe(3 * 3500);

  await add.click();
  const saved = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('storefront:order:aeroporto') ?? 'null'),
  );
  expect(saved.catalogId).toBe('aero-guarda-volumes');
  // A service page link keeps its /servico/ shape in the product's address.
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(json.offers.url).toMatch(/\/servico\/guarda-volumes\/armario-p$/);
  expect(saved.items[0].item.interval.start).toMatch(/^2030-03-10T10:00:00\.000-03:00$/);
  expect(saved.items[0].item.interval.end).toMatch(/^2030-03-12T18:00:00\.000-03:00$/);
});

test('an option shared by several items keeps the price its own group gives it', async ({ page }) => {
  // Pizzas override the shared drinks group's can of soda to R$ 7,00; burgers keep its R$ 8,00.
  await page.goto(`${AERO}/loja/forno-de-embarque/margherita`);
  await expect(page.getByTestId('option').filter({ hasText: 'Refrigerante lata 350 ml' })).toHaveCount(1);
  await expect(page.getByTestId('option').filter({ hasText: 'Refrigerante lata 350 ml' })).toContainText('+ R$ 7,00');
  await page.goto(`${AERO}/loja/burger-pista/classico-pista`);
  await expect(page.getByTestId('option').filter({ hasText: 'Refrigerante lata 350 ml' })).toContainText('+ R$ 8,00');
});

test('adding an item of another store asks before replacing the cart', async ({ page }) => {
  await page.goto(`${AERO}/loja/burger-pista/classico-pista`);
  await page.getByRole('radio', { name: 'Ao ponto' }).check();
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByRole('link', { name: 'Ver carrinho' })).toBeVisible();

  await page.goto(`${AERO}/loja/forno-de-embarque/brotinho-margherita`);
  await page.getByTestId('add-to-cart').click();
  const dialog = page.getByRole('dialog', { name: 'Substituir o carrinho?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  let saved = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('storefront:order:aeroporto') ?? 'null'),
  );
  expect(saved.catalogId).toBe('aero-delivery-burger');

  await page.getByTestId('add-to-cart').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Substituir' }).click();
  await expect(page.getByRole('link', { name: 'Ver carrinho' })).toBeVisible();
  saved = await page.evaluate(() => JSON.parse(window.localStorage.getItem('storefront:order:aeroporto') ?? 'null'));
  expect(saved.catalogId).toBe('aero-delivery-pizza');
  expect(saved.items).toHaveLength(1);
});

test('an unknown item is a real 404 page', async ({ page }) => {
  const response = await page.goto(`${AERO}/loja/burger-pista/nao-existe`);
  expect(response?.status()).toBe(404);
});
