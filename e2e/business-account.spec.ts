/**
 * Company buyers (issue 18), at 1280 px (desktop project) and 414 px (mobile project), in pt-BR: an assistant signs
 * up, creates her company (an invalid CNPJ is refused at its field, nothing typed is lost), invites a colleague (the
 * invitation lands in the demo mailbox; inviting her twice is refused at the e-mail), the colleague accepts it, the
 * assistant saves two clients (a wrong phone refused at its field; a UK mobile with its country). Then the demo
 * company buyer's "Reservas da empresa" filtered by one client shows that client's booking, which opens on its
 * status page, and the CSV of that filter holds it. Each step's screen goes to docs/screenshots/business-*.png.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { mailTo, randomCnpj, signUp } from './support/business-signup';
import { ownClientAddressPerTest } from './support/client-address';

ownClientAddressPerTest();

const port = Number(process.env.E2E_PORT ?? 3100);
const AERO = `http://aeroporto.localhost:${port}`;
const BUYER = { email: 'reservas@viagenscorp.test', password: 'Reserva-Corporativa-2026' };

async function shot(page: Page, name: string, width: number) {
  await page.screenshot({ path: path.resolve('docs/screenshots', `business-${name}-${width}.png`), fullPage: true });
}

/** The serious and critical axe findings of the page as it is (errors shown included). */
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

async function newPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  return context.newPage();
}

