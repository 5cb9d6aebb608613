/**
 * Following orders in a real browser at phone width (issue 9): a shopper's order, placed through GraphQL from the
 * page with the browser's own cookies and session, opens on /status-pedido; staff (another browser context, the
 * demo staff account) confirm it on /painel/pedidos and the shopper's page changes without a reload, after which
 * it cannot be cancelled and says why; an order cancelled while placed; a guest finds the order again on /pedidos;
 * a lounge pass shows its voucher with a QR code; the board is closed to anyone else; the airport's board lists orders
 * by deadline with the customer's phone to call, and its new-order alerts switch is remembered (issue 17, point 10).
 *
 * Mercado (sign-in required, cash accepted) carries the staff journeys; the airport (guests welcome, PIX) the
 * guest's and the lounge's.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AERO_STAFF, MERCADO_STAFF, SHOPPER } from './support/demo-accounts';
import { AERO as aeroporto, MERCADO_LOCAL as mercado } from './support/hosts';
import { signIn, staffBoard } from './support/sign-in';
import { gateClock, hhmm, takeAwayWay } from './support/store-clock';
import { placeOrder } from './support/place-order';

/**
 * axe's serious and critical findings (WCAG 2.2 AA and best practices) below the shop's top bar, as
 * e2e/a11y.spec.ts checks public pages (the shell is checked there, signed out).
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .exclude('header.MuiAppBar-root')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const MERCADO_CASH_ORDER = {
  catalogId: 'mercado-loja',
  items: [{ itemId: 'mercado-loja-16', quantity: 2 }],
  operationWay: { type: 'takeAway', time: 'now' },
  customer: { name: 'Viajante Demo', email: SHOPPER.email, phone: '11999998888' },
  payment: { method: 'CASH' },
};

/** Two units paid in cash at the counter: now while mercado serves, else for its first slot (it closes at night). */
const mercadoCashOrder = async (request: APIRequestContext) => ({
  ...MERCADO_CASH_ORDER,
  operationWay: await takeAwayWay(request, 'mercado', 'mercado-loja'),
});

test('staff confirm on the board and the shopper’s page changes live; then it cannot be cancelled and says why', async ({
  page,
  browser,
  request,
}) => {
  await signIn(page, mercado, SHOPPER);
  const staff = await staffBoard(browser, mercado, MERCADO_STAFF);

  const order = await placeOrder(page, await mercadoCashOrder(request));
  await page.goto(`${mercado}/status-pedido?id=${order._id}`);
  await expect(page.getByTestId('order-number')).toContainText(order.number);
  await expect(page.getByTestId('order-status')).toHaveText('Pedido realizado');
  await expect(page.getByTestId('order-total')).toHaveText('R$ 49,80');
  await expect(page.getByTestId('payment-status')).toHaveText('Pagamento no local');
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toBeVisible();
  await expect(page.getByTestId('live-state')).toHaveText('Status atualizado ao vivo');
  expect(await seriousViolations(page)).toEqual([]);

  // The new order reaches the board live, highlighted.
  const card = staff.getByTestId('board-order').filter({ hasText: order.number });
  await expect(card).toHaveAttribute('data-fresh', 'true');
  expect(await seriousViolations(staff)).toEqual([]);
  await card.getByRole('button', { name: 'Confirmar' }).click();
  await expect(card.getByTestId('board-status')).toHaveText('Pedido confirmado');

  // The shopper's page follows without a reload.
  const marker = await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = Date.now()));
  await expect(page.getByTestId('order-status')).toHaveText('Pedido confirmado');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(marker);
  await expect(page.getByTestId('order-timeline').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await expect(page.getByTestId('cancel-refusal')).toContainText(/confirm/i);
  await staff.context().close();
});

