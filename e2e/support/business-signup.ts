/**
 * A new company buyer, as the business specs make one: a random valid CNPJ (one company per run and project), a
 * person signed up on the airport and verified with the code from the demo mailbox, and her company created on
 * /empresa.
 */
import { expect, type Page } from '@playwright/test';
import { AERO } from './hosts';

export const SIGN_UP_PASSWORD = 'Recepcao-Segura-2026';

/** A valid CNPJ of 12 random digits and its two check digits. */
export function randomCnpj(): string {
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

/** The newest message to `email` in the airport's demo mailbox. */
export async function mailTo(page: Page, email: string, subject: RegExp) {
  await page.goto(`${AERO}/dev/caixa-de-entrada`);
  return page
    .getByRole('listitem')
    .filter({ hasText: email })
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .first();
}

/** Signs up on the airport from `/login?callbackUrl=back`, verifies with the mailed code, skips the profile. */
export async function signUp(page: Page, name: string, email: string, back: string) {
  await page.goto(`${AERO}${back}`);
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  await page.getByRole('link', { name: 'Criar conta' }).click();
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(SIGN_UP_PASSWORD);
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

/** On /empresa with no company yet: fills the form and creates it; its creator is its admin. */
export async function createCompany(page: Page, company: { cnpj: string; legalName: string; tradeName: string }) {
  await page.getByLabel(/^CNPJ/).fill(company.cnpj);
  await page.getByLabel(/^Razão social/).fill(company.legalName);
  await page.getByLabel(/^Nome fantasia/).fill(company.tradeName);
  await page.getByLabel(/^E-mail para notas fiscais/).fill('notas@empresa-nova.test');
  await page.getByLabel(/^CEP/).fill('20040-020');
  await page.getByLabel(/^Rua/).fill('Avenida Rio Branco');
  await page.getByLabel(/^Número/).fill('156');
  await page.getByLabel(/^Bairro/).fill('Centro');
  await page.getByLabel(/^Cidade/).fill('Rio de Janeiro');
  await page.getByLabel(/^UF/).selectOption('RJ');
  await page.getByRole('button', { name: 'Cadastrar empresa' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Empresa cadastrada. Você é administrador(a) dela.' }),
  ).toBeVisible();
}