test('an assistant creates her company, invites a colleague and saves two clients; the company bookings filter by client', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const width = page.viewportSize()!.width;
  const run = `${testInfo.project.name}-${Date.now()}`;
  const assistant = `assistente-${run}@rotacerta.test`;
  const colleague = `colega-${run}@rotacerta.test`;
  const cnpj = randomCnpj();
  const findings: string[] = [];

  // /empresa needs a session, like /conta: sign up from its sign-in page, and back.
  await signUp(page, 'Marina Assis', assistant, '/empresa');
  await expect(page).toHaveURL(`${AERO}/empresa`);
  await expect(page.getByRole('heading', { level: 1, name: 'Empresa' })).toBeVisible();

  // An invalid CNPJ is refused at its field; what was typed stays.
  await page.getByLabel(/^CNPJ/).fill('12.345.678/0001-00');
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
  await expect(page.getByText('Este CNPJ não é válido: confira os números.')).toBeVisible();
  await expect(page.getByLabel(/^CNPJ/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/^CNPJ/)).toBeFocused();
  await expect(page.getByLabel(/^Razão social/)).toHaveValue('Rota Certa Viagens Ltda');
  await noSideways(page);
  await shot(page, '1-cnpj-invalido', width);
  findings.push(...(await axeFindings(page)));

  // Typed digits only: the field writes the mask.
  await page.getByLabel(/^CNPJ/).fill(cnpj);
  await expect(page.getByLabel(/^CNPJ/)).toHaveValue(
    `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
  );
  await page.getByRole('button', { name: 'Cadastrar empresa' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Empresa cadastrada. Você é administrador(a) dela.' }),
  ).toBeVisible();
  const team = page.getByRole('region', { name: 'Equipe' });
  await expect(team.getByTestId('team-member')).toHaveCount(1);
  await expect(team.getByTestId('team-member')).toContainText('Marina Assis (você)');
  await expect(page.getByRole('region', { name: 'Dados da empresa' }).getByLabel(/^Razão social/)).toHaveValue(
    'Rota Certa Viagens Ltda',
  );
  await expect(page.getByTestId('credit-line')).toContainText('ainda não aprovou');

  // The colleague is invited by e-mail; a second invitation to her is refused at the e-mail field.
  await team.getByLabel(/^E-mail do colega/).fill(colleague);
  await team.getByLabel('Papel', { exact: true }).selectOption('BOOKER');
  await team.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(team.getByText(`Convite enviado para ${colleague}.`)).toBeVisible();
  await expect(team.getByTestId('team-invitation')).toContainText(colleague);
  await team.getByLabel(/^E-mail do colega/).fill(colleague.toUpperCase());
  await team.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(
    team.getByText('Esta pessoa já foi convidada e o convite ainda vale. Cancele-o para enviar outro.'),
  ).toBeVisible();
  await expect(team.getByLabel(/^E-mail do colega/)).toHaveValue(colleague.toUpperCase());
  await noSideways(page);
  await shot(page, '2-empresa-e-equipe', width);
  findings.push(...(await axeFindings(page)));

  // The invitation is in the demo mailbox, with its link.
  const mail = await mailTo(page, colleague, /Convite para a equipe de Rota Certa/);
  await expect(mail).toContainText('Marina Assis convidou você para a equipe de Rota Certa');
  const link =
    /(http:\/\/\S+\/empresa\/convite\?token=[A-Za-z0-9_-]+)/.exec((await mail.textContent()) ?? '')?.[1] ?? '';
  expect(link.startsWith(`${AERO}/empresa/convite?token=`)).toBe(true);
  await mail.scrollIntoViewIfNeeded();
  await shot(page, '3-convite-na-caixa', width);

  // The colleague signs up with the invited address and accepts.
  const other = await newPage(browser, page);
  await signUp(other, 'Caio Colega', colleague, `/empresa/convite?token=${link.split('token=')[1]}`);
  await expect(other.getByRole('heading', { name: 'Convite para a equipe de Rota Certa' })).toBeVisible();
  await expect(other.getByText(`O convite é para ${colleague}, como reservas.`)).toBeVisible();
  await shot(other, '4-aceitar-convite', width);
  await other.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(other).toHaveURL(/\/empresa\?conta=/);
  await expect(other.getByRole('region', { name: 'Dados da empresa' })).toContainText(
    'Só administradores alteram estes dados.',
  );
  await other.context().close();

  // Two saved clients: a wrong phone is refused at its field first; a UK mobile is kept with its country.
  await page.goto(`${AERO}/empresa`);
  await page.getByRole('navigation', { name: 'Área da empresa' }).getByRole('link', { name: 'Clientes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes da empresa' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Novo cliente' });
  await form.getByLabel(/^Nome/).fill('Helena Prado');
  await expect(form.getByLabel('País do celular')).toBeEnabled();
  await form.getByLabel(/^Celular/).fill('(11) 8765-432');
  await form.getByLabel(/^E-mail/).fill('helena@cliente.test');
  await form.getByRole('button', { name: 'Salvar cliente' }).click();
  await expect(form.getByText('Este número não é válido para o país escolhido.')).toBeVisible();
  await expect(form.getByLabel(/^Nome/)).toHaveValue('Helena Prado');
  await form.getByLabel(/^Celular/).fill('(11) 98765-0001');
  await form.getByLabel('Observações (opcional)').fill('Prefere ser recebida no portão.');
  await form.getByRole('button', { name: 'Salvar cliente' }).click();
  await expect(page.getByText('Helena Prado salvo(a).')).toBeVisible();
  await form.getByLabel(/^Nome/).fill('James Whitmore');
  await form.getByLabel('País do celular').selectOption('GB');
  await form.getByLabel(/^Celular/).fill('07700 900123');
  await form.getByLabel('Idioma das mensagens').selectOption('en');
  await form.getByRole('button', { name: 'Salvar cliente' }).click();
  await expect(page.getByText('James Whitmore salvo(a).')).toBeVisible();
  const cards = page.getByTestId('business-client');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Helena Prado' })).toContainText('+55 (11) 9 8765-0001');
  await expect(cards.filter({ hasText: 'James Whitmore' })).toContainText('+447700900123');
  await expect(cards.filter({ hasText: 'James Whitmore' })).toContainText('Inglês');
  await expect(page.getByRole('heading', { name: '2 clientes' })).toBeVisible();
  await noSideways(page);
  await shot(page, '5-clientes', width);
  findings.push(...(await axeFindings(page)));

  // The demo company buyer reaches her company's bookings from the account menu.
  await page.context().clearCookies();
  await page.goto(`${AERO}/login?callbackUrl=%2F`);
  await page.getByLabel('E-mail').fill(BUYER.email);
  await page.getByLabel(/^Senha/).fill(BUYER.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(`${AERO}/`);
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: 'Empresa' }).click();
  await expect(page).toHaveURL(`${AERO}/empresa`);
  await expect(page.getByTestId('business-current')).toHaveText('Viagens Corp · CNPJ 11.222.333/0001-81');
  await expect(page.getByTestId('credit-line')).toContainText(
    /Aprovada para reservas faturadas nesta loja, com limite de R\$\s20\.000,00/,
  );
  await page.getByRole('navigation', { name: 'Área da empresa' }).getByRole('link', { name: 'Reservas' }).click();
  await expect(page).toHaveURL(`${AERO}/empresa/reservas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reservas da empresa' })).toBeVisible();
  // Five seeded, and those e2e/business-booking.spec.ts books for her company on the same server.
  await expect(page.getByRole('heading', { name: /^\d+ reservas$/ })).toBeVisible();
  // The filter is sent from the keyboard.
  await page.getByLabel('Cliente', { exact: true }).selectOption({ label: 'James Whitmore' });
  await page.getByRole('button', { name: 'Filtrar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/empresa\/reservas\?cliente=/);
  await expect(page.getByRole('heading', { name: '1 reserva' })).toBeVisible();
  const booking = page.getByTestId('business-booking');
  await expect(booking).toHaveCount(1);
  await expect(booking).toContainText('Meet & Assist — desembarque — para James Whitmore');
  await expect(booking).toContainText('Reservado por Renata Moraes');
  await expect(booking).toContainText(/Serviço em \d{2}\/\d{2}\/\d{4} 06:40/);
  await noSideways(page);
  await shot(page, '6-reservas-por-cliente', width);
  findings.push(...(await axeFindings(page)));

  // The CSV of the same filter holds that booking only.
  // Fetched by the page itself: Node does not resolve *.localhost as the browser does.
  const href = (await page.getByRole('link', { name: 'Baixar CSV' }).getAttribute('href')) ?? '';
  const csv = await page.evaluate(async (url) => {
    const answer = await fetch(url);
    return { status: answer.status, type: answer.headers.get('content-type'), text: await answer.text() };
  }, href);
  expect(csv).toMatchObject({ status: 200, type: 'text/csv; charset=utf-8' });
  const rows = csv.text.trim().split('\r\n');
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain('James Whitmore');

  // Each booking opens on its status page and vouchers.
  const number = /Pedido ([A-Z2-9]{3}-[A-Z2-9]{3})/.exec((await booking.textContent()) ?? '')?.[1] ?? '';
  await booking.getByRole('link', { name: /Ver reserva e voucher/ }).click();
  await expect(page).toHaveURL(/\/status-pedido\?id=/);
  await expect(page.getByText(number).first()).toBeVisible();
  expect(findings).toEqual([]);
});
