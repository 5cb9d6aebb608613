/**
 * Moving a hospitality booking, in a real browser at phone width (issue 15, points 3 and 4; issue 17, point 8). A
 * guest books Meet & Assist for Tuesday 05:00 on Monday at noon and pays by PIX, which the company confirms. A move
 * in the first 30 minutes after booking is free (booking-free-until.ts), so the late fee is met after them: this
 * spec runs its own server at Monday 12:00 and again, on the same data, at 12:31 — when 17 working hours are left
 * and a move costs 25% (R$ 72,50). The move waits for that fee: the page keeps the booked slot and shows the fee
 * with its PIX code until the company's staff, on their board, confirm the money — then the shopper's page moves,
 * live. Once the service has been given (READY), the page offers no move and says why.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AERO_STAFF } from './support/demo-accounts';
import { AERO, ROOT } from './support/hosts';
import { startOwnServer, stopOwnServer } from './support/own-server';
import { moveOnBoard, staffBoard } from './support/sign-in';

/** The own server's port: beside the suite's (stripe-card takes +1). */
const OWN_PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const OWN_AERO = `http://aeroporto.localhost:${OWN_PORT}`;
const MONDAY_NOON = '2026-11-23T12:00:00.000-03:00';
const MONDAY_1231 = '2026-11-23T12:31:00.000-03:00';
const TUESDAY_5 = '2026-11-24T05:00:00.000-03:00';

/** The wall-clock date and time of an ISO instant as the order pages write them (dd/mm/yyyy HH:MM). */
const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`;

async function firstSlot(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${ROOT}/api/graphql`, {
    data: {
      query: 'query Slots($input: CheckoutOptionsInput!) { checkoutOptions(input: $input) { slots { startsAt } } }',
      variables: { input: { company: 'aeroporto', catalogId: 'aero-hospitalidade', type: 'booking' } },
    },
  });
  const body = (await response.json()) as { data?: { checkoutOptions: { slots: { startsAt: string }[] } } };
  const slot = body.data?.checkoutOptions.slots[0]?.startsAt;
  if (!slot) throw new Error(`no hospitality slot: ${JSON.stringify(body)}`);
  return slot;
}

/** A Meet & Assist booking for `at`, paid by PIX, placed from the page as the storefront does (the guest's cookies). */
async function book(page: Page, at: string, origin = AERO): Promise<{ _id: string; number: string }> {
  await page.goto(`${origin}/`);
  return page.evaluate(async (at) => {
    if (!document.cookie.includes('clientId='))
      document.cookie = `clientId=${crypto.randomUUID()}; path=/; samesite=lax`;
    const response = await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation Place($input: OrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { _id number } }',
        variables: {
          key: crypto.randomUUID(),
          input: {
            catalogId: 'aero-hospitalidade',
            items: [{ categoryId: 'aero-hospitalidade-passageiros', itemId: 'aero-hospitalidade-01', quantity: 1 }],
            operationWay: { type: 'booking', time: 'schedule', scheduledFor: at },
            customer: {
              name: 'Convidada Demo',
              email: 'convidada@exemplo.test',
              phone: '11988887777',
              identityDocument: '52998224725',
              identityDocumentType: 'CPF',
            },
            payment: { method: 'PIX' },
          },
        },
      }),
    });
    const body = (await response.json()) as {
      data?: { createOrder: { _id: string; number: string } };
      errors?: unknown;
    };
    if (!body.data?.createOrder) throw new Error(`createOrder failed: ${JSON.stringify(body.errors)}`);
    return body.data.createOrder;
  }, at);
}

