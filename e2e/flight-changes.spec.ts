/**
 * Flight changes (issue 17, point 11) in a real browser at phone width: a traveller's order to the gate on stand-in
 * flight AD 4102; the flight's gate changes in the demo's stand-in (its demo-only route); the traveller's status page
 * says "Seu portão mudou para B12" and the staff board shows the new gate, both live, without a reload. Point 6: the
 * traveller changes the gate herself on the status page until the order leaves; the board marks it as hers.
 */
import { expect, test, type Page } from '@playwright/test';
import { AERO_STAFF } from './support/demo-accounts';
import { AERO, ROOT } from './support/hosts';
import { moveOnBoard, PHONE, staffBoard } from './support/sign-in';
import { gateClock, hhmm } from './support/store-clock';
import { placeOrder } from './support/place-order';

test.use(PHONE);

/** With E2E_SCREENSHOTS=1, the traveller's screen at this step goes to docs/screenshots/gate-change-<name>.png. */
const shoot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `docs/screenshots/gate-change-${name}.png`, fullPage: true });
};

/** A coffee to gate 218 of Terminal 2 on flight AD 4102, boarding at `boarding`, paid at the gate. */
function gateOrder(boarding: string, tag: string): Record<string, unknown> {
  return {
    catalogId: 'aero-delivery-cafe',
    items: [{ itemId: 'aero-delivery-cafe-03', quantity: 1 }],
    operationWay: { type: 'delivery', time: 'now' },
    customer: {
      name: 'Ana Souza',
      email: `ana+${tag}-${Date.now()}@exemplo.test`,
      phone: '+5511987654321',
      address: { country: 'BR', state: 'SP', city: 'Guarulhos', district: 'Terminal 2' },
    },
    gateDelivery: { terminal: 'Terminal 2', gate: '218', flightNumber: 'AD 4102', boardingTime: boarding },
    payment: { method: 'POSP_CREDIT', methodId: 'aero-delivery-cafe-pay-posp-credit' },
  };
}

test('the gate of an order’s flight changes: the status page and the board show the new gate', async ({
  page,
  browser,
  request,
}) => {
  const clock = await gateClock(request);
  const boarding = clock.now.plus({ minutes: 75 });
  const staff = await staffBoard(browser, AERO, AERO_STAFF);

  await page.goto(AERO);
  const order = await placeOrder(page, gateOrder(hhmm(boarding), 'voo'));

  await page.goto(`${AERO}/status-pedido?id=${order._id}`);
  await expect(page.getByTestId('order-operation')).toContainText('Terminal 2, portão 218');
  // The time alone on the day the order was placed; with its date past midnight.
  const deadline = boarding.minus({ minutes: clock.marginMinutes });
  await expect(page.getByTestId('order-deliver-by')).toHaveText(
    new RegExp(`^Entrega no portão até (${deadline.toFormat('dd/MM/yyyy')} )?${hhmm(deadline)}$`),
  );
  await expect(page.getByTestId('live-state')).toHaveText('Status atualizado ao vivo');
  const card = staff.getByTestId('board-order').filter({ hasText: order.number });
  await expect(card.getByTestId('order-operation')).toContainText('Terminal 2, portão 218');

  // The flight's gate changes (the demo's stand-in, through its demo-only route).
  const changed = await request.post(`${ROOT}/api/dev/flight-change`, {
    data: { flightNumber: 'AD4102', gate: 'B12' },
  });
  expect(changed.status()).toBe(200);
  expect(await changed.json()).toMatchObject({ flight: { gate: 'B12' } });

  // The traveller's page says it first, and the order now goes to B12 (no reload).
  const marker = await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = Date.now()));
  await expect(page.getByTestId('flight-change-GATE')).toContainText('Seu portão mudou para B12');
  await expect(page.getByTestId('flight-change-GATE')).toContainText('Antes: 218');
  await expect(page.getByTestId('order-operation')).toContainText('Terminal 2, portão B12');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(marker);

  // The staff see it on the board.
  await expect(card.getByTestId('board-flight-change')).toHaveText('Portão mudou: 218 → B12');
  await expect(card.getByTestId('order-operation')).toContainText('Terminal 2, portão B12');
  await staff.context().close();
});

test('the traveller changes her gate on the status page until the order leaves; the board marks it as hers', async ({
  page,
  browser,
  request,
}) => {
  const clock = await gateClock(request);
  const staff = await staffBoard(browser, AERO, AERO_STAFF);
  await page.goto(AERO);
  const order = await placeOrder(page, gateOrder(hhmm(clock.now.plus({ minutes: 75 })), 'portao'));

  await page.goto(`${AERO}/status-pedido?id=${order._id}`);
  await expect(page.getByTestId('live-state')).toHaveText('Status atualizado ao vivo');
  const form = page.getByTestId('gate-change-form');
  await expect(form).toBeVisible();
  const gate = form.getByLabel('Portão');
  await expect(gate).toHaveValue('218');

  // The same gate again is refused under the field, in words; then a new gate, sent with the keyboard.
  await form.getByRole('button', { name: 'Mudar portão' }).click();
  await expect(form.getByText('Esse já é o portão do pedido.')).toBeVisible();
  await shoot(page, '1-same-gate');
  await gate.fill('14b');
  await gate.press('Enter');
  await expect(page.getByTestId('gate-change-done')).toContainText('14B');
  await expect(page.getByTestId('order-operation')).toContainText('Terminal 2, portão 14B');
  await expect(gate).toHaveValue('14B');
  await shoot(page, '2-changed');

  const card = staff.getByTestId('board-order').filter({ hasText: order.number });
  await expect(card.getByTestId('order-operation')).toContainText('Terminal 2, portão 14B');
  await expect(card.getByTestId('board-flight-change')).toHaveText('Portão mudou: 218 → 14B (pelo cliente)');

  // Once the staff send it out, the form is gone from her page, live.
  await moveOnBoard(card, [
    ['Confirmar', 'Pedido confirmado'],
    ['Iniciar preparo', 'Em preparo'],
    ['Enviar para entrega', 'Saiu para entrega'],
  ]);
  await expect(page.getByTestId('order-status')).toHaveText('Saiu para entrega');
  await expect(page.getByTestId('gate-change-form')).toHaveCount(0);
  await shoot(page, '3-left');
  await shoot(staff, '4-board');
  await staff.context().close();
});

test('the demo’s flight change refuses a flight the stand-in does not have, and a body it cannot read', async ({
  request,
}) => {
  const unknown = await request.post(`${ROOT}/api/dev/flight-change`, { data: { flightNumber: 'ZZ9999', gate: '1' } });
  expect(unknown.status()).toBe(404);
  const bad = await request.post(`${ROOT}/api/dev/flight-change`, { data: { flightNumber: 'TP82', delayMinutes: -5 } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ error: 'INVALID', fields: ['delayMinutes'] });
});
