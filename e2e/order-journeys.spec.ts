/**
 * Issue 9's journeys end to end, in Chromium at 414 px and pt-BR, through the screens only: the shopper adds the
 * item on its page, checks out and pays; staff sign in and act on the board or at the counter. Nothing is placed
 * through GraphQL; the only API read is the server's clock. Gate delivery is at the airport's 24-hour café, its
 * boarding time worked out from that clock (STORE_NOW when set), so every journey runs at any hour. Run under the
 * mobile project only.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatBRL } from '../src/domain/brazil/format';
import { parseBrCode } from '../src/domain/payments/br-code';
import { chooseFirstSlot, gateDelivery, identify, orderNumber, payByCard } from './support/checkout-steps';
import { AERO_STAFF } from './support/demo-accounts';
import { AERO } from './support/hosts';
import { PHONE, signIn, staffBoard } from './support/sign-in';
import { gateClock, hhmm } from './support/store-clock';

test.use(PHONE);

/** On the item's own page, as a shopper does (choosing an option where it asks one); then on through the cart. */
async function addToCartAndCheckout(
  page: Page,
  itemPath: string,
  entries: { option?: string; flight?: string; note?: { label: string; text: string } } = {},
) {
  await page.goto(`${AERO}${itemPath}`);
  if (entries.option) await page.getByRole('radio', { name: entries.option }).check();
  if (entries.flight) await page.getByLabel('Número do voo (opcional)').fill(entries.flight);
  if (entries.note) await page.getByLabel(entries.note.label).fill(entries.note.text);
  await page.getByTestId('add-to-cart').click();
  await page.getByRole('link', { name: 'Ver carrinho' }).click();
  await expect(page).toHaveURL(/\/carrinho$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/checkout\/identificacao$/);
}

test('gate delivery at the 24-hour café paid by the sandbox card: staff confirm it on the board, the status page follows live, and it can no longer be cancelled', async ({
  page,
  request,
  browser,
}) => {
  const clock = await gateClock(request);
  const boarding = hhmm(clock.now.plus({ minutes: 90 }));
  const staff = await staffBoard(browser, AERO, AERO_STAFF);

  await addToCartAndCheckout(page, '/loja/cafe-check-in/expresso');
  await identify(page);
  await gateDelivery(page, boarding);
  await expect(page.getByTestId('checkout-gate-check')).toContainText('Chega ao portão às');
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/pagamento$/);
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByTestId('checkout-review-gate')).toContainText(
    `Terminal 2, portão 12 · voo LA3412, embarque ${boarding}`,
  );
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

test('a declined card then PIX: the copy-and-paste BR Code has a valid CRC and carries exactly the total shown', async ({
  page,
}) => {
  await addToCartAndCheckout(page, '/servico/sala-vip/passe-3-horas', {
    option: 'Terminal 2 — Sala Nacional',
    flight: 'LA3456, 12/03',
  });
  await identify(page);
  await chooseFirstSlot(page);
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/pagamento$/);
  await payByCard(page, '4000 0000 0000 0002');
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

test('an attendant order: staff serve a walk-in customer at the counter, paid in person, and the board shows the name', async ({
  page,
  browser,
}) => {
  await signIn(page, AERO, AERO_STAFF, '/atendimento/aeroporto');
  await page.getByLabel('Nome do cliente').fill('Maria Souza');
  await page.getByRole('button', { name: 'Iniciar atendimento' }).click();
  await expect(page.getByTestId('attendant-banner')).toContainText('atendendo Maria Souza');

  await addToCartAndCheckout(page, '/loja/cafe-check-in/pao-de-queijo');
  // The walk-in customer's name is already there; the rest is the customer's.
  await expect(page.getByTestId('checkout-name')).toHaveValue('Maria Souza');
  await identify(page, { name: 'Maria Souza' });
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

  const staff = await staffBoard(browser, AERO, AERO_STAFF);
  const card = staff.getByTestId('board-order').filter({ hasText: number });
  await expect(card).toContainText('Cliente: Maria Souza');
  await expect(card).toContainText('Pagamento no local');
  await staff.context().close();
});

test('a hospitality booking for a company’s client is moved on the status page, its fee shown before confirming', async ({
  page,
}) => {
  // The package for companies: it asks for the client to be received (the families' and passengers' do not).
  await addToCartAndCheckout(page, '/servico/hospitalidade/recepcao-corporativa', {
    note: {
      label: 'Seu contato (nome, e-mail e telefone) e o nome do cliente a ser recepcionado',
      text: 'Ana Souza, ana@empresa.com.br — receber: Carlos Lima',
    },
  });
  await identify(page);
  await chooseFirstSlot(page);
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
  // Booked a moment ago, the move is free (booking-free-until.ts: the minutes after booking, and unpaid).
  await expect(fee).toHaveText(
    /^(Remarcação grátis\.|Faltam menos de 24 horas úteis para a reserva: remarcar custa 25% do total, R\$ \d+,\d\d)/,
  );
  const free = ((await fee.textContent()) ?? '').startsWith('Remarcação grátis');
  // The open section (date field, radios, fee) has no serious accessibility finding.
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="reschedule"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  // Another date's first slot, typed in the phone's date field (the slots arrive after the fee's request).
  const date = section.getByLabel('Nova data');
  await expect(date).toBeVisible();
  const first = await date.inputValue();
  const next = new Date(Date.parse(`${first}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await date.fill(next);
  // A slot of that date (each radio's value is its start): the other date's slots stay on screen until these arrive.
  const slot = section.locator(`[data-testid^="reschedule-slot-"][value^="${next}"]:not([disabled])`).first();
  await slot.check();
  await section.getByRole('button', { name: free ? 'Confirmar remarcação' : /^Confirmar e pagar R\$/ }).click();
  if (free) {
    await expect(section.getByTestId('reschedule-done')).toContainText('Reserva remarcada para');
    expect(await section.textContent()).not.toBe(before);
    // The server has the new time: a reload shows it too.
    const moved =
      (await section.getByTestId('reschedule-done').textContent())
        ?.replace('Reserva remarcada para ', '')
        .replace(/\.$/, '') ?? '';
    await page.reload();
    await expect(page.getByTestId('reschedule')).toContainText(`Reservado para ${moved}.`);
  } else {
    // A late fee paid by PIX moves nothing until the company sees the money (e2e/booking-moves.spec.ts goes on).
    await expect(section.getByTestId('reschedule-done')).toContainText(/^Remarcação para .+ pedida/);
    await expect(page.getByTestId('reschedule-pending')).toContainText('R$ 97,50');
    await page.reload();
    await expect(page.getByTestId('reschedule')).toContainText(
      before.match(/Reservado para [^.]+\./)?.[0] ?? 'Reservado para',
    );
    await expect(page.getByTestId('reschedule-pending')).toBeVisible();
  }
});
