/** The checkout's steps as a shopper does them on the screens (pt-BR labels and the steps' test ids). */
import { expect, type Page } from '@playwright/test';

export interface Shopper {
  name: string;
  document: string;
  phone: string;
  email: string;
}

export const ANA: Shopper = {
  name: 'Ana Souza',
  document: '52998224725',
  phone: '11987654321',
  email: 'ana@exemplo.test',
};

/**
 * Ana's address with a tag of its own: one e-mail may hold only five unpaid (PIX) orders at once (docs/decisions.md "Trust: unpaid orders and a verified e-mail"),
 * and the suite places more than that as Ana on one server whose clock STORE_NOW may stop.
 */
const freshEmail = () =>
  ANA.email.replace('@', `+${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@`);

/** Fills the identification step (the e-mail only where it can be edited: a signed-in shopper's is fixed) and goes on. */
export async function identify(page: Page, who: Partial<Shopper> = {}) {
  const shopper = { ...ANA, email: freshEmail(), ...who };
  await expect(page).toHaveURL(/\/checkout\/identificacao$/);
  await page.getByTestId('checkout-name').fill(shopper.name);
  await page.getByTestId('checkout-identityDocument').fill(shopper.document);
  await page.getByTestId('checkout-phone').fill(shopper.phone);
  const email = page.getByTestId('checkout-email');
  if (await email.isEditable()) await email.fill(shopper.email);
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/entrega$/);
}

export interface Gate {
  terminal: string;
  gate: string;
  flight: string;
}
export const GATE_12: Gate = { terminal: 'Terminal 2', gate: '12', flight: 'LA3412' };

/** Delivery now to a boarding gate, boarding at `boarding` ('HH:MM'). */
export async function gateDelivery(page: Page, boarding: string, gate: Gate = GATE_12) {
  await page.getByTestId('checkout-operation-delivery:now').check();
  await page.getByTestId(`checkout-terminal-${gate.terminal}`).check();
  await page.getByTestId('checkout-gate-number').fill(gate.gate);
  await page.getByTestId('checkout-flight').fill(gate.flight);
  await page.getByTestId('checkout-boarding').fill(boarding);
}

/** A booking on the first slot offered. */
export async function chooseFirstSlot(page: Page) {
  await page.getByTestId('checkout-operation-booking:schedule').check();
  await page.locator('[data-testid^="checkout-slot-"]').first().check();
}

/** Pays by the sandbox card `number` (4242… approves, 4000 0000 0000 0002 declines) and goes on to the review. */
export async function payByCard(page: Page, number: string) {
  await page.getByTestId('checkout-method-ZOOP_CREDIT').check();
  await page.getByTestId('checkout-card-holder').fill('ANA SOUZA');
  await page.getByTestId('checkout-card-number').fill(number);
  await page.getByTestId('checkout-card-expiry').fill('12/30');
  await page.getByTestId('checkout-card-cvc').fill('123');
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/revisao$/);
}

/** The order's number as the status page shows it after its label ("Pedido WN9-3GD" → "WN9-3GD"). */
export async function orderNumber(page: Page): Promise<string> {
  const text = (await page.getByTestId('order-number').textContent()) ?? '';
  const number = /[A-Z0-9]{3}-[A-Z0-9]{3}/.exec(text)?.[0];
  expect(number, `no order number in "${text}"`).toBeTruthy();
  return number ?? '';
}
