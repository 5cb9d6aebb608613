/**
 * Issue 9's journeys end to end, in Chromium at 414 px and pt-BR, through the screens only: the shopper adds the
 * item on its page, checks out and pays; staff sign in and act on the board or at the counter. Nothing is placed
 * through GraphQL; the only API read is the server's clock, so the gate-delivery journey runs at any hour the
 * restaurant delivers (outside its hours it says so and is skipped; STORE_NOW=2026-11-23T12:00:00.000-03:00 runs
 * every journey). Run under the mobile project only.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { formatBRL } from '../src/domain/brazil/format';
import { parseBrCode } from '../src/domain/payments/br-code';

const port = Number(process.env.E2E_PORT ?? 3100);
const AERO = `http://aeroporto.localhost:${port}`;
const PHONE = { viewport: { width: 414, height: 896 }, isMobile: true, hasTouch: true, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' } as const;
const AERO_STAFF = { email: 'equipe@aeroporto.test', password: 'Embarque-Seguro-2026' };

test.use(PHONE);

/** Whether the burger restaurant delivers at the server's clock, and that clock (checkoutOptions, read-only). */
async function restaurantClock(request: APIRequestContext): Promise<{ now: DateTime; delivers: boolean }> {
  const response = await request.post(`http://localhost:${port}/api/graphql`, {
    data: {
      query: 'query Clock($input: CheckoutOptionsInput!) { checkoutOptions(input: $input) { now operations { type now } } }',
      variables: { input: { company: 'aeroporto', catalogId: 'aero-delivery-burger' } },
    },
  });
  const options = ((await response.json()) as { data: { checkoutOptions: { now: string; operations: { type: string; now: boolean }[] } } }).data.checkoutOptions;
  return { now: DateTime.fromISO(options.now, { setZone: true }), delivers: options.operations.some((o) => o.type === 'delivery' && o.now) };
}

/** The order's number as the status page shows it after its label ("Pedido WN9-3GD" → "WN9-3GD"). */
async function orderNumber(page: Page): Promise<string> {
  const text = (await page.getByTestId('order-number').textContent()) ?? '';
  const number = /[A-Z0-9]{3}-[A-Z0-9]{3}/.exec(text)?.[0];
  expect(number, `no order number in "${text}"`).toBeTruthy();
  return number ?? '';
}

