/**
 * The Content-Security-Policy holds on every page (issue 8): each public page of e2e/public-pages.ts and the
 * account, cart and search screens, opened at 414 px (the mobile project), with the page's scripts run and its
 * pictures loaded, reports no `securitypolicyviolation` and no console message about the policy. The security
 * headers are on a page, an API answer, a public file, a built script and a 404.
 */
import { expect, test, type Page } from '@playwright/test';
import { AERO, MERCADO, PUBLIC_PAGES } from './public-pages';

/** The bare root serves the airport company: Node's requests cannot resolve `aeroporto.localhost`. */
const ROOT = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

const SHOPPER = { email: 'viajante@exemplo.test', password: 'Viagem-Tranquila-2026' };

/** One line of the airport's burger store, as the order context saves a cart (ids from data/demo/aeroporto.json). */
const CART_WITH_A_LINE = {
  ownerId: 'aeroporto',
  catalogId: 'aero-delivery-burger',
  params: [{ key: 'Ambiente', value: 'Plataforma' }],
  items: [
    {
      categoryId: 'aero-delivery-burger-acompanhamentos',
      itemId: 'aero-delivery-burger-05',
      quantity: 1,
      item: { id: 'aero-delivery-burger-05', max: null, subitems: [] },
    },
  ],
};

/** Collects every policy violation and policy console message the page reports, across its navigations. */
async function watchPolicy(page: Page): Promise<string[]> {
  const reports: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => reports.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${location.href}: ${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text()))
      reports.push(`${page.url()}: console ${message.type()}: ${message.text()}`);
  });
  return reports;
}

/** Opens a page and waits until its scripts ran and its pictures were asked for. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // Scroll to the end, so lazily loaded pictures load too, then give their reports a moment.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

test('no page breaks the Content-Security-Policy (public pages, account screens, cart with a line, search, 404)', async ({
  page,
}) => {
  const reports = await watchPolicy(page);
  // First the cart with a line (its quote runs in the browser: Apollo over /api/graphql), saved before the page's
  // own scripts run, as a returning shopper's would be.
  await page.addInitScript((cart) => {
    if (location.hostname.startsWith('aeroporto.') && !sessionStorage.getItem('seeded')) {
      localStorage.setItem('storefront:order:aeroporto', cart);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(CART_WITH_A_LINE));
  await visit(page, `${AERO}/carrinho`);
  await expect(page.getByRole('main')).toContainText('R$');

  const urls = [
    ...PUBLIC_PAGES.map((p) => p.url),
    `${AERO}/login`,
    `${AERO}/cadastrar`,
    `${AERO}/verificar-email`,
    `${AERO}/recuperar-senha`,
    `${MERCADO}/login?callbackUrl=%2F&error=SessionRequired`,
    `${AERO}/busca`,
    `${AERO}/busca?q=hamburguer`,
    `${AERO}/en/nao-existe`,
    // A missing address that looks like a file: the proxy skips static files, but not when opened as a page.
    `${AERO}/nada.png`,
  ];
  for (const url of urls) await visit(page, url);

  // Signed in: the account page, and the home page with the account menu.
  await visit(page, `${AERO}/login?callbackUrl=%2Fconta`);
  await page.getByLabel('E-mail').fill(SHOPPER.email);
  await page.getByLabel(/^Senha/).fill(SHOPPER.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(`${AERO}/conta`);
  await page.waitForLoadState('networkidle');
  await visit(page, `${AERO}/`);
  await expect(page.getByTestId('account-button')).toBeVisible();

  expect(reports).toEqual([]);
});

test('the security headers are on a page, an API answer, a public file, a built script and a 404', async ({
  page,
  request,
}) => {
  await page.goto(`${ROOT}/`);
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const answers = {
    page: await request.get(`${ROOT}/loja/burger-pista`),
    api: await request.get(`${ROOT}/api/health`),
    graphql: await request.post(`${ROOT}/api/graphql`, { data: { query: '{ __typename }' } }),
    publicFile: await request.get(`${ROOT}/favicon.svg`),
    builtScript: await request.get(`${ROOT}${script}`),
    notFound: await request.get(`${ROOT}/nao-existe`),
    notFoundFile: await request.get(`${ROOT}/nada.png`),
  };
  for (const [name, answer] of Object.entries(answers)) {
    const headers = answer.headers();
    expect.soft(headers['content-security-policy'], name).toMatch(/^default-src 'self';.*frame-ancestors 'none'/);
    expect.soft(headers['content-security-policy'], name).not.toContain('unsafe-eval');
    expect.soft(headers['x-frame-options'], name).toBe('DENY');
    expect.soft(headers['x-content-type-options'], name).toBe('nosniff');
    // Built files send no Referer at all: a stylesheet's font request would otherwise carry the page's URL, and a
    // page's URL may hold a secret (a reset link: docs/security.md).
    expect
      .soft(headers['referrer-policy'], name)
      .toBe(name === 'builtScript' ? 'no-referrer' : 'strict-origin-when-cross-origin');
    expect.soft(headers['permissions-policy'], name).toContain('camera=()');
    // Plain HTTP here: no HSTS (it is sent only behind HTTPS).
    expect.soft(headers['strict-transport-security'], name).toBeUndefined();
  }
  expect(answers.notFound.status()).toBe(404);
  // Behind a proxy that terminated HTTPS, HSTS too.
  const behindHttps = await request.get(`${ROOT}/favicon.svg`, { headers: { 'x-forwarded-proto': 'https' } });
  expect(behindHttps.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
});

/** A page that keeps a live connection (server-sent events) never goes network-idle: it is given a moment instead. */
async function visitLive(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('load');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(1500);
}

