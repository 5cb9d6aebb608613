/**
 * Unpaid orders expire, as a shopper meets it (issue 15, point 13; docs/decisions.md "Trust: unpaid orders and a verified e-mail"), at phone width in pt-BR.
 *
 * Time moves the way the suite moves it, with STORE_NOW: this spec runs its own production server (scripts/e2e-server.ts,
 * the same the suite runs) on a throw-away data folder at Monday 12:00, then stops it and starts it again on the same
 * data at 12:31, half an hour and a minute later. In between, a guest buys the last four hearing-aid batteries by PIX
 * (the item page then says sold out), holds four lounge passes unpaid too, and a sixth unpaid order at the checkout is
 * refused with the reason in words. After the restart, with nobody reading the order, the server's own timer has
 * cancelled it: the demo mailbox holds the e-mail saying so, the status page shows it cancelled with the reason and
 * nothing left to pay, the batteries are back in stock, and the order refused before now goes through.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { savedCart, seedCart } from './support/cart-seed';
import { identify } from './support/checkout-steps';
import { startOwnServer, stopOwnServer } from './support/own-server';
import { placeOrder } from './support/place-order';

/** A port of its own beside the suite's server (which keeps running on E2E_PORT). */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 100;
const AERO = `http://aeroporto.localhost:${PORT}`;
/** Monday noon in São Paulo (every demo store is open), and 31 minutes later: past the PIX's 30 minutes. */
const NOON = '2026-11-23T12:00:00.000-03:00';
const HALF_AN_HOUR_LATER = '2026-11-23T12:31:00.000-03:00';

const BATTERIES_PAGE = `${AERO}/loja/ouvir-bem/pilha-10`;
/** The four hearing-aid batteries the shop has, delivered to an address in São Paulo, paid by PIX. */
const BATTERIES = {
  catalogId: 'aero-marketplace-ouvir-bem',
  items: [{ categoryId: 'aero-marketplace-pilhas', itemId: 'aero-marketplace-05', quantity: 4 }],
  operationWay: { type: 'delivery', time: 'now' },
  customer: {
    name: 'Ana Souza',
    email: 'ana.pilhas@exemplo.test',
    phone: '11987654321',
    identityDocument: '52998224725',
    identityDocumentType: 'CPF',
    address: {
      country: 'BR',
      zipCode: '01310-100',
      state: 'SP',
      city: 'São Paulo',
      district: 'Bela Vista',
      street: 'Avenida Paulista',
      number: '1000',
    },
  },
  payment: { method: 'PIX' },
};
const LOUNGE = {
  catalogId: 'aero-sala-vip',
  items: [
    {
      categoryId: 'aero-sala-vip-passes',
      itemId: 'aero-sala-vip-01',
      quantity: 1,
      subitems: [
        { subcategoryId: 'aero-sala-vip-01-terminal', subitemId: 'aero-sala-vip-01-terminal-t2', quantity: 1 },
      ],
    },
  ],
  operationWay: { type: 'booking', time: 'now' },
  customer: {
    name: 'Ana Souza',
    email: 'ana.sala@exemplo.test',
    phone: '11987654321',
    identityDocument: '52998224725',
    identityDocumentType: 'CPF',
  },
  payment: { method: 'PIX' },
};
const LOUNGE_CART = savedCart('aero-sala-vip', [
  {
    categoryId: 'aero-sala-vip-passes',
    itemId: 'aero-sala-vip-01',
    quantity: 1,
    subitems: [['aero-sala-vip-01-terminal', 'aero-sala-vip-01-terminal-t2']],
  },
]);

/** The stock the batteries' page shows; an anonymous page may be served from the HTML cache for up to 5 s, so it is opened again until then. */
async function expectBatteriesStock(page: Page, text: string) {
  await expect(async () => {
    await page.goto(BATTERIES_PAGE);
    await expect(page.getByTestId('item-stock')).toHaveText(text, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

/** From the review step with a lounge pass in the cart: identification, the visit now, PIX, then place the order. */
async function checkoutLoungeByPix(page: Page) {
  await page.goto(`${AERO}/checkout`);
  await identify(page);
  await page.getByTestId('checkout-operation-booking:now').check();
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/pagamento$/);
  await page.getByTestId('checkout-method-PIX').check();
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/revisao$/);
  await page.getByTestId('checkout-place').click();
}

test('a PIX order left unpaid past its expiry is cancelled by the server on its own: mailed, shown cancelled, stock back; a sixth unpaid order is refused at checkout', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a phone journey: run once, in the mobile project');
  test.setTimeout(600_000);
  const root = path.resolve(testInfo.config.rootDir, '..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-unpaid-'));
  let server = await startOwnServer(root, PORT, { storeNow: NOON, dataDir });
  try {
    // 12:00. The shop has four batteries; the guest buys all four by PIX and gets the code to pay.
    await expectBatteriesStock(page, '4 em estoque');
    const batteries = await placeOrder(page, BATTERIES);
    await page.goto(`${AERO}/status-pedido?id=${batteries._id}`);
    await expect(page.getByTestId('order-status')).toHaveText('Pedido realizado');
    await expect(page.getByTestId('payment-status')).toHaveText('Aguardando pagamento');
    await expect(page.getByTestId('pix-code')).toBeVisible();
    await expectBatteriesStock(page, 'Esgotado');

    // Four lounge passes left unpaid too: five unpaid orders from this browser, the most it may hold.
    for (let i = 0; i < 4; i += 1) await placeOrder(page, LOUNGE);
    await seedCart(page, LOUNGE_CART);
    await checkoutLoungeByPix(page);
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: 'Você já tem 5 pedidos aguardando pagamento nesta loja.' });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(
      'Pague ou cancele um deles em "Meus pedidos", ou pague este com cartão ou no local.',
    );
    await expect(page).toHaveURL(/\/checkout\/revisao$/);
    await page.screenshot({ path: testInfo.outputPath('unpaid-limit.png'), fullPage: true });

    // 12:31: the same data, the clock half an hour on. Nobody opens the order; the server's timer expires it.
    await stopOwnServer(server);
    server = await startOwnServer(root, PORT, { storeNow: HALF_AN_HOUR_LATER, dataDir });
    const mail = page.getByRole('listitem').filter({
      has: page.getByRole('heading', {
        name: `Pedido ${batteries.number} cancelado: o pagamento não chegou a tempo`,
      }),
    });
    await expect(async () => {
      await page.goto(`${AERO}/dev/caixa-de-entrada`);
      await expect(mail).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    await expect(mail).toContainText('ana.pilhas@exemplo.test');
    await expect(mail).toContainText('o pagamento por PIX não chegou até 23/11/2026 às 12:30');

    await page.goto(`${AERO}/status-pedido?id=${batteries._id}`);
    await expect(page.getByTestId('order-status')).toHaveText('Cancelado');
    await expect(page.getByTestId('cancelled-note')).toContainText(
      'O pagamento não chegou dentro do prazo: o pedido foi cancelado e os itens voltaram ao estoque.',
    );
    // Nothing left to pay: no PIX code to copy any more.
    await expect(page.getByTestId('pix-code')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('unpaid-expired.png'), fullPage: true });

    await expectBatteriesStock(page, '4 em estoque');

    // The expired orders no longer count: the lounge pass refused at 12:00 is placed now.
    await checkoutLoungeByPix(page);
    await expect(page).toHaveURL(/\/status-pedido\?id=/);
    await expect(page.getByTestId('pix-code')).toBeVisible();
  } finally {
    await stopOwnServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