async function signIn(page: Page, who: { email: string; password: string }, back: string) {
  await page.goto(`${AERO}/login?callbackUrl=${encodeURIComponent(back)}`);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel(/^Senha/).fill(who.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${back}$`));
}

async function staffContext(browser: Browser): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signIn(page, AERO_STAFF, '/painel/pedidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos da loja' })).toBeVisible();
  await expect(page.getByTestId('board-connection')).toHaveText(/Ao vivo/);
  return page;
}

/** On the item's own page, as a shopper does (choosing an option where it asks one); then on through the cart. */
async function addToCartAndCheckout(page: Page, itemPath: string, entries: { option?: string; flight?: string } = {}) {
  await page.goto(`${AERO}${itemPath}`);
  if (entries.option) await page.getByRole('radio', { name: entries.option }).check();
  if (entries.flight) await page.getByLabel('Número do voo e data da viagem').fill(entries.flight);
  await page.getByTestId('add-to-cart').click();
  await page.getByRole('link', { name: 'Ver carrinho' }).click();
  await expect(page).toHaveURL(/\/carrinho$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/checkout\/identificacao$/);
}

async function identify(page: Page, name = 'Ana Souza') {
  await page.getByTestId('checkout-name').fill(name);
  await page.getByTestId('checkout-identityDocument').fill('52998224725');
  await page.getByTestId('checkout-phone').fill('11987654321');
  await page.getByTestId('checkout-email').fill('ana@exemplo.test');
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/entrega$/);
}

async function fillCard(page: Page, number: string) {
  await page.getByTestId('checkout-method-ZOOP_CREDIT').check();
  await page.getByTestId('checkout-card-holder').fill('ANA SOUZA');
  await page.getByTestId('checkout-card-number').fill(number);
  await page.getByTestId('checkout-card-expiry').fill('12/30');
  await page.getByTestId('checkout-card-cvc').fill('123');
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/revisao$/);
}

test('gate delivery paid by the sandbox card: staff confirm it on the board, the status page follows live, and it can no longer be cancelled', async ({ page, request, browser }) => {
  const clock = await restaurantClock(request);
  test.skip(!clock.delivers, 'the restaurant does not deliver at the server clock');
  const boarding = clock.now.plus({ minutes: 90 }).toFormat('HH:mm');
  const staff = await staffContext(browser);

  await addToCartAndCheckout(page, '/loja/burger-pista/onion-rings');
  await identify(page);
  await page.getByTestId('checkout-operation-delivery:now').check();
  await page.getByTestId('checkout-terminal-Terminal 2').check();
  await page.getByTestId('checkout-gate-number').fill('12');
  await page.getByTestId('checkout-flight').fill('LA3412');
  await page.getByTestId('checkout-boarding').fill(boarding);
  await expect(page.getByTestId('checkout-gate-check')).toContainText('Entrega prevista às');
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/pagamento$/);
  await fillCard(page, '4242 4242 4242 4242');
  await expect(page.getByTestId('checkout-review-gate')).toContainText(`Terminal 2, portão 12 · voo LA3412, embarque ${boarding}`);
  await page.getByTestId('checkout-place').click();

  await expect(page).toHaveURL(/\/status-pedido\?id=/);
  const number = await orderNumber(page);
  await expect(page.getByTestId('order-status')).toHaveText('Pedido realizado');
  await expect(page.getByTestId('order-status-page')).toContainText('LA3412');
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toBeVisible();
  await expect(page.getByTestId('live-state')).toHaveText('Status atualizado ao vivo');

  // The order reaches the board live (the staff page was opened before it existed).
  const card = staff.getByTestId('board-order').filter({ hasText: number });
  await expect(card).toBeVisible();
  await expect(card).toContainText('LA3412');
  // The terminal is named once ("Terminal 2, portão 12"), not "Terminal Terminal 2".
  await expect(card).toContainText('Terminal 2, portão 12');
  await expect(card).not.toContainText('Terminal Terminal');
  await card.getByRole('button', { name: 'Confirmar' }).click();
  await expect(card.getByTestId('board-status')).toHaveText('Pedido confirmado');

  // The shopper's page changes without a reload: a value set on the window survives only if it is the same page.
  const marker = await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = Date.now()));
  await expect(page.getByTestId('order-status')).toHaveText('Pedido confirmado');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(marker);
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await expect(page.getByTestId('cancel-refusal')).toContainText(/confirm/i);
  await staff.context().close();
});

test('a declined card then PIX: the copy-and-paste BR Code has a valid CRC and carries exactly the total shown', async ({ page }) => {
  await addToCartAndCheckout(page, '/servico/sala-vip/passe-3-horas', { option: 'Terminal 2 — Sala Nacional', flight: 'LA3456, 12/03' });
  await identify(page);
  await page.getByTestId('checkout-operation-booking:schedule').check();
  await page.locator('[data-testid^="checkout-slot-"]').first().check();
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/pagamento$/);
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByTestId('checkout-place').click();
  await expect(page).toHaveURL(/\/checkout\/pagamento$/);
  await expect(page.getByRole('alert').filter({ hasText: 'recusado' })).toBeVisible();

  await page.getByTestId('checkout-method-PIX').check();
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/revisao$/);
  // The review's total, once priced by the server.
  await expect(page.getByTestId('checkout-total')).toContainText('R$');
  const reviewTotal = (await page.getByTestId('checkout-total').textContent()) ?? '';
  await page.getByTestId('checkout-place').click();
  await expect(page).toHaveURL(/\/status-pedido\?id=/);

  const code = await page.getByTestId('pix-code').inputValue();
  const parsed = parseBrCode(code);
  expect(parsed.ok, `BR Code problem: ${parsed.ok ? '' : parsed.problem}`).toBe(true);
  if (!parsed.ok) return;
  expect(parsed.fields.amountCents).not.toBeNull();
  const shown = formatBRL(parsed.fields.amountCents ?? 0);
  await expect(page.getByTestId('order-total')).toHaveText(shown);
  expect(reviewTotal).toContain(shown);
});

test('an attendant order: staff serve a walk-in customer at the counter, paid in person, and the board shows the name', async ({ page, browser }) => {
  await signIn(page, AERO_STAFF, '/atendimento/aeroporto');
  await page.getByLabel('Nome do cliente').fill('Maria Souza');
  await page.getByRole('button', { name: 'Iniciar atendimento' }).click();
  await expect(page.getByTestId('attendant-banner')).toContainText('atendendo Maria Souza');

  await addToCartAndCheckout(page, '/loja/cafe-check-in/pao-de-queijo');
  // The walk-in customer's name is already there; the rest is the customer's.
  await expect(page.getByTestId('checkout-name')).toHaveValue('Maria Souza');
  await identify(page, 'Maria Souza');
  await page.getByTestId('checkout-operation-takeAway:now').check();
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/pagamento$/);
  // Only methods paid at the counter are offered to an attendant.
  await expect(page.getByTestId('checkout-method-ZOOP_CREDIT')).toHaveCount(0);
  await page.getByTestId('checkout-method-POSP_CREDIT').check();
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/revisao$/);
  await page.getByTestId('checkout-place').click();
  await expect(page).toHaveURL(/\/status-pedido\?id=/);
  const number = await orderNumber(page);
  await expect(page.getByTestId('payment-status')).toHaveText('Pagamento no local');

  const staff = await staffContext(browser);
  const card = staff.getByTestId('board-order').filter({ hasText: number });
  await expect(card).toContainText('Cliente: Maria Souza');
  await expect(card).toContainText('Pagamento no local');
  await staff.context().close();
});

test('a hospitality booking for a company’s client is moved on the status page, its fee shown before confirming', async ({ page }) => {
  await addToCartAndCheckout(page, '/servico/hospitalidade/meet-and-assist-embarque');
  await identify(page);
  await page.getByTestId('checkout-operation-booking:schedule').check();
  await page.locator('[data-testid^="checkout-slot-"]').first().check();
  await page.getByTestId('checkout-guest').fill('Carlos Lima');
  await page.getByTestId('checkout-continue').click();
  await page.getByTestId('checkout-method-PIX').check();
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/revisao$/);
  await page.getByTestId('checkout-place').click();
  await expect(page).toHaveURL(/\/status-pedido\?id=/);
  await expect(page.getByTestId('order-status-page')).toContainText('Carlos Lima');

  const section = page.getByTestId('reschedule');
  const before = (await section.textContent()) ?? '';
  await section.getByRole('button', { name: 'Escolher outra data' }).click();
  // Before confirming: free, or 25% of the total in words and R$, whichever the notice left gives.
  const fee = section.getByTestId('reschedule-fee');
  await expect(fee).toHaveText(/^(Sem custo: faltam 24 horas úteis ou mais|Faltam menos de 24 horas úteis para a reserva: remarcar custa 25% do total, R\$ \d+,\d\d)/);
  const free = ((await fee.textContent()) ?? '').startsWith('Sem custo');
  // The open section (select, radios, fee) has no serious accessibility finding.
  const axe = await new AxeBuilder({ page }).include('[data-testid="reschedule"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  // Another date's first slot.
  const date = section.getByLabel('Nova data');
  // The slots arrive on their own request, after the fee's: wait for the date list before reading its options.
  await expect(date).toBeVisible();
  const dates = await date.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(dates.length).toBeGreaterThan(1);
  await date.selectOption(dates[1]);
  const slot = section.locator('[data-testid^="reschedule-slot-"]:not([disabled])').first();
  await slot.check();
  await section.getByRole('button', { name: free ? 'Confirmar remarcação' : /^Confirmar e pagar R\$/ }).click();
  await expect(section.getByTestId('reschedule-done')).toContainText('Reserva remarcada para');
  expect(await section.textContent()).not.toBe(before);
  // The server has the new time: a reload shows it too.
  const moved = (await section.getByTestId('reschedule-done').textContent())?.replace('Reserva remarcada para ', '').replace(/\.$/, '') ?? '';
  await page.reload();
  await expect(page.getByTestId('reschedule')).toContainText(`Reservado para ${moved}.`);
});
