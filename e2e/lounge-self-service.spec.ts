/**
 * A family's lounge visit, managed by the traveller alone (issue 17, points 6, 8 and 9), at 414 px in pt-BR: from the
 * service page's "Comprar passe" to the passes, an adult pass and a child pass for the same lounge go into ONE cart
 * (the child's no longer replaces the adult's), a date from the phone's own date picker and an exact hour, "free
 * until" shown before paying, the voucher with the lounge's location and access rules, the booking moved to another
 * day on screen, then cancelled on screen with what is refunded, how and when; "Meus pedidos" shows the visit.
 * A second journey pays by PIX: the code to pay comes first, above the vouchers.
 *
 * With SCREENSHOTS=1 each step is saved as docs/screenshots/lounge-*.png.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { AERO } from './support/hosts';
import { identify, payByCard } from './support/checkout-steps';

const SHOTS = process.env.SCREENSHOTS === '1';

async function shot(page: Page, name: string) {
  const file = SHOTS
    ? path.join('docs', 'screenshots', `lounge-${name}.png`)
    : test.info().outputPath(`lounge-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
}

/** `days` days after today, as the date input takes it (the store's zone and the browser's are both São Paulo). */
function dayAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date);
}
/** dd/mm of a yyyy-mm-dd date, as the pages write it. */
const ddmm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/** Opens the pass named `name` from the passes and adds it for the domestic lounge (Terminal 2). */
async function addPass(page: Page, name: RegExp) {
  await page.getByRole('link', { name }).first().click();
  await page.getByLabel('Terminal 2 — Sala Nacional').check();
  // A pass is not food: no "Ex.: sem cebola" note.
  await expect(page.getByText('Ex.: sem cebola')).toHaveCount(0);
  await page.getByTestId('add-to-cart').click();
  // Added (the toast offers the cart), never asked to replace the cart's pass.
  await expect(page.getByRole('link', { name: 'Ver carrinho' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The cart with the adult and the child pass, through the checkout to the review. Returns the visit's date. */
async function bookFamilyVisit(page: Page, pay: 'card' | 'pix'): Promise<string> {
  await page.goto(`${AERO}/sala-vip`);
  if (pay === 'card') await shot(page, '01-servico');
  await page.getByRole('link', { name: 'Comprar passe' }).click();
  await expect(page).toHaveURL(/\/loja\/sala-vip$/);
  if (pay === 'card') await shot(page, '02-passes');
  await addPass(page, /Passe Sala VIP — 3 horas/);
  if (pay === 'card') await shot(page, '03-passe-adulto');
  await page.goto(`${AERO}/loja/sala-vip`);
  await addPass(page, /Passe infantil/);

  await page.goto(`${AERO}/carrinho`);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId('cart-visit')).toHaveText('1 reserva · 2 pessoas');
  await expect(page.getByTestId('cart-delivery-fee')).toHaveCount(0);
  if (pay === 'card') await shot(page, '04-carrinho');
  await page.getByTestId('cart-checkout').click();

  await identify(page);
  await page.getByTestId('checkout-operation-booking:schedule').check();
  const day = dayAhead(3);
  await page.getByTestId('checkout-date').fill(day);
  await page.getByTestId('checkout-slot-10:00').check();
  // Free until 24 hours before the visit, said before paying.
  await expect(page.getByTestId('checkout-free-until')).toContainText(`Remarcação grátis até ${ddmm(dayAhead(2))}`);
  if (pay === 'card') await shot(page, '05-data-e-hora');
  await page.getByTestId('checkout-continue').click();
  if (pay === 'card') await payByCard(page, '4242424242424242');
  else {
    await page.getByTestId('checkout-method-PIX').check();
    await page.getByTestId('checkout-continue').click();
  }
  await expect(page.getByTestId('checkout-delivery-fee')).toHaveCount(0);
  await expect(page.getByTestId('checkout-total')).toContainText(/R\$\s284,00/);
  await expect(page.getByTestId('checkout-free-until')).toBeVisible();
  if (pay === 'card') await shot(page, '06-revisao');
  await page.getByTestId('checkout-place').click();
  await expect(page).toHaveURL(/\/status-pedido/);
  return day;
}

test('an adult and a child pass for one visit: one order, rescheduled and then cancelled on screen', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const day = await bookFamilyVisit(page, 'card');

  // The voucher: where the lounge is, who gets in, and until when the visit moves for free.
  const vouchers = page.getByTestId('voucher');
  await expect(vouchers).toHaveCount(2);
  // Both passes are for the same lounge: where it is and how to get in, said once above them.
  await expect(page.getByTestId('voucher-venue')).toHaveCount(1);
  await expect(page.getByTestId('voucher-location')).toContainText('Terminal 2');
  await expect(page.getByTestId('voucher-access')).toContainText('cartão de embarque');
  await expect(vouchers.first().getByTestId('voucher-rebook')).toContainText(
    `Remarcação grátis até ${ddmm(dayAhead(2))}`,
  );
  await expect(page.getByTestId('reschedule')).toContainText(`${ddmm(day)}/`);
  await expect(page.getByTestId('booking-free-until')).toContainText(`grátis até ${ddmm(dayAhead(2))}`);
  await shot(page, '07-status');

  // Moved to two days later, at 15:00, for free.
  const later = dayAhead(5);
  await page.getByRole('button', { name: 'Escolher outra data' }).click();
  await expect(page.getByTestId('reschedule-fee')).toHaveText('Remarcação grátis.');
  await page.locator('#reschedule-date').fill(later);
  await page.getByTestId('reschedule-slot-15:00').check();
  await shot(page, '08-remarcar');
  await page.getByRole('button', { name: 'Confirmar remarcação' }).click();
  await expect(page.getByTestId('reschedule-done')).toContainText(`${ddmm(later)}/`);
  await expect(page.getByTestId('reschedule')).toContainText(`Reservado para ${ddmm(later)}`);
  await expect(page.getByTestId('booking-free-until')).toContainText(`grátis até ${ddmm(dayAhead(4))}`);

  // Cancelled on screen: the page says what comes back, how and when.
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelado');
  const refund = page.getByTestId('order-refund');
  await expect(refund).toContainText(/R\$\s284,00/);
  await expect(refund).toContainText('cartão');
  await expect(refund).toContainText('dias úteis');
  await expect(page.getByTestId('voucher')).toHaveCount(0);
  await shot(page, '09-cancelado');

  // "Meus pedidos": the visit's date and hour, whose it is, and its voucher.
  await page.goto(`${AERO}/pedidos`);
  const row = page.getByTestId('order-row').first();
  await expect(row).toContainText(`${ddmm(later)}`);
  await expect(row).toContainText('15:00');
  await expect(row).toContainText('Ana Souza');
  await shot(page, '10-meus-pedidos');
});

test('paid by PIX: the code to pay comes first, above the vouchers; "Meus pedidos" links the voucher', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await bookFamilyVisit(page, 'pix');
  const action = page.getByTestId('order-action-needed');
  await expect(action).toBeVisible();
  await expect(action.getByLabel(/Código PIX/)).toHaveValue(/^000201/);
  const actionBox = await action.boundingBox();
  const voucherBox = await page.getByTestId('voucher').first().boundingBox();
  expect(actionBox!.y).toBeLessThan(voucherBox!.y);
  await expect(page.getByTestId('voucher-awaiting-payment').first()).toBeVisible();
  await shot(page, 'pix-02-pagar-primeiro');

  await page.goto(`${AERO}/pedidos`);
  const row = page.getByTestId('order-row').first();
  await row.getByRole('link', { name: 'Ver vouchers' }).click();
  await expect(page).toHaveURL(/\/status-pedido\?id=.+#order-vouchers$/);
});