test('a late move paid by PIX keeps the booking on its slot until staff confirm the fee; then the page moves live', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a phone journey: run once, in the mobile project');
  test.setTimeout(600_000);
  const root = path.resolve(testInfo.config.rootDir, '..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-moves-'));
  let server = await startOwnServer(root, OWN_PORT, { storeNow: MONDAY_NOON, dataDir });
  try {
    // Monday noon: booked for Tuesday 05:00 and paid (the company confirms the PIX).
    const order = await book(page, TUESDAY_5, OWN_AERO);
    const staffAtNoon = await staffBoard(browser, OWN_AERO, AERO_STAFF);
    const noonCard = staffAtNoon.getByTestId('board-order').filter({ hasText: order.number });
    await noonCard.getByRole('button', { name: 'Confirmar' }).click();
    await expect(noonCard.getByTestId('board-status')).toHaveText(/confirmado/i);
    await staffAtNoon.context().close();
    // Minutes after booking the move is still free.
    await page.goto(`${OWN_AERO}/status-pedido?id=${order._id}`);
    await expect(page.getByTestId('booking-free-until')).toContainText('Remarcação grátis até 23/11/2026 12:30');

    // 12:31: the free minutes are over and 17 working hours are left.
    await stopOwnServer(server);
    server = await startOwnServer(root, OWN_PORT, { storeNow: MONDAY_1231, dataDir });
    await page.goto(`${OWN_AERO}/status-pedido?id=${order._id}`);
    const section = page.getByTestId('reschedule');
    await expect(section).toContainText(`Reservado para ${shown(TUESDAY_5)}.`);

    await section.getByRole('button', { name: 'Escolher outra data' }).click();
    await expect(page.getByTestId('reschedule-fee')).toContainText('R$ 72,50');
    await page.locator('#reschedule-date').fill('2026-11-26');
    const slot = page.locator('input[data-testid^="reschedule-slot-"]:not([disabled])').first();
    await slot.check();
    const target = await slot.inputValue();
    await page.getByRole('button', { name: 'Confirmar e pagar R$ 72,50' }).click();

    // Asked, not moved: the booking keeps its slot, and the fee waits with its PIX code.
    await expect(page.getByTestId('reschedule-done')).toHaveText(
      `Remarcação para ${shown(target)} pedida: ela vale assim que a taxa for paga.`,
    );
    const pending = page.getByTestId('reschedule-pending');
    await expect(pending.getByTestId('reschedule-pending-body')).toHaveText(
      `A reserva passa para ${shown(target)} quando a taxa de R$ 72,50 for paga e a empresa confirmar o recebimento. Até lá, ela continua em ${shown(TUESDAY_5)}.`,
    );
    await expect(pending.getByLabel('Código PIX da taxa (copia e cola)')).toHaveValue(/^000201/);
    await expect(
      pending.getByRole('img', { name: `QR code PIX da taxa de remarcação do pedido ${order.number}` }),
    ).toBeVisible();
    await expect(section).toContainText(`Reservado para ${shown(TUESDAY_5)}.`);
    // Reloaded, the server says the same.
    await page.reload();
    await expect(page.getByTestId('reschedule-pending')).toBeVisible();
    await expect(page.getByTestId('reschedule')).toContainText(`Reservado para ${shown(TUESDAY_5)}.`);

    // The company sees the money and confirms it on its board.
    const staff = await staffBoard(browser, OWN_AERO, AERO_STAFF);
    const card = staff.getByTestId('board-order').filter({ hasText: order.number });
    await expect(card.getByTestId('board-pending-move')).toContainText(
      `Remarcação para ${shown(target)} aguardando a taxa de R$ 72,50`,
    );
    await card.getByRole('button', { name: 'Taxa recebida: remarcar' }).click();
    await expect(card.getByTestId('board-pending-move')).toHaveCount(0);

    // The shopper's page follows without a reload.
    await expect(page.getByTestId('reschedule-pending')).toHaveCount(0);
    await expect(page.getByTestId('reschedule')).toContainText(`Reservado para ${shown(target)}.`);
    await staff.context().close();
  } finally {
    await stopOwnServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('once the service has been given, the page offers no move and says why', async ({ page, browser, request }) => {
  const order = await book(page, await firstSlot(request));
  await page.goto(`${AERO}/status-pedido?id=${order._id}`);
  await expect(page.getByRole('button', { name: 'Escolher outra data' })).toBeVisible();

  const staff = await staffBoard(browser, AERO, AERO_STAFF);
  const card = staff.getByTestId('board-order').filter({ hasText: order.number });
  await moveOnBoard(card, [
    ['Confirmar', 'Pedido confirmado'],
    ['Iniciar preparo', 'Em preparo'],
    ['Marcar como pronto', 'Pronto'],
  ]);

  // Live: the status page hears the change on its event stream and reads the order again (slower on a loaded CI).
  await expect(page.getByTestId('booking-move-closed')).toHaveText(
    'O serviço desta reserva já foi prestado: ela não pode mais ser remarcada.',
    { timeout: 30_000 },
  );
  await expect(page.getByRole('button', { name: 'Escolher outra data' })).toHaveCount(0);
  await staff.context().close();
});