test('an order cancelled while placed', async ({ page, request }) => {
  await signIn(page, mercado, SHOPPER);
  const order = await placeOrder(page, await mercadoCashOrder(request));
  await page.goto(`${mercado}/status-pedido?id=${order._id}`);
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancelar o pedido ${order.number}?` });
  await dialog.getByLabel('Motivo (opcional)').fill('Mudança de planos');
  await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelado');
  await expect(page.getByTestId('cancelled-note')).toContainText('Mudança de planos');
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);

  // Reloaded, the server says the same.
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelado');
});

test('the board is for the company’s staff: a shopper gets 403, no session goes to sign-in (as do a sign-in-only company’s order pages)', async ({
  page,
}) => {
  const anonymous = await page.goto(`${mercado}/painel/pedidos`);
  expect(anonymous?.url()).toContain('/login?callbackUrl=%2Fpainel%2Fpedidos');
  // Mercado requires sign-in: its order pages too.
  expect((await page.goto(`${mercado}/pedidos`))?.url()).toContain('/login?callbackUrl=%2Fpedidos');
  await signIn(page, mercado, SHOPPER);
  const response = await page.goto(`${mercado}/painel/pedidos`);
  expect(response?.status()).toBe(403);
  await expect(page.getByTestId('staff-forbidden')).toBeVisible();
  expect(await page.evaluate(async () => (await fetch('/api/orders/events')).status)).toBe(403);
});

const LOUNGE_ORDER = {
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
    name: 'Convidada Demo',
    email: 'convidada@exemplo.test',
    phone: '11988887777',
    identityDocument: '52998224725',
    identityDocumentType: 'CPF',
  },
  payment: { method: 'PIX' },
};

test('a guest pays a lounge pass by PIX, sees its voucher with a QR code, and finds the order again on /pedidos', async ({
  page,
}) => {
  await page.goto(`${aeroporto}/pedidos`);
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  const order = await placeOrder(page, LOUNGE_ORDER);
  await page.goto(`${aeroporto}/status-pedido?id=${order._id}`);
  await expect(page.getByTestId('order-number')).toContainText(order.number);
  await expect(page.getByTestId('pix-qr')).toBeVisible();
  await expect(page.getByTestId('pix-countdown')).toHaveText(/^Expira em \d\d:\d\d$/);
  const voucher = page.getByTestId('voucher');
  await expect(voucher).toHaveCount(1);
  await expect(voucher.getByRole('img', { name: /QR code do voucher/ })).toBeVisible();
  await expect(voucher.getByTestId('voucher-code')).toHaveText(new RegExp(`^${order.number}/1\\.[0-9A-F]{16}$`));
  await expect(voucher).toContainText('Permanência de até 3 h por visita');
  // The PIX is not paid yet: the voucher says it is not valid until it is.
  await expect(voucher.getByTestId('voucher-awaiting-payment')).toContainText('Aguardando pagamento');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`${aeroporto}/pedidos`);
  const row = page.getByRole('link', { name: new RegExp(`^${order.number}`) });
  await expect(row).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/status-pedido\\?id=${order._id}$`));

  // Another browser (no cookie) sees nothing of it.
  const stranger = await page.context().browser()!.newContext();
  const other = await stranger.newPage();
  const response = await other.goto(`${aeroporto}/status-pedido?id=${order._id}`);
  expect(response?.status()).toBe(404);
  await expect(other.getByTestId('order-not-found')).toBeVisible();
  expect(await other.evaluate(async (id) => (await fetch(`/api/orders/${id}/events`)).status, order._id)).toBe(404);
  await stranger.close();
});

test('the airport’s board: the soonest gate deadline first, each with its deadline and the customer’s phone to call', async ({
  page,
  browser,
  request,
}) => {
  const clock = await gateClock(request);
  const staff = await staffBoard(browser, aeroporto, AERO_STAFF);
  await page.goto(aeroporto);
  const toGate = (boarding: string, phone: string) => ({
    catalogId: 'aero-delivery-cafe',
    items: [{ itemId: 'aero-delivery-cafe-03', quantity: 1 }],
    operationWay: { type: 'delivery', time: 'now' },
    customer: {
      name: 'Viajante Demo',
      email: `viajante+painel-${crypto.randomUUID()}@exemplo.test`,
      phone,
      address: { country: 'BR', state: 'SP', city: 'Guarulhos', district: 'Terminal 2' },
    },
    gateDelivery: { terminal: 'Terminal 2', gate: '12', flightNumber: 'LA3412', boardingTime: boarding },
    payment: { method: 'POSP_CREDIT', methodId: 'aero-delivery-cafe-pay-posp-credit' },
  });
  // Placed first but boarding later; placed second but boarding sooner.
  const later = clock.now.plus({ minutes: 150 });
  const sooner = clock.now.plus({ minutes: 70 });
  const first = await placeOrder(page, toGate(hhmm(later), '+447700900123'));
  const second = await placeOrder(page, toGate(hhmm(sooner), '+5511987654321'));

  const laterCard = staff.getByTestId('board-order').filter({ hasText: first.number });
  const soonerCard = staff.getByTestId('board-order').filter({ hasText: second.number });
  await expect(soonerCard).toBeVisible();
  await expect(laterCard).toBeVisible();
  const numbers = await staff.getByTestId('board-order').locator('h2').allTextContents();
  expect(numbers.indexOf(second.number)).toBeLessThan(numbers.indexOf(first.number));
  const deadline = sooner.minus({ minutes: clock.marginMinutes });
  await expect(soonerCard.getByTestId('board-deliver-by')).toHaveText(
    new RegExp(`^Entregar no portão até (${deadline.toFormat('dd/MM/yyyy')} )?${hhmm(deadline)}$`),
  );
  await expect(laterCard.getByTestId('board-phone')).toHaveText('+44 7700 900123');
  await expect(laterCard.getByTestId('board-phone')).toHaveAttribute('href', 'tel:+447700900123');
  await expect(soonerCard.getByTestId('board-phone')).toHaveText('+55 (11) 9 8765-4321');

  // After a reload the cards come from the server in the same order.
  await staff.reload();
  const again = await staff.getByTestId('board-order').locator('h2').allTextContents();
  expect(again.indexOf(second.number)).toBeLessThan(again.indexOf(first.number));

  // The alerts switch is on until turned off, and stays off after a reload.
  const alerts = staff.getByRole('switch', { name: 'Som e notificação de pedido novo' });
  await expect(alerts).toBeChecked();
  await alerts.click();
  await expect(alerts).not.toBeChecked();
  await staff.reload();
  await expect(staff.getByRole('switch', { name: 'Som e notificação de pedido novo' })).not.toBeChecked();
  expect(await seriousViolations(staff)).toEqual([]);
  await staff.context().close();
});
