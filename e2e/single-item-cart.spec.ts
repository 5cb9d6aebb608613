/**
 * A service that takes one item per order (the VIP lounge: `multipleItemsInShoppingCart` false) asks before a second
 * item replaces the first; cancelling keeps the cart as it was.
 */
import { expect, test, type Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const AERO = `http://aeroporto.localhost:${port}`;

async function addPass(page: Page, slug: string) {
  await page.goto(`${AERO}/servico/sala-vip/${slug}`);
  await page.getByRole('radio', { name: 'Terminal 3 — Sala Internacional' }).check();
  // The adult pass asks for the flight in its note before it can be added; the child pass has a free note.
  const flight = page.getByRole('textbox', { name: 'Número do voo e data da viagem' });
  if (await flight.count()) await flight.fill('LA3456, 12/03');
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

test('a second lounge pass asks before replacing the first; cancel keeps it, confirm replaces it', async ({ page }) => {
  await addPass(page, 'passe-3-horas');
  await expect.poll(() => savedNames(page)).toEqual(['aero-sala-vip-01']);

  await addPass(page, 'passe-infantil');
  const dialog = page.getByRole('dialog', { name: 'Substituir o carrinho?' });
  await expect(dialog).toContainText('Este serviço aceita um item por pedido.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await savedNames(page)).toEqual(['aero-sala-vip-01']);

  await page.getByTestId('add-to-cart').click();
  await page
    .getByRole('dialog', { name: 'Substituir o carrinho?' })
    .getByRole('button', { name: 'Substituir' })
    .click();
  await expect.poll(() => savedNames(page)).toEqual(['aero-sala-vip-03']);

  await page.goto(`${AERO}/carrinho`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('Passe infantil (2 a 11 anos)');
});

test('the same pass again only adds units, without asking', async ({ page }) => {
  await addPass(page, 'passe-3-horas');
  await addPass(page, 'passe-3-horas');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto(`${AERO}/carrinho`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  // A pass is sold per person: the quantity says so.
  await expect(page.getByTestId('cart-line-quantity')).toHaveText('2 pessoas');
});
