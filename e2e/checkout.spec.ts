/**
 * The checkout at 414 px in pt-BR, against the production build on a throw-away database. The cart is put in local
 * storage as the order context saves it; every other step is done through the screens. Boarding times are worked
 * out from the server's clock (STORE_NOW when set), so the spec runs at any hour the restaurant delivers; outside
 * its hours the gate-delivery tests say so and are skipped (STORE_NOW=2026-11-23T12:00:00.000-03:00 runs them all).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DateTime } from 'luxon';

const port = Number(process.env.E2E_PORT ?? 3100);
const AERO = `http://aeroporto.localhost:${port}`;
const CART_KEY = 'storefront:order:aeroporto';

interface Line { categoryId: string; itemId: string; quantity: number; subitems?: [string, string][] }

function savedCart(catalogId: string, lines: Line[]) {
  return {
    ownerId: 'aeroporto',
    catalogId,
    params: [{ key: 'Ambiente', value: 'Plataforma' }],
    items: lines.map((line) => ({
      categoryId: line.categoryId,
      itemId: line.itemId,
      quantity: line.quantity,
      item: { id: line.itemId, max: null, subitems: (line.subitems ?? []).map(([subcategory, subitem]) => ({ subcategory: { id: subcategory }, subitem: { id: subitem }, quantity: 1 })) },
    })),
  };
}

const ONION_RINGS = savedCart('aero-delivery-burger', [{ categoryId: 'aero-delivery-burger-acompanhamentos', itemId: 'aero-delivery-burger-06', quantity: 2 }]);
const LOUNGE_PASS = savedCart('aero-sala-vip', [
  { categoryId: 'aero-sala-vip-passes', itemId: 'aero-sala-vip-01', quantity: 1, subitems: [['aero-sala-vip-01-terminal', 'aero-sala-vip-01-terminal-t2']] },
]);
const MEET_AND_ASSIST = savedCart('aero-hospitalidade', [{ categoryId: 'aero-hospitalidade-passageiros', itemId: 'aero-hospitalidade-01', quantity: 1 }]);

async function seedCart(page: Page, cart: unknown) {
  await page.addInitScript(([key, value]) => {
    // Only on the first load: a reload must keep what the page itself saved.
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, value);
      sessionStorage.setItem('seeded', '1');
    }
  }, [CART_KEY, JSON.stringify(cart)] as const);
}

/** The server's clock and whether the restaurant delivers now, from checkoutOptions. */
async function restaurantClock(request: APIRequestContext): Promise<{ now: DateTime; delivers: boolean }> {
  // On the bare root host, which names the company by argument (Node does not resolve *.localhost as browsers do).
  const response = await request.post(`http://localhost:${port}/api/graphql`, {
    data: {
      operationName: 'Clock',
      query: 'query Clock($input: CheckoutOptionsInput!) { checkoutOptions(input: $input) { now operations { type now } } }',
      variables: { input: { company: 'aeroporto', catalogId: 'aero-delivery-burger' } },
    },
  });
  const body = (await response.json()) as { data: { checkoutOptions: { now: string; operations: { type: string; now: boolean }[] } } };
  const options = body.data.checkoutOptions;
  return { now: DateTime.fromISO(options.now, { setZone: true }), delivers: options.operations.some((o) => o.type === 'delivery' && o.now) };
}

const hhmm = (at: DateTime) => at.toFormat('HH:mm');

async function identify(page: Page) {
  await page.goto(`${AERO}/checkout`);
  await expect(page).toHaveURL(/\/checkout\/identificacao$/);
  await expect(page.getByTestId('checkout-step-count')).toHaveText('Passo 1 de 4');
  await page.getByTestId('checkout-name').fill('Ana Souza');
  await page.getByTestId('checkout-identityDocument').fill('52998224725');
  await page.getByTestId('checkout-phone').fill('11987654321');
  await page.getByTestId('checkout-email').fill('ana@exemplo.test');
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/entrega$/);
}

async function gateDelivery(page: Page, boarding: string) {
  await page.getByTestId('checkout-operation-delivery:now').check();
  await page.getByTestId('checkout-terminal-Terminal 2').check();
  await page.getByTestId('checkout-gate-number').fill('12');
  await page.getByTestId('checkout-flight').fill('LA3412');
  await page.getByTestId('checkout-boarding').fill(boarding);
}

async function payByCard(page: Page, number: string) {
  await page.getByTestId('checkout-method-ZOOP_CREDIT').check();
  await page.getByTestId('checkout-card-holder').fill('ANA SOUZA');
  await page.getByTestId('checkout-card-number').fill(number);
  await page.getByTestId('checkout-card-expiry').fill('12/30');
  await page.getByTestId('checkout-card-cvc').fill('123');
  await page.getByTestId('checkout-continue').click();
}

async function chooseFirstSlot(page: Page) {
  await page.getByTestId('checkout-operation-booking:schedule').check();
  const slot = page.locator('[data-testid^="checkout-slot-"]').first();
  await slot.check();
}

