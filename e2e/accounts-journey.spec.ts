/**
 * The Done-when journey of the accounts (issue #8), in Chromium at 414 px and in pt-BR: on mercado.test, whose
 * catalogue requires sign-in, /conta sends a visitor to sign in; they create an account there, are sent to
 * /verificar-email, read the code in the demo mailbox, verify, complete the profile and are back on /conta; they
 * sign out, recover the password through the mailed code (a wrong and a reused code refused), then through the
 * mailed link (a used link refused), and sign in with the newest password; the demo shopper signs in on
 * aeroporto.localhost. Nothing in the browser's storage holds a password, a code or a token.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from './chromium';
import { ownClientAddressPerTest } from './support/client-address';

// Its sign-ups count against this test's own address, not the whole suite's (e2e/support/client-address.ts).
ownClientAddressPerTest();

const port = Number(process.env.E2E_PORT ?? 3100);
const mercado = `http://mercado.test:${port}`;
const aeroporto = `http://aeroporto.localhost:${port}`;

// The per-address limits count per client address: this journey's mercado.test resolves to a loopback address of
// its own, so the other specs' sign-ins and resets do not share its counts.
test.use({
  viewport: { width: 414, height: 896 },
  locale: 'pt-BR',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM,
    args: [
      ...CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--host-resolver-rules')),
      '--host-resolver-rules=MAP mercado.test 127.0.0.3',
    ],
  },
});

async function storageText(page: Page): Promise<string> {
  return page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie,
  );
}

/** The newest message to `email` whose subject matches, read on the demo mailbox page of mercado.test. */
async function newestMail(page: Page, email: string, subject: RegExp): Promise<string> {
  await page.goto(`${mercado}/dev/caixa-de-entrada`);
  const message = page
    .getByRole('listitem')
    .filter({ hasText: email })
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .first();
  return (await message.textContent()) ?? '';
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const linkIn = (text: string) => /(http:\/\/[^\s]+\/recuperar-senha\/[A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function noSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
}

test('sign up on mercado.test, verify, complete the profile, recover the password by code and by link, sign in again', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = `jornada-${Date.now()}@exemplo.test`;
  const passwords = ['Cesta-Feira-2026', 'Codigo-Novo-2027', 'Link-Novo-2028'];
  const secrets: string[] = [...passwords];

  // /conta needs a session: the sign-in screen remembers it, and its sign-up link carries it on.
  await page.goto(`${mercado}/conta`);
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fconta&error=SessionRequired$/);
  await page.getByRole('link', { name: 'Criar conta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
  await page.getByLabel('Nome').fill('Cris Jornada');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(passwords[0]);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Criar conta' }).click();

  await expect(page).toHaveURL(/\/verificar-email\?callbackUrl=/);
  const verifyUrl = page.url();
  const code = codeIn(await newestMail(page, email, /código de verificação/));
  expect(code).toMatch(/^\d{6}$/);
  secrets.push(code);
  await page.goto(verifyUrl);
  await page.getByLabel('Código de verificação').fill(code);
  await page.getByRole('button', { name: 'Confirmar' }).click();

  // The profile completion: the shared rules refuse a bad CPF and CEP first, with the fields marked.
  await expect(page).toHaveURL(/\/completar-cadastro\?callbackUrl=%2Fconta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete seu cadastro' })).toBeVisible();
  await noSideways(page);
  await page.getByLabel('Tratamento').selectOption('MRS');
  await page.getByLabel(/^Nome social/).fill('Cris');
  await page.getByLabel('Celular', { exact: true }).fill('(11) 98765-4321');
  await page.getByLabel('Data de nascimento').fill('1990-05-20');
  await page.getByLabel('Nacionalidade').fill('Brasileira');
  await page.getByRole('button', { name: 'Adicionar documento' }).click();
  await page.getByLabel('Número do documento').fill('111.111.111-11');
  await page.getByLabel('CEP').fill('0131');
  await page.getByLabel('Rua').fill('Avenida Paulista');
  await page.getByLabel('Número', { exact: true }).fill('1000');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByLabel('UF').selectOption('SP');
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page.getByRole('main').getByRole('alert').first()).toHaveText('Confira os campos destacados.');
  await expect(page.getByLabel('Número do documento')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Este CPF não é válido.')).toBeVisible();
  await expect(page.getByText('O CEP tem 8 dígitos.')).toBeVisible();
  await page.getByLabel('Número do documento').fill('529.982.247-25');
  await page.getByLabel('CEP').fill('01310-100');
  // The CEP fills the neighbourhood (and street, city, state) from the server's lookup.
  await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();

  // Back where the user came from, with what was saved.
  await expect(page).toHaveURL(`${mercado}/conta`);
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  await expect(page.getByText('Nome social: Cris')).toBeVisible();
  await expect(page.getByText('1 documento cadastrado')).toBeVisible();
  await expect(page.getByText('Avenida Paulista, 1000 · Bela Vista · São Paulo/SP · 01310-100')).toBeVisible();
  // The country in the list, the number as SPEC writes a Brazilian one (less the +55 the list shows).
  await expect(page.getByLabel('País do celular')).toHaveValue('BR');
  await expect(page.getByLabel('Celular', { exact: true })).toHaveValue('(11) 9 8765-4321');
  await noSideways(page);
  await page.screenshot({ path: testInfo.outputPath('conta.png'), fullPage: true });

  // The profile card saves the name, and the session (the top bar) follows at once.
  await page.getByRole('region', { name: 'Perfil' }).getByLabel(/^Nome/).fill('Cris Jornada Silva');
  await page.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(page.getByRole('region', { name: 'Perfil' }).getByRole('alert')).toHaveText('Perfil salvo.');
  await expect(page.getByTestId('account-button')).toHaveAccessibleName('Conta de Cris Jornada Silva');

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fconta&error=SessionRequired$/);

  // Recovery by code. The same answer as for any e-mail, then the code screen with the e-mail kept.
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page).toHaveURL(`${mercado}/recuperar-senha/confirmar-codigo`);
  await expect(page.getByText(`Se houver uma conta para ${email}`)).toBeVisible();
  const resetMail = await newestMail(page, email, /Redefinição de senha/);
  const resetCode = codeIn(resetMail);
  const firstLink = linkIn(resetMail);
  expect(resetCode).toMatch(/^\d{6}$/);
  // The link is on the request's own host, never another company's.
  expect(firstLink.startsWith(`${mercado}/recuperar-senha/`)).toBe(true);
  secrets.push(resetCode, firstLink.split('/').pop() ?? '');
  await page.goBack();
  await expect(page).toHaveURL(`${mercado}/recuperar-senha/confirmar-codigo`);

  await page.getByLabel('Código de verificação').fill(resetCode === '000000' ? '000001' : '000000');
  await page.getByLabel(/^Nova senha/).fill(passwords[1]);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Código incorreto ou expirado');
  await page.getByLabel('Código de verificação').fill(resetCode);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Senha alterada. Entre com a nova senha.');

  // The same code again is refused, and so is the link of the same mail (the reset closed it).
  await page.reload();
  await page.getByLabel('Código de verificação').fill(resetCode);
  await page.getByLabel(/^Nova senha/).fill('Outra-Senha-2029');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Código incorreto ou expirado');
  await expect(page.getByRole('link', { name: 'Pedir uma nova redefinição' })).toBeVisible();
  await page.goto(firstLink);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Este link expirou ou já foi usado. Peça uma nova redefinição.',
  );

  // Recovery by link.
  await page.getByRole('link', { name: 'Pedir uma nova redefinição' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page).toHaveURL(`${mercado}/recuperar-senha/confirmar-codigo`);
  const link = linkIn(await newestMail(page, email, /Redefinição de senha/));
  expect(link).not.toBe(firstLink);
  secrets.push(link.split('/').pop() ?? '');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Escolha uma nova senha' })).toBeVisible();
  await noSideways(page);
  await page.getByLabel(/^Nova senha/).fill(passwords[2]);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Senha alterada. Entre com a nova senha.');
  expect(await storageText(page)).not.toMatch(
    new RegExp(secrets.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')),
  );

  // The used link is refused; the older password no longer works; the newest one does.
  await page.goto(link);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Este link expirou ou já foi usado. Peça uma nova redefinição.',
  );
  await page.goto(`${mercado}/login?callbackUrl=%2Fconta`);
  await signIn(page, email, passwords[1]);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  await signIn(page, email, passwords[2]);
  await expect(page).toHaveURL(`${mercado}/conta`);
  await expect(page.getByTestId('account-button')).toHaveAccessibleName('Conta de Cris Jornada Silva');
  expect(await storageText(page)).not.toMatch(
    new RegExp(secrets.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')),
  );
});

test('the demo shopper signs in on aeroporto.localhost and sees the account cards', async ({ page }) => {
  await page.goto(`${aeroporto}/login?callbackUrl=%2Fconta`);
  await signIn(page, 'viajante@exemplo.test', 'Viagem-Tranquila-2026');
  await expect(page).toHaveURL(`${aeroporto}/conta`);
  for (const name of [
    'Sessão',
    'Perfil',
    'Dados pessoais e documentos',
    'Endereços',
    'Senha',
    'Privacidade e dados (LGPD)',
  ]) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Baixar meus dados' })).toHaveAttribute('href', '/api/user/export');
  await noSideways(page);
});

test('the code screen without a known e-mail goes back to ask for one', async ({ page }) => {
  await page.goto(`${aeroporto}/recuperar-senha/confirmar-codigo`);
  await expect(page).toHaveURL(`${aeroporto}/recuperar-senha`);
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeVisible();
});

test('the new account screens have no serious or critical axe findings, errors shown included', async ({ page }) => {
  const found: string[] = [];
  const serious = async () => {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    found.push(
      ...results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${page.url()} ${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
        ),
    );
  };
  await page.goto(`${aeroporto}/recuperar-senha`);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await serious();
  await page.goto(`${aeroporto}/recuperar-senha/${'a'.repeat(43)}`);
  await expect(page.getByRole('main').getByRole('alert')).not.toBeEmpty();
  await serious();
  await page.goto(`${aeroporto}/login?callbackUrl=%2Fcompletar-cadastro`);
  await signIn(page, 'viajante@exemplo.test', 'Viagem-Tranquila-2026');
  await expect(page).toHaveURL(`${aeroporto}/completar-cadastro`);
  await page.getByRole('button', { name: 'Adicionar documento' }).click();
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page.getByRole('main').getByRole('alert').first()).toHaveText('Confira os campos destacados.');
  await serious();
  await page.goto(`${aeroporto}/conta`);
  await page.getByRole('button', { name: 'Adicionar endereço' }).click();
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  await serious();
  expect(found).toEqual([]);
});
