import { expect, test } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const AERO = `http://aeroporto.localhost:${port}`;

const LANGUAGES = [
  {
    lang: 'pt-BR',
    prefix: '',
    name: 'Nome do cliente',
    start: 'Iniciar atendimento',
    active: 'Modo atendente: atendendo Maria Souza',
    leave: 'Sair do modo atendente',
    later: 'pagos aqui, por um meio presencial',
  },
  {
    lang: 'en',
    prefix: '/en',
    name: "Customer's name",
    start: 'Start serving',
    active: 'Attendant mode: serving Maria Souza',
    leave: 'Leave attendant mode',
    later: 'paid here, by an in-person method',
  },
  {
    lang: 'es',
    prefix: '/es',
    name: 'Nombre del cliente',
    start: 'Iniciar la atención',
    active: 'Modo asistente: atendiendo a Maria Souza',
    leave: 'Salir del modo asistente',
    later: 'se pagan aquí, con un medio presencial',
  },
] as const;

for (const l of LANGUAGES) {
  test(`/atendimento/aeroporto in ${l.lang} turns attendant mode on with the customer's name, kept on reload and on the home`, async ({
    page,
  }) => {
    await page.goto(`${AERO}${l.prefix}/atendimento/aeroporto`);
    await expect(page.getByText(l.later, { exact: false })).toBeVisible();
    await expect(page.getByTestId('attendant-banner')).toHaveCount(0);
    await page.getByLabel(l.name).fill('  Maria   Souza ');
    await page.getByRole('button', { name: l.start }).click();
    await expect(page.getByTestId('attendant-banner')).toContainText(l.active);
    expect(
      await page.evaluate(() => JSON.parse(sessionStorage.getItem('storefront:main-state') ?? 'null')),
    ).toMatchObject({
      customerName: 'Maria Souza',
      accessedThePage: { attendant: true },
    });
    await page.reload();
    await expect(page.getByTestId('attendant-banner')).toContainText(l.active);
    // The band is part of the shell: every page shows whose order this device is taking.
    await page.goto(`${AERO}${l.prefix}/loja/burger-pista`);
    await expect(page.getByTestId('attendant-banner')).toContainText(l.active);
    await page.goto(`${AERO}${l.prefix}/`);
    await expect(page.getByTestId('attendant-banner')).toContainText(l.active);
    await page.getByRole('button', { name: l.leave }).click();
    await expect(page.getByTestId('attendant-banner')).toHaveCount(0);
  });
}

test('an empty name is refused with a message', async ({ page }) => {
  await page.goto(`${AERO}/atendimento/aeroporto`);
  await page.getByRole('button', { name: 'Iniciar atendimento' }).click();
  await expect(page.getByText('Informe o nome do cliente.')).toBeVisible();
  await expect(page.getByTestId('attendant-banner')).toHaveCount(0);
});

test("a company's host refuses attendance for another company", async ({ page }) => {
  const response = await page.goto(`${AERO}/atendimento/mercado`);
  expect(response?.status()).toBe(404);
  const unknown = await page.goto(`http://mercado.test:${port}/atendimento/aeroporto`);
  expect(unknown?.status()).toBe(404);
});