const AERO_STAFF = { email: 'equipe@aeroporto.test', password: 'Embarque-Seguro-2026' };

/** A lounge pass paid by PIX (its QR code is a data: picture), as the checkout sends it from the page. */
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

test('the order pages keep the policy too: checkout, order status with its PIX QR code and voucher, order history, staff board', async ({
  page,
  browser,
}) => {
  const reports = await watchPolicy(page);
  await page.addInitScript((cart) => {
    if (location.hostname.startsWith('aeroporto.') && !sessionStorage.getItem('seeded')) {
      localStorage.setItem('storefront:order:aeroporto', cart);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(CART_WITH_A_LINE));
  await visit(page, `${AERO}/checkout`);
  await expect(page).toHaveURL(/\/checkout\/identificacao$/);
  await visit(page, `${AERO}/pedidos`);

  // The order itself is not what is checked here: it is placed from the page (the journeys do it on screen).
  const id = await page.evaluate(async (input) => {
    if (!document.cookie.includes('clientId='))
      document.cookie = `clientId=${crypto.randomUUID()}; path=/; samesite=lax`;
    const response = await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation Place($input: OrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { _id } }',
        variables: { input, key: crypto.randomUUID() },
      }),
    });
    return ((await response.json()) as { data: { createOrder: { _id: string } } }).data.createOrder._id;
  }, LOUNGE_ORDER);
  await visitLive(page, `${AERO}/status-pedido?id=${id}`);
  await expect(page.getByTestId('voucher')).toBeVisible();
  await visit(page, `${AERO}/pedidos`);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const staffReports = await watchPolicy(staff);
  await visit(staff, `${AERO}/login?callbackUrl=%2Fpainel%2Fpedidos`);
  await staff.getByLabel('E-mail').fill(AERO_STAFF.email);
  await staff.getByLabel(/^Senha/).fill(AERO_STAFF.password);
  await staff.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(staff).toHaveURL(`${AERO}/painel/pedidos`);
  await expect(staff.getByTestId('board-connection')).toHaveText(/Ao vivo/);
  await staff.waitForTimeout(1500);
  await visit(staff, `${AERO}/atendimento/aeroporto`);
  await staffContext.close();

  expect([...reports, ...staffReports]).toEqual([]);
});
