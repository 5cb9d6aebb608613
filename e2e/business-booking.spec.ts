/**
 * Issue 18's "Done when", as a company buyer does it, at 1280 px (desktop project) and 414 px (mobile project), in
 * pt-BR: an assistant signs up, creates her company and invites a colleague; Viagens Corp — the demo company the
 * airport approved for invoicing — takes her into its team (its admin, the demo buyer, invites her; she accepts
 * from the mail); she saves two clients there; she books meet & assist for both in ONE order on account with a cost
 * centre, choosing Viagens Corp among her companies; both clients' messages (WhatsApp and e-mail) are in the demo
 * outbox; the month's statement PDF (fetched and its text read) lists both bookings; /empresa/reservas filtered by
 * one client shows that client's booking. With SCREENSHOTS=1 each step's screen goes to
 * docs/screenshots/business-booking/ (the form in en and es too).
 */
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { ownClientAddressPerTest } from './support/client-address';
import { signIn } from './support/sign-in';

ownClientAddressPerTest();

const port = Number(process.env.E2E_PORT ?? 3100);
const AERO = `http://aeroporto.localhost:${port}`;
const BUYER = { email: 'reservas@viagenscorp.test', password: 'Reserva-Corporativa-2026' };
const PASSWORD = 'Recepcao-Segura-2026';
const SHOTS = process.env.SCREENSHOTS === '1';

