/**
 * A foreign traveller at 414 px, in English and in Spanish: a passport (no Brazilian document anywhere) and a UK
 * mobile, food delivered to the boarding gate by the 24-hour café, paid by the sandbox card (the payment the café
 * offers). The phone's country is picked in the country list in English and comes from a typed "+44" in Spanish.
 * Screenshots of each step go to docs/screenshots/foreigner-<lang>-<step>.png. Then a traveller who saved
 * the passport and the UK mobile on the profile finds them at checkout.
 */
import { expect, test, type Page } from '@playwright/test';
import { CAFE_ESPRESSOS, savedLineCount, seedCart } from './support/cart-seed';
import { gateDelivery } from './support/checkout-steps';
import { ownClientAddressPerTest } from './support/client-address';
import { AERO } from './support/hosts';
import { signIn } from './support/sign-in';
import { gateClock, hhmm } from './support/store-clock';

// The profile test signs up: its sign-up counts against its own address (e2e/support/client-address.ts).
ownClientAddressPerTest();

const TRAVELLER = { name: 'Oliver Bennett', passport: '123456789', email: 'oliver.bennett@example.test' };

const LANGS = [
  {
    lang: 'en',
    prefix: '/en',
    step: 'Step 1 of 4',
    passport: 'Passport',
    documentLabel: 'Passport number',
    country: 'United Kingdom (+44)',
    typedPhone: '07700 900123',
    pickCountry: true,
  },
  {
    lang: 'es',
    prefix: '/es',
    step: 'Paso 1 de 4',
    passport: 'Pasaporte',
    documentLabel: 'Número de pasaporte',
    country: 'Reino Unido (+44)',
    typedPhone: '+44 7700 900123',
    pickCountry: false,
  },
] as const;

for (const l of LANGS) {
  test(`a traveller with a passport and a UK mobile gets food to the gate in ${l.lang}`, async ({ page, request }) => {
    const clock = await gateClock(request);
    const boarding = hhmm(clock.now.plus({ minutes: 90 }));
    await seedCart(page, CAFE_ESPRESSOS);
    await page.goto(`${AERO}${l.prefix}/checkout`);
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/checkout/identificacao$`));
    await expect(page.getByTestId('checkout-step-count')).toHaveText(l.step);

    // Nothing Brazilian is asked: the passport is the default document, and CPF is only one choice among others.
    const form = page.locator('#checkout-form');
    await expect(page.getByRole('radio', { name: l.passport })).toBeChecked();
    await expect(form.getByLabel(l.documentLabel)).toBeVisible();
    await expect(form.getByText(/\bCPF\b/).filter({ visible: true })).toHaveCount(1); // the radio's label alone

    await page.getByTestId('checkout-name').fill(TRAVELLER.name);
    await page.getByTestId('checkout-identityDocument').fill(TRAVELLER.passport);
    const country = page.getByTestId('checkout-phone-country');
    if (l.pickCountry) {
      // The country list is a native select: typed letters pick a country, as with any select.
      await country.selectOption('GB');
    }
    await page.getByTestId('checkout-phone').fill(l.typedPhone);
    await page.getByTestId('checkout-email').fill(TRAVELLER.email);
    await page.getByTestId('checkout-email').blur();
    await expect(country.locator('option:checked')).toHaveText(l.country);
    // The page's main column: the whole step, its fields above the sticky action.
    await page.locator('main').screenshot({ path: `docs/screenshots/foreigner-${l.lang}-identity.png` });

    await page.getByTestId('checkout-continue').click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/checkout/entrega$`));
    await gateDelivery(page, boarding);
    await page.locator('main').screenshot({ path: `docs/screenshots/foreigner-${l.lang}-delivery.png` });
    await page.getByTestId('checkout-continue').click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/checkout/pagamento$`));
    await page.getByTestId('checkout-method-ZOOP_CREDIT').check();
    await page.getByTestId('checkout-card-holder').fill(TRAVELLER.name.toUpperCase());
    await page.getByTestId('checkout-card-number').fill('4242 4242 4242 4242');
    await page.getByTestId('checkout-card-expiry').fill('12/30');
    await page.getByTestId('checkout-card-cvc').fill('123');
    await page.locator('main').screenshot({ path: `docs/screenshots/foreigner-${l.lang}-payment.png` });
    await page.getByTestId('checkout-continue').click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/checkout/revisao$`));

    // The review names the passport and shows the number in the international form.
    const customer = page.getByTestId('checkout-review-customer');
    await expect(customer).toContainText(`${l.passport} ${TRAVELLER.passport}`);
    await expect(customer).toContainText('+44 7700 900123');
    await page.locator('main').screenshot({ path: `docs/screenshots/foreigner-${l.lang}-review.png` });
    await page.getByTestId('checkout-place').click();
    await expect(page).toHaveURL(/\/status-pedido\?id=/);
    await expect(page.getByTestId('order-number')).toBeVisible();
    await page.screenshot({ path: `docs/screenshots/foreigner-${l.lang}-status.png` });
    expect(await savedLineCount(page)).toBe(0);
  });
}

async function postJson(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ([url, json]) =>
      (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json })).status,
    [path, JSON.stringify(body)] as const,
  );
}

test('a passport and a UK mobile saved on the profile are used at checkout in English', async ({ page }) => {
  const email = `traveller-${Date.now()}@example.test`;
  const password = 'Passaporte-Salvo-2026';
  // A verified account of its own (the demo shopper's profile is left as the other specs expect it).
  await page.goto(`${AERO}/dev/caixa-de-entrada`);
  expect(await postJson(page, '/api/user/sign-up', { name: TRAVELLER.name, email, password, acceptTerms: true })).toBe(
    201,
  );
  await page.reload();
  const mail = page.getByRole('listitem').filter({ hasText: email }).first();
  const code = /\b(\d{6})\b/.exec((await mail.getByRole('heading').textContent()) ?? '')?.[1] ?? '';
  expect(await postJson(page, '/api/user/verification-code/verify-code', { email, code })).toBe(200);
  await signIn(page, AERO, { email, password });

  // The profile in English: the first document offered is a passport; the phone's country is picked in the list.
  await page.goto(`${AERO}/en/completar-cadastro?callbackUrl=%2Fen%2Fconta`);
  await page.getByRole('button', { name: 'Add document' }).click();
  await expect(page.getByLabel('Type')).toHaveValue('PASSPORT');
  await page.getByLabel('Document number').fill('ab 1234567');
  await page.getByLabel('Country code').selectOption('GB');
  await page.getByLabel('Mobile phone', { exact: true }).fill('07700 900123');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/en\/conta$/);
  await expect(page.getByLabel('Country code')).toHaveValue('GB');
  await expect(page.getByLabel('Mobile phone', { exact: true })).toHaveValue('07700 900123');

  // At checkout the saved passport and phone are there, ready to go on.
  await seedCart(page, CAFE_ESPRESSOS);
  await page.goto(`${AERO}/en/checkout`);
  await expect(page.getByTestId('checkout-identityDocument')).toHaveValue('AB1234567');
  await expect(page.getByRole('radio', { name: 'Passport' })).toBeChecked();
  await expect(page.getByTestId('checkout-phone-country')).toHaveValue('GB');
  await expect(page.getByTestId('checkout-phone')).toHaveValue('07700 900123');
  await expect(page.getByTestId('checkout-name')).toHaveValue(TRAVELLER.name);
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/en\/checkout\/entrega$/);
});