test('a step reached without its entries goes back to the first incomplete one, and a reload keeps every entry', async ({ page, request }) => {
  const clock = await restaurantClock(request);
  test.skip(!clock.delivers, 'the restaurant does not deliver at the server clock');
  const boarding = hhmm(clock.now.plus({ minutes: 90 }));
  await seedCart(page, ONION_RINGS);
  // The cart's onward button leads here.
  await page.goto(`${AERO}/carrinho`);
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/checkout\/identificacao$/);
  await page.goto(`${AERO}/checkout/revisao`);
  await expect(page).toHaveURL(/\/checkout\/identificacao$/);
  await identify(page);
  await page.reload();
  await expect(page.getByTestId('checkout-step-count')).toHaveText('Passo 2 de 4');
  await gateDelivery(page, boarding);
  await expect(page.getByTestId('checkout-gate-check')).toContainText('Entrega prevista às');
  await page.reload();
  await expect(page.getByTestId('checkout-flight')).toHaveValue('LA3412');
  await expect(page.getByTestId('checkout-boarding')).toHaveValue(boarding);
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/pagamento$/);
  await page.getByTestId('checkout-method-ZOOP_CREDIT').check();
  await page.reload();
  await expect(page.getByTestId('checkout-method-ZOOP_CREDIT')).toBeChecked();
  // Back to the first step: what was typed is still there.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout\/identificacao$/);
  await expect(page.getByTestId('checkout-name')).toHaveValue('Ana Souza');
});

test('a boarding time too close is refused, saying by when the order had to be placed', async ({ page, request }) => {
  const clock = await restaurantClock(request);
  test.skip(!clock.delivers, 'the restaurant does not deliver at the server clock');
  // Now + 30 min of delivery must be before boarding − 20 min: boarding in 30 min needed the food 20 min before it,
  // and the order 30 min before that.
  const boarding = clock.now.plus({ minutes: 30 }).startOf('minute');
  const deadline = hhmm(boarding.minus({ minutes: 20 }));
  const orderBy = hhmm(boarding.minus({ minutes: 50 }));
  await seedCart(page, ONION_RINGS);
  await identify(page);
  await gateDelivery(page, hhmm(boarding));
  await expect(page.getByTestId('checkout-gate-check')).toContainText(`até ${deadline}`);
  await expect(page.getByTestId('checkout-gate-check')).toContainText(`até ${orderBy}`);
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/entrega$/);
  await expect(page.getByRole('alert').filter({ hasText: orderBy })).toBeVisible();
});

test('the identification step announces what is wrong', async ({ page }) => {
  await seedCart(page, ONION_RINGS);
  await page.goto(`${AERO}/checkout/identificacao`);
  await page.getByTestId('checkout-name').fill('Ana');
  await page.getByTestId('checkout-identityDocument').fill('111.111.111-11');
  await page.getByTestId('checkout-continue').click();
  await expect(page.getByRole('alert').first()).toContainText('Confira os campos marcados (4)');
  await expect(page.getByText('Informe nome e sobrenome.')).toBeVisible();
  await expect(page.getByText('CPF inválido. Confira os números.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/identificacao$/);
});

test('gate delivery at a restaurant paid by the sandbox card lands on the order status', async ({ page, request }) => {
  const clock = await restaurantClock(request);
  test.skip(!clock.delivers, 'the restaurant does not deliver at the server clock');
  const boarding = hhmm(clock.now.plus({ minutes: 90 }));
  await seedCart(page, ONION_RINGS);
  await identify(page);
  await gateDelivery(page, boarding);
  await page.getByTestId('checkout-continue').click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/checkout\/revisao$/);
  await expect(page.getByTestId('checkout-review-gate')).toContainText(`Terminal 2, portão 12 · voo LA3412, embarque ${boarding}`);
  await expect(page.getByTestId('checkout-total')).toContainText('R$');
  await expect(page.getByTestId('checkout-warning')).toContainText('portão de embarque');
  await expect(page.getByTestId('checkout-place')).toContainText('Pedir para o portão');
  await page.getByTestId('checkout-place').click();
  await expect(page).toHaveURL(/\/status-pedido\?id=/);
  await expect(page.getByTestId('order-number')).toBeVisible();
  await expect(page.getByTestId('order-status-page')).toContainText('LA3412');
  expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').items?.length ?? 0, CART_KEY)).toBe(0);
});

test('a declined card keeps the cart and every entry and says why; PIX then places the order', async ({ page }) => {
  await seedCart(page, LOUNGE_PASS);
  await identify(page);
  await chooseFirstSlot(page);
  await page.getByTestId('checkout-continue').click();
  await payByCard(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/checkout\/revisao$/);
  await page.getByTestId('checkout-place').click();
  await expect(page).toHaveURL(/\/checkout\/pagamento$/);
  await expect(page.getByRole('alert').filter({ hasText: 'recusado' })).toBeVisible();
  expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').items?.length ?? 0, CART_KEY)).toBe(1);
  await page.getByTestId('checkout-method-PIX').check();
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/revisao$/);
  await expect(page.getByText('Ana Souza · 529.982.247-25')).toBeVisible();
  await page.getByTestId('checkout-place').click();
  await expect(page).toHaveURL(/\/status-pedido\?id=/);
  // The order is placed and waits for the PIX payment, whose copy-and-paste code the status page shows.
  await expect(page.getByTestId('pix-code')).toBeVisible();
});

test('a hospitality booking names the client to be received', async ({ page }) => {
  await seedCart(page, MEET_AND_ASSIST);
  await identify(page);
  await chooseFirstSlot(page);
  await page.getByTestId('checkout-continue').click();
  await expect(page.getByText('Informe o nome de quem vamos receber.')).toBeVisible();
  await page.getByTestId('checkout-guest').fill('Carlos Lima');
  await page.getByTestId('checkout-continue').click();
  await page.getByTestId('checkout-method-PIX').check();
  await page.getByTestId('checkout-continue').click();
  await expect(page.getByTestId('checkout-review-guest')).toHaveText('Cliente a ser recebido: Carlos Lima');
  await page.getByTestId('checkout-place').click();
  await expect(page).toHaveURL(/\/status-pedido\?id=/);
  await expect(page.getByTestId('order-status-page')).toContainText('Carlos Lima');
});
