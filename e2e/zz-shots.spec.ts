import { test } from '@playwright/test';
const AERO = `http://aeroporto.localhost:${process.env.E2E_PORT}`;
test('shots', async ({ page }, info) => {
  const w = info.project.name === 'mobile' ? 414 : 1280;
  await page.goto(`${AERO}/loja/burger-pista/classico-pista`);
  console.log('REC', await page.getByTestId('recommended').locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))));
  await page.screenshot({ path: `/tmp/shots/item-pt-${w}.png`, fullPage: true });
  await page.getByRole('radio', { name: 'Ao ponto' }).check();
  await page.getByRole('button', { name: 'Mais Bacon crocante' }).click();
  await page.screenshot({ path: `/tmp/shots/item-pt-chosen-${w}.png`, fullPage: false });
  await page.goto(`${AERO}/en/servico/guarda-volumes/armario-p`);
  await page.getByRole('radio').first().check();
  await page.screenshot({ path: `/tmp/shots/locker-en-${w}.png`, fullPage: true });
  await page.goto(`${AERO}/en/servico/sala-vip/passe-3-horas`);
  await page.screenshot({ path: `/tmp/shots/vip-en-${w}.png`, fullPage: true });
});
