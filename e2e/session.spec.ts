/**
 * Session behaviour in a real browser (issue #8, sessions): "Manter conectado" unticked signs in with a
 * browser-session cookie (no expiry), ticked (the default) with one that lasts about 30 days; the backend user is
 * fetched with the Bearer ID token before the redirect; focusing the window reads the session again.
 */
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from './chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const aeroporto = `http://aeroporto.localhost:${port}`;

// A loopback address of its own, so the per-address sign-in limit (5 a minute) is not shared with other specs.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM,
    args: [
      ...CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--host-resolver-rules')),
      '--host-resolver-rules=MAP aeroporto.localhost 127.0.0.3',
    ],
  },
});

// Room to wait out a sign-in limit that other specs' sign-ins used up.
test.describe.configure({ timeout: 150_000 });

async function signIn(page: Page, keep: boolean) {
  await page.goto(`${aeroporto}/login`);
  const checkbox = page.getByRole('checkbox', { name: 'Manter conectado' });
  await expect(checkbox).toBeChecked();
  if (!keep) await checkbox.uncheck();
  await page.getByLabel('E-mail').fill('viajante@exemplo.test');
  await page.getByLabel(/^Senha/).fill('Viagem-Tranquila-2026');
  // The demo shopper signs in across many specs, and sign-in is limited per e-mail (5 a minute): when the form says
  // to wait, wait as long as it says and try again, as a person would.
  const limited = page.getByRole('alert').filter({ hasText: /Muitas tentativas/ });
  for (let attempt = 0; ; attempt++) {
    // Whichever comes first; the other wait is dropped quietly when the page closes.
    const backendUser = page
      .waitForRequest(
        (request) =>
          request.url().endsWith('/api/graphql') && (request.postData() ?? '').includes('SessionBackendUser'),
      )
      .catch(() => null);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    const outcome = await Promise.race([
      backendUser,
      limited.waitFor().then(
        () => null,
        () => null,
      ),
    ]);
    if (outcome) {
      expect(outcome.headers().authorization).toMatch(/^Bearer .+/);
      break;
    }
    expect(attempt, 'still limited after waiting as told').toBeLessThan(2);
    const seconds = Number(/(\d+) segundo/.exec((await limited.textContent()) ?? '')?.[1] ?? 60);
    await page.waitForTimeout((seconds + 1) * 1000);
  }
  await expect(page).toHaveURL(`${aeroporto}/`);
  await expect(page.getByTestId('account-button')).toHaveAccessibleName(/Viajante Exemplo/);
}

const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'next-auth.session-token');

test('unticked "Manter conectado": a browser-session cookie, httpOnly and SameSite=Lax', async ({ page }) => {
  await signIn(page, false);
  const cookie = await sessionCookie(page);
  expect(cookie).toMatchObject({ expires: -1, httpOnly: true, sameSite: 'Lax' });
  // Later reads (a new page, a focus) keep it a browser-session cookie.
  await page.reload();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByTestId('account-button')).toHaveAccessibleName(/Viajante Exemplo/);
  expect((await sessionCookie(page))?.expires).toBe(-1);
});

test('ticked (the default): the cookie lasts about 30 days', async ({ page }) => {
  await signIn(page, true);
  const cookie = await sessionCookie(page);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
});