/** A valid CNPJ of 12 random digits and its two check digits. */
function randomCnpj(): string {
  const digits = Array.from({ length: 12 }, (_, i) =>
    i === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10),
  );
  const check = (weights: number[]) => {
    const rest = weights.reduce((sum, w, i) => sum + w * digits[i], 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  digits.push(check([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  digits.push(check([6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  return digits.join('');
}

/** Letters only, so a client's name stays a name: one tag per run and project keeps this run's clients apart. */
const tag = () =>
  Array.from({ length: 5 }, (_, i) => String.fromCharCode((i === 0 ? 65 : 97) + Math.floor(Math.random() * 26))).join(
    '',
  );

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  const width = page.viewportSize()!.width;
  await page.screenshot({
    path: path.resolve('docs/screenshots/business-booking', `${name}-${width}.png`),
    fullPage: true,
  });
}

async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${page.url()} ${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

async function noSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
}

/** The newest mail to `email` in the airport's demo mailbox. */
async function mailTo(page: Page, email: string, subject: RegExp) {
  await page.goto(`${AERO}/dev/caixa-de-entrada`);
  return page
    .getByRole('listitem')
    .filter({ hasText: email })
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .first();
}

async function signUp(page: Page, name: string, email: string, back: string) {
  await page.goto(`${AERO}${back}`);
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  await page.getByRole('link', { name: 'Criar conta' }).click();
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/verificar-email\?callbackUrl=/);
  const verify = page.url();
  const heading = await (await mailTo(page, email, /código de verificação/)).getByRole('heading').textContent();
  const code = /\b(\d{6})\b/.exec(heading ?? '')?.[1] ?? '';
  await page.goto(verify);
  await page.getByLabel('Código de verificação').fill(code);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/completar-cadastro/);
  await page.getByRole('button', { name: 'Pular por enquanto' }).click();
}

async function newPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  return context.newPage();
}

/** The text drawn in a pdf-lib PDF: its content streams inflated, the hex strings shown by `Tj` decoded. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const out: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      body = match[1];
    }
    for (const hex of body.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) out.push(Buffer.from(hex[1], 'hex').toString('latin1'));
    for (const text of body.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) out.push(text[1]);
  }
  return out.join('\n');
}

/** A file of the site fetched by the page itself (Node does not resolve *.localhost as the browser does). */
async function fetchInPage(page: Page, href: string) {
  return page.evaluate(async (url) => {
    const answer = await fetch(url);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return { status: answer.status, type: answer.headers.get('content-type'), base64: btoa(binary) };
  }, href);
}

/** Fills one client's line of the company form: a saved client, the flight and the exact time. */
async function fillLine(
  page: Page,
  index: number,
  line: { client: string; flight: string; time: string; people: string },
  day: string,
) {
  const group = page.getByTestId(`business-line-${index}`);
  await group.getByLabel('Cliente', { exact: true }).selectOption({ label: line.client });
  await group.getByLabel(/^Número do voo/).fill(line.flight);
  await group.getByLabel(/^Data/).fill(day);
  await group.getByLabel(/^Horário de pouso/).fill(line.time);
  await group.getByLabel(/^Pessoas/).fill(line.people);
}

test('a company books meet & assist for two clients in one order on account; the clients are told, the statement lists both, the bookings filter by client', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const run = `${testInfo.project.name}-${Date.now()}`;
  const assistant = `assistente-${run}@rotacerta.test`;
  const colleague = `colega-${run}@rotacerta.test`;
  const mark = tag();
  const helena = `Helena ${mark} Prado`;
  const james = `James ${mark} Whitmore`;
  const helenaEmail = `helena-${run}@cliente.test`;
  const jamesEmail = `james-${run}@client.test`;
  const findings: string[] = [];

  // 1. The assistant signs up, creates her company and invites a colleague (the flows of business-account.spec).
  await signUp(page, 'Marina Assis', assistant, '/empresa');
  await expect(page).toHaveURL(`${AERO}/empresa`);
  await page.getByLabel(/^CNPJ/).fill(randomCnpj());
  await page.getByLabel(/^Razão social/).fill('Rota Certa Viagens Ltda');
  await page.getByLabel(/^Nome fantasia/).fill('Rota Certa');
  await page.getByLabel(/^E-mail para notas fiscais/).fill('notas@rotacerta.test');
  await page.getByLabel(/^CEP/).fill('20040-020');
  await page.getByLabel(/^Rua/).fill('Avenida Rio Branco');
  await page.getByLabel(/^Número/).fill('156');
  await page.getByLabel(/^Bairro/).fill('Centro');
  await page.getByLabel(/^Cidade/).fill('Rio de Janeiro');
  await page.getByLabel(/^UF/).selectOption('RJ');
  await page.getByRole('button', { name: 'Cadastrar empresa' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Empresa cadastrada.' })).toBeVisible();
  const team = page.getByRole('region', { name: 'Equipe' });
  await team.getByLabel(/^E-mail do colega/).fill(colleague);
  await team.getByLabel('Papel', { exact: true }).selectOption('BOOKER');
  await team.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(team.getByText(`Convite enviado para ${colleague}.`)).toBeVisible();
  await shot(page, '1-empresa-e-convite');

  // 2. Viagens Corp, approved for invoicing by the airport, takes her into its team.
  const admin = await newPage(browser, page);
  await signIn(admin, AERO, BUYER, '/empresa');
  const viagensTeam = admin.getByRole('region', { name: 'Equipe' });
  await viagensTeam.getByLabel(/^E-mail do colega/).fill(assistant);
  await viagensTeam.getByLabel('Papel', { exact: true }).selectOption('BOOKER');
  await viagensTeam.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(viagensTeam.getByText(`Convite enviado para ${assistant}.`)).toBeVisible();
  await admin.context().close();
  const mail = await mailTo(page, assistant, /Convite para a equipe de Viagens Corp/);
  const link = /\/empresa\/convite\?token=([A-Za-z0-9_-]+)/.exec((await mail.textContent()) ?? '')?.[1] ?? '';
  expect(link).not.toBe('');
  await page.goto(`${AERO}/empresa/convite?token=${link}`);
  await page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(page).toHaveURL(/\/empresa\?conta=/);
  const viagens = new URL(page.url()).searchParams.get('conta') ?? '';

  // 3. She saves two clients at Viagens Corp (its switcher: she is in two companies now).
  await page.goto(`${AERO}/empresa/clientes?conta=${viagens}`);
  await expect(page.getByLabel('Empresa', { exact: true })).toHaveValue(viagens);
  const form = page.getByRole('region', { name: 'Novo cliente' });
  await form.getByLabel(/^Nome/).fill(helena);
  await expect(form.getByLabel('País do celular')).toBeEnabled();
  await form.getByLabel(/^Celular/).fill('(11) 98765-0001');
  await form.getByLabel(/^E-mail/).fill(helenaEmail);
  await form.getByRole('button', { name: 'Salvar cliente' }).click();
  await expect(page.getByText(`${helena} salvo(a).`)).toBeVisible();
  await form.getByLabel(/^Nome/).fill(james);
  await form.getByLabel('País do celular').selectOption('GB');
  await form.getByLabel(/^Celular/).fill('07700 900123');
  await form.getByLabel(/^E-mail/).fill(jamesEmail);
  await form.getByLabel('Idioma das mensagens').selectOption('en');
  await form.getByRole('button', { name: 'Salvar cliente' }).click();
  await expect(page.getByText(`${james} salvo(a).`)).toBeVisible();
  await shot(page, '2-clientes-salvos');

  // 4. Meet & assist on arrival, from its page to the checkout.
  await page.goto(`${AERO}/servico/hospitalidade/meet-and-assist-desembarque`);
  await page.getByTestId('add-to-cart').click();
  await page.getByRole('link', { name: 'Ver carrinho' }).click();
  await expect(page).toHaveURL(/\/carrinho$/);
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/checkout\/identificacao$/);

  // 5. For the company: which one, then one line per client, in one order.
  await page.getByLabel(/^Para a empresa/).check();
  await page.getByLabel('Empresa', { exact: true }).selectOption(viagens);
  await expect(page.getByTestId('business-contact')).toContainText('CNPJ 11.222.333/0001-81 da Viagens Corp');
  const tomorrow = DateTime.now().setZone('America/Sao_Paulo').plus({ days: 1 }).toFormat('yyyy-MM-dd');
  await fillLine(
    page,
    0,
    { client: `${helena} · +55 (11) 9 8765-0001`, flight: 'LA 3040', time: '06:40', people: '2' },
    tomorrow,
  );
  // An unreadable flight is said at its field before anything is sent, and nothing typed is lost.
  await page
    .getByTestId('business-line-0')
    .getByLabel(/^Número do voo/)
    .fill('voo das 6');
  await page.getByRole('button', { name: 'Adicionar outro cliente' }).click();
  await fillLine(
    page,
    1,
    { client: `${james} · +44 7700 900123`, flight: 'BA 247', time: '07:15', people: '1' },
    tomorrow,
  );
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/identificacao$/);
  const flight = page.getByTestId('business-line-0').getByLabel(/^Número do voo/);
  await expect(page.getByText('Informe o voo com a companhia e o número, como LA 3040.')).toBeVisible();
  await expect(flight).toBeFocused();
  await expect(page.getByTestId('business-line-1').getByLabel(/^Número do voo/)).toHaveValue('BA 247');
  await shot(page, '3-formulario-com-erro');
  await flight.fill('LA 3040');
  await noSideways(page);
  findings.push(...(await axeFindings(page)));
  await shot(page, '4-clientes-da-reserva');
  if (SHOTS) {
    // The list panel, checked row by row (shown, not added: the journey books the two saved clients).
    await page.getByRole('button', { name: 'Importar uma lista (CSV)' }).click();
    const day = DateTime.fromISO(tomorrow).toFormat('dd/MM/yyyy');
    await page
      .getByLabel('Cole a lista aqui')
      .fill(
        `nome;celular;e-mail;idioma;voo;data e hora;pessoas\nCarlos Lima;(11) 91234-5678;carlos@cliente.test;pt-BR;LA 3041;${day} 08:10;1\nAna Souza;612;ana@cliente;espanhol;IB6825;${day} 25:00;0`,
      );
    await page.getByRole('button', { name: 'Conferir a lista' }).click();
    await expect(page.getByTestId('business-bulk-summary')).toHaveText('Prontas: 1 · Com problemas: 1');
    await shot(page, '4b-lista-conferida');
    await page.getByRole('button', { name: 'Importar uma lista (CSV)' }).click();
    // The same form in English and Spanish (the entries are kept while the language changes).
    for (const lang of ['en', 'es']) {
      await page.goto(`${AERO}/${lang}/checkout/identificacao`);
      await expect(page.getByTestId('business-line-1')).toBeVisible();
      await shot(page, `4-clientes-da-reserva-${lang}`);
    }
    await page.goto(`${AERO}/checkout/identificacao`);
    await expect(page.getByTestId('business-line-1')).toBeVisible();
  }
  await page.getByTestId('checkout-continue').click();

  // 6. On account, with the limit left, a cost centre and a PO number; sent with Enter from the keyboard.
  await expect(page).toHaveURL(/\/checkout\/pagamento$/);
  await expect(page.getByLabel(/^Faturar para a Viagens Corp/)).toBeChecked();
  await expect(page.getByTestId('business-available')).toContainText(
    /Limite disponível: R\$\s[\d.]+,\d{2} de R\$\s20\.000,00/,
  );
  await page.getByLabel(/^Centro de custo/).fill('Diretoria Comercial');
  await page.getByLabel('Pedido de compra (opcional)').fill('PO-2026-118');
  await noSideways(page);
  findings.push(...(await axeFindings(page)));
  await shot(page, '5-faturar-para-a-empresa');
  await page.getByLabel('Pedido de compra (opcional)').press('Enter');

  // 7. The review: the company, both clients as their vouchers will say, the total; then the one order.
  await expect(page).toHaveURL(/\/checkout\/revisao$/);
  await expect(page.getByTestId('business-review-company')).toHaveText('Viagens Corp Ltda · CNPJ 11.222.333/0001-81');
  const lines = page.getByTestId('business-review-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(helena);
  await expect(lines.nth(0)).toContainText('Chegada · voo LA 3040');
  await expect(lines.nth(1)).toContainText(james);
  await expect(lines.nth(1)).toContainText('Avisado em Inglês');
  await expect(page.getByTestId('business-review-payment')).toHaveText(
    'Faturado para a Viagens Corp · Centro de custo Diretoria Comercial · PO PO-2026-118',
  );
  await expect(page.getByTestId('checkout-total')).toContainText(/R\$\s580,00/);
  await noSideways(page);
  findings.push(...(await axeFindings(page)));
  await shot(page, '6-revisao');
  await page.getByTestId('checkout-place').click();
  await expect(page).toHaveURL(/\/status-pedido\?id=/);
  await expect(page.getByTestId('order-status-page')).toContainText(helena);
  await expect(page.getByTestId('order-status-page')).toContainText(james);
  await shot(page, '7-pedido-feito');

  // 8. Both clients are told: a WhatsApp message each, in their language, and an e-mail each, in the demo outbox.
  await page.goto(`${AERO}/dev/caixa-de-entrada`);
  const texts = page.getByTestId('text-messages').getByRole('listitem');
  await expect(texts.filter({ hasText: `Olá, ${helena}!` })).toContainText('WhatsApp para +5511987650001');
  await expect(texts.filter({ hasText: `Hello, ${james}!` })).toContainText('WhatsApp para +447700900123');
  await expect(page.getByRole('listitem').filter({ hasText: helenaEmail })).toHaveCount(1);
  await expect(page.getByRole('listitem').filter({ hasText: jamesEmail })).toHaveCount(1);
  await texts.filter({ hasText: `Hello, ${james}!` }).scrollIntoViewIfNeeded();
  await shot(page, '8-mensagens-aos-clientes');

  // 9. The month's statement lists both bookings: /empresa/faturas has the month, its PDF names both clients.
  await page.goto(`${AERO}/empresa/faturas?conta=${viagens}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Faturas' })).toBeVisible();
  const month = DateTime.now().setZone('America/Sao_Paulo').toFormat('yyyy-MM');
  const entry = page.getByTestId('invoice-month').first();
  const pdfLink = entry.getByRole('link', { name: /em PDF$/ });
  await expect(pdfLink).toHaveAttribute('href', `/empresa/faturas/${month}.pdf?conta=${viagens}`);
  await expect(entry.getByRole('link', { name: /em CSV$/ })).toHaveAttribute(
    'href',
    `/empresa/faturas/${month}.csv?conta=${viagens}`,
  );
  await noSideways(page);
  findings.push(...(await axeFindings(page)));
  await shot(page, '9-faturas');
  const pdf = await fetchInPage(page, `/empresa/faturas/${month}.pdf?conta=${viagens}`);
  expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
  const text = pdfText(Buffer.from(pdf.base64, 'base64'));
  expect(text).toContain(`Fatura ${month}`);
  expect(text).toContain(helena);
  expect(text).toContain(james);
  expect(text.split('\n').filter((cell) => cell === 'Diretoria Comercial').length).toBeGreaterThanOrEqual(2);

  // 10. The company's bookings filtered by one client show that client's booking.
  await page.goto(`${AERO}/empresa/reservas?conta=${viagens}`);
  await page.getByLabel('Cliente', { exact: true }).selectOption({ label: helena });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\/empresa\/reservas\?.*cliente=/);
  const booking = page.getByTestId('business-booking');
  await expect(booking).toHaveCount(1);
  await expect(booking).toContainText(helena);
  await expect(booking).toContainText('Reservado por Marina Assis');
  // When the service starts: the earliest client's exact time, not the store's shift the order names.
  await expect(booking).toContainText(`Serviço em ${DateTime.fromISO(tomorrow).toFormat('dd/MM/yyyy')} 06:40`);
  await noSideways(page);
  await shot(page, '10-reservas-por-cliente');
  expect(findings).toEqual([]);
});
