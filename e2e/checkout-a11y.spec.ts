import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * axe-core finds nothing serious or critical on each checkout step, filled as a traveller leaves it (a gate
 * delivery paid by card), with its error states showing: WCAG 2.1 A/AA, best practices and WCAG 2.2's target size.
 * The entries are put in session storage as the checkout saves them, so every step can be reached directly.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const AERO = `http://aeroporto.localhost:${port}`;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const CART = {
  ownerId: 'aeroporto',
  catalogId: 'aero-delivery-burger',
  params: [],
  items: [
    {
      categoryId: 'aero-delivery-burger-acompanhamentos',
      itemId: 'aero-delivery-burger-06',
      quantity: 2,
      item: { id: 'aero-delivery-burger-06', max: null, subitems: [] },
    },
  ],
};
const ENTRIES = {
  customer: {
    name: 'Ana Souza',
    identityDocument: '529.982.247-25',
    identityDocumentType: 'CPF',
    phone: '(11) 98765-4321',
    email: 'ana@exemplo.test',
  },
  operation: { type: 'delivery', time: 'now', scheduledFor: null },
  // 00:00 is always either today, passed (refused), or tomorrow: either way the step renders its check.
  gateDelivery: { terminal: 'Terminal 2', gate: '12', flightNumber: 'LA3412', boardingTime: '00:00' },
  paymentMethod: 'ZOOP_CREDIT',
  card: { token: 'sandbox-token', brand: 'visa', last4: '4242' },
  declineReason: 'O pagamento foi recusado.',
};

async function serious(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`)
          .slice(0, 3)
          .join(' | ')}`,
    );
}

for (const step of ['identificacao', 'entrega', 'pagamento', 'revisao']) {
  test(`checkout ${step}: no serious or critical axe violations`, async ({ page }) => {
    await page.addInitScript(
      ([cart, entries]) => {
        localStorage.setItem('storefront:order:aeroporto', cart);
        sessionStorage.setItem('storefront:checkout:aeroporto', entries);
      },
      [JSON.stringify(CART), JSON.stringify(ENTRIES)] as const,
    );
    await page.goto(`${AERO}/checkout/${step}`);
    await expect(page.getByTestId('checkout-step-count')).toBeAttached();
    await expect(page.getByTestId('checkout-loading')).toHaveCount(0);
    if (step === 'identificacao') {
      await page.getByTestId('checkout-name').fill('Ana');
      await page.getByTestId('checkout-continue').click();
      await expect(page.getByText('Informe nome e sobrenome.')).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(await serious(page)).toEqual([]);
  });
}
