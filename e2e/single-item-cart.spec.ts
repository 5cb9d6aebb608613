/**
 * A service that takes one booking per order (the VIP lounge: `multipleItemsInShoppingCart` false) counts visits, not
 * passes (issue 17, point 8): a child's pass for the adult's lounge joins the cart; a pass for the other lounge asks
 * before it replaces them, and cancelling keeps the cart as it was.
 */
import { expect, test, type Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const AERO = `http://aeroporto.localhost:${port}`;
const T3 = 'Terminal 3 — Sala Internacional';
const T2 = 'Terminal 2 — Sala Nacional';

async function addPass(page: Page, slug: string, lounge = T3) {
  await page.goto(`${AERO}/servico/sala-vip/${slug}`);
  await page.getByRole('radio', { name: lounge }).check();
  await page.getByTestId('add-to-cart').click();
}

const savedNames = (page: Page) =>
  page.evaluate(() =>
    (
      JSON.parse(localStorage.getItem('storefront:order:aeroporto') ?? '{"items":[]}') as {
        items: { itemId: string }[];
      }
    ).items.map((i) => i.itemId),
  );

test('a child pass for the same lounge joins the adult’s; one for the other lounge asks first, cancel keeps the cart, confirm replaces it', async ({
  page,
}) => {
  await addPass(page, 'passe-3-horas');
  await expect.poll(() => savedNames(page)).toEqual(['aero-sala-vip-01']);
  await addPass(page, 'passe-infantil');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => savedNames(page)).toEqual(['aero-sala-vip-01', 'aero-sala-vip-03']);

  await addPass(page, 'passe-3-horas-com-banho', T2);
  const dialog = page.getByRole('dialog', { name: 'Substituir o carrinho?' });
  await expect(dialog).toContainText('Um pedido é uma visita');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await savedNames(page)).toEqual(['aero-sala-vip-01', 'aero-sala-vip-03']);

  await page.getByTestId('add-to-cart').click();
  await page
    .getByRole('dialog', { name: 'Substituir o carrinho?' })
    .getByRole('button', { name: 'Substituir' })
    .click();
  await expect.poll(() => savedNames(page)).toEqual(['aero-sala-vip-02']);

  await page.goto(`${AERO}/carrinho`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('Passe 3 horas + banho');
});

test('the same pass again only adds units, without asking', async ({ page }) => {
  await addPass(page, 'passe-3-horas');
  await addPass(page, 'passe-3-horas');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto(`${AERO}/carrinho`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  // A pass is sold per person: the quantity says so.
  await expect(page.getByTestId('cart-line-quantity')).toHaveText('2 pessoas');
  await expect(page.getByTestId('cart-visit')).toHaveText('1 reserva · 2 pessoas');
});
