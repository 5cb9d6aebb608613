/**
 * Money as a shopper meets it (docs/decisions.md "Trust: money and orders", points 2 and 8), in Chromium at 414 px and pt-BR, through the
 * screens:
 *
 * - an order with nothing to pay — the free Personal Shopper appointment — has no payment step and is placed with
 *   its payment "not required";
 * - a total that changed between review and order is never charged: the review shows the new total to approve,
 *   and placing again orders at it.
 *
 * Nothing in a browser can change a price on the server while the shopper looks at the review, so the second
 * journey makes the review's first quote stale: the test lowers the total of that one answer by R$ 5,00 (the
 * review then shows a total the server no longer makes, as after a promo that ended). Everything after — the
 * refusal, the new quote, the order — is the real server's. Run under the mobile project only.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { formatBRL } from '../src/domain/brazil/format';
import { reaisToCents } from '../src/domain/pricing/money';
import { CAFE_ESPRESSOS, savedCart, seedCart } from './support/cart-seed';
import { chooseFirstSlot, gateDelivery, identify, orderNumber, payByCard } from './support/checkout-steps';
import { AERO, ROOT } from './support/hosts';
import { PHONE } from './support/sign-in';
import { gateClock, hhmm } from './support/store-clock';

test.use(PHONE);

/** The free Personal Shopper appointment (R$ 0,00), in Portuguese. */
const PERSONAL_SHOPPER = savedCart('aero-personal-shopper', [
  {
    categoryId: 'aero-personal-shopper-agendamento',
    itemId: 'aero-personal-shopper-01',
    quantity: 1,
    subitems: [['aero-personal-shopper-01-idioma', 'aero-personal-shopper-01-idioma-pt']],
  },
]);

const brl = (reais: number) => formatBRL(reaisToCents(reais));

test('the free Personal Shopper appointment: no payment step, placed with its payment not required', async ({
  page,
}) => {
  await seedCart(page, PERSONAL_SHOPPER);
  await page.goto(`${AERO}/checkout`);
  await identify(page);
  await chooseFirstSlot(page);
  await page.getByTestId('checkout-continue').click();

  // Straight from the slot to the review: three steps, none of them payment.
  await expect(page).toHaveURL(/\/checkout\/revisao$/);
  await expect(page.getByTestId('checkout-step-count')).toHaveText('Passo 3 de 3');
  await expect(page.getByTestId('checkout-total')).toContainText('R$ 0,00');
  await expect(page.getByTestId('checkout-review-no-payment')).toHaveText(
    'Pagamento não necessário: o total deste pedido é R$ 0,00.',
  );
  await expect(page.getByTestId('checkout-review-method')).toHaveCount(0);

  // The payment step, typed by hand, is not shown either.
  await page.goto(`${AERO}/checkout/pagamento`);
  await expect(page).toHaveURL(/\/checkout\/revisao$/);
  await expect(page.getByTestId('checkout-method-ZOOP_CREDIT')).toHaveCount(0);

  await page.getByTestId('checkout-place').click();
  await expect(page).toHaveURL(/\/status-pedido\?id=/);
  await orderNumber(page);
  await expect(page.getByTestId('order-status')).toHaveText('Pedido realizado');
  await expect(page.getByTestId('order-total')).toHaveText('R$ 0,00');
  await expect(page.getByTestId('payment-status')).toHaveText('Pagamento não necessário');
  await expect(page.getByTestId('payment-panel')).toContainText('Este pedido não tem custo: não há nada a pagar.');
});

/** Lowers the total of the review's first quote (the one carrying the payment) by R$ 5,00; later quotes pass untouched. */
async function staleFirstReview(page: Page): Promise<{ staleTotal: () => number | null }> {
  let stale: number | null = null;
  await page.route('**/api/graphql', async (route: Route) => {
    const body = route.request().postDataJSON() as {
      operationName?: string;
      variables?: { input?: { payment?: unknown } };
    } | null;
    if (stale !== null || body?.operationName !== 'CheckoutQuote' || !body.variables?.input?.payment)
      return route.continue();
    // Node does not resolve *.localhost as browsers do: the same request to the loopback, for the same host.
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `${ROOT}${url.pathname}`,
      headers: { ...route.request().headers(), host: url.host },
    });
    const answer = (await response.json()) as { data: { quote: { subtotal: number; total: number } } };
    const quote = answer.data.quote;
    stale = Math.round((quote.total - 5) * 100) / 100;
    quote.subtotal = Math.round((quote.subtotal - 5) * 100) / 100;
    quote.total = stale;
    await route.fulfill({ response, json: answer });
  });
  return { staleTotal: () => stale };
}

test('a total that changed between review and order: the review shows the new total to approve, then ordering charges exactly it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000); // four steps, two placements and a status page on a machine shared with CI
  const clock = await gateClock(request);
  await seedCart(page, CAFE_ESPRESSOS);
  const review = await staleFirstReview(page);

  await page.goto(`${AERO}/checkout`);
  await identify(page);
  await gateDelivery(page, hhmm(clock.now.plus({ minutes: 90 })));
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/pagamento$/);
  await payByCard(page, '4242 4242 4242 4242');

  // The review the shopper approves shows the (stale) lower total.
  await expect.poll(review.staleTotal).not.toBeNull();
  const approved = review.staleTotal()!;
  await expect(page.getByTestId('checkout-total')).toContainText(brl(approved));
  await page.getByTestId('checkout-place').click();

  // The server refuses to charge another total: the review says so and shows the new one.
  const newTotal = approved + 5;
  const notice = page.getByTestId('checkout-price-changed');
  await expect(notice).toHaveText(
    `O total do pedido mudou de ${brl(approved)} para ${brl(newTotal)}. Confira o pedido e toque em “Fazer pedido” para confirmar o novo total.`,
  );
  await expect(page).toHaveURL(/\/checkout\/revisao$/);
  await expect(page.getByTestId('checkout-total')).toContainText(brl(newTotal));

  // Approving the new total orders at it, with the card entered before (nothing was charged the first time).
  await page.getByTestId('checkout-place').click();
  await expect(page).toHaveURL(/\/status-pedido\?id=/);
  await orderNumber(page);
  await expect(page.getByTestId('order-total')).toHaveText(brl(newTotal));
  await expect(page.getByTestId('payment-status')).toHaveText('Pago');
});
