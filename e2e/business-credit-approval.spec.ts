/**
 * Invoicing for a new company (issue 18, point 6), at 414 px in pt-BR: an assistant signs up and creates her company;
 * /empresa says the airport has not approved it and offers her, as its admin, "Pedir faturamento" with an optional
 * note; sent from the keyboard, the note says the request is under review. The airport's staff, on their phone, find
 * the company at the top of the business accounts on /painel/pedidos with when it asked and its note; a limit of
 * R$ 2.000.000 is refused at the row with its translated message; R$ 5.000 approves it. The assistant's /empresa then
 * says it is approved with a limit of R$ 5.000,00. Screens go to docs/screenshots/business-credit-*.png.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createCompany, randomCnpj, signUp } from './support/business-signup';
import { ownClientAddressPerTest } from './support/client-address';
import { AERO_STAFF } from './support/demo-accounts';
import { AERO } from './support/hosts';
import { staffBoard } from './support/sign-in';

ownClientAddressPerTest();

async function shot(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  await page.screenshot({
    path: path.resolve('docs/screenshots', `business-credit-${name}-${width}.png`),
    fullPage: true,
  });
}

/** The serious and critical axe findings of the page as it is. */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('a new company asks for invoicing; the airport staff approve it with a limit; the company sees it approved', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const run = `${testInfo.project.name}-${Date.now()}`;
  const tradeName = `Faturada ${Date.now().toString(36)}`;
  const findings: string[] = [];

  await signUp(page, 'Lia Fatura', `financeiro-${run}@faturada.test`, '/empresa');
  await expect(page).toHaveURL(`${AERO}/empresa`);
  await createCompany(page, { cnpj: randomCnpj(), legalName: `${tradeName} Servicos Ltda`, tradeName });
  const credit = page.getByTestId('credit-line');
  await expect(credit).toContainText('Esta loja ainda não aprovou a empresa para reservas faturadas.');

  // The admin asks, from the keyboard, with a note for the staff.
  const note = page.getByLabel('Recado para a loja (opcional)');
  await note.fill('Cerca de 20 recepções por mês');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Pedir faturamento' })).toBeFocused();
  findings.push(...(await axeFindings(page)));
  await shot(page, '1-pedir');
  await page.keyboard.press('Enter');
  await expect(credit).toContainText('Pedido de faturamento em análise pela loja.');
  await expect(page.getByRole('button', { name: 'Pedir faturamento' })).toHaveCount(0);
  // Focus is not lost with the button: it moves to the invoicing note.
  expect(
    await page.evaluate(() => document.activeElement?.contains(document.querySelector('[data-testid="credit-line"]'))),
  ).toBe(true);
  await page.reload();
  await expect(credit).toContainText('Pedido de faturamento em análise pela loja.');
  await shot(page, '2-em-analise');

  // The airport's staff, on their phone: requests come first, with when they were asked and the note.
  const staff = await staffBoard(browser, AERO, AERO_STAFF);
  const section = staff.getByRole('region', { name: 'Contas empresariais faturadas' });
  const row = section.getByRole('listitem').filter({ hasText: tradeName });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Pedido');
  await expect(row).toContainText(/Pedido em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(row).toContainText('Recado da empresa: Cerca de 20 recepções por mês');
  const names = await section.getByRole('listitem').allTextContents();
  const ours = names.findIndex((text) => text.includes(tradeName));
  const approvedDemo = names.findIndex((text) => text.includes('Viagens Corp'));
  expect(approvedDemo).toBeGreaterThanOrEqual(0);
  expect(ours).toBeLessThan(approvedDemo);

  // An absurd limit is refused at the row, translated; nothing changes.
  await row.getByLabel('Limite (R$)').fill('2000000');
  await row.getByRole('button', { name: 'Aprovar' }).click();
  await expect(row.getByRole('alert')).toContainText(
    'Informe um limite entre R$ 0,00 e R$ 1.000.000,00, em centavos inteiros.',
  );
  await expect(row.getByText('Pedido', { exact: true })).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await shot(staff, '3-limite-recusado');
  findings.push(...(await axeFindings(staff)));

  // A limit written the English way is not guessed at: asked again, before anything is sent.
  await row.getByLabel('Limite (R$)').fill('5,000');
  await row.getByRole('button', { name: 'Aprovar' }).click();
  await expect(row.getByRole('alert')).toContainText('Escreva o limite em reais, por exemplo 5.000 ou 5.000,00.');

  // R$ 5.000 approves it.
  await row.getByLabel('Limite (R$)').fill('5000');
  await row.getByRole('button', { name: 'Aprovar' }).click();
  await expect(row.getByText('Aprovada', { exact: true })).toBeVisible();
  await expect(row.getByRole('alert')).toHaveCount(0);
  await expect(row.getByLabel('Limite (R$)')).toHaveValue('5000');
  await shot(staff, '4-aprovada');
  await staff.context().close();

  // The assistant's page now says it is approved, with its limit, and offers no request.
  await page.goto(`${AERO}/empresa`);
  await expect(credit).toContainText(/Aprovada para reservas faturadas nesta loja, com limite de R\$\s5\.000,00\./);
  await expect(page.getByRole('button', { name: 'Pedir faturamento' })).toHaveCount(0);
  await shot(page, '5-aprovada');
  expect(findings).toEqual([]);
});
