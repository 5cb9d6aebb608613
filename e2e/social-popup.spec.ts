/**
 * Social sign-in in a popup (issue 8), through a real OpenID Connect flow: the spec starts a local issuer
 * (npm oauth2-mock-server, e2e/oidc-issuer.ts) at the address the e2e server was given (playwright.config.ts);
 * the button opens a popup that goes to the issuer's authorize endpoint and back to our callback (authorization
 * code with PKCE, the ID token checked by next-auth); the popup closes and the opener shows the signed-in account
 * on the page the visitor was sent from. Nothing is mocked in the app; the issuer is the only stand-in (for an
 * identity provider outside this machine).
 */
import { expect, test, type Page } from '@playwright/test';
import type { OAuth2Server } from 'oauth2-mock-server';
import { OIDC_ISSUER, OIDC_NAME, startIssuer } from './oidc-issuer';
import { AERO } from './public-pages';

let issuer: OAuth2Server;
let claims: Record<string, unknown> = {};

test.beforeAll(async () => {
  issuer = await startIssuer(() => claims);
});
test.afterAll(async () => {
  await issuer?.stop();
});

/** Resolves once the next popup has opened and closed again (it may close before a listener could attach). */
function popupOpenedAndClosed(page: Page): Promise<void> {
  return page
    .waitForEvent('popup')
    .then((popup) => (popup.isClosed() ? undefined : popup.waitForEvent('close').then(() => undefined)));
}

/** Every address the popup's window asked for, in order. */
function popupAddresses(page: Page) {
  const seen: string[] = [];
  page.context().on('request', (request) => {
    if (request.frame().page() !== page && request.isNavigationRequest()) seen.push(request.url());
  });
  return seen;
}

test('the popup signs in through the OpenID Connect issuer, closes, and the opener is signed in where it was headed', async ({
  page,
}) => {
  const stamp = Date.now();
  claims = { sub: `popup-${stamp}`, email: `popup-${stamp}@exemplo.test`, email_verified: true, name: 'Cliente Popup' };
  const visited = popupAddresses(page);

  // The account page needs a session: it sends the visitor to sign in, remembering where they were going.
  await page.goto(`${AERO}/conta`);
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fconta&error=SessionRequired$/);

  const popupDone = popupOpenedAndClosed(page);
  await page.getByRole('button', { name: `Entrar com ${OIDC_NAME}` }).click();
  await popupDone;

  // The popup went to the issuer and came back through our callback; the opener never left for the issuer.
  expect(visited.some((url) => url.startsWith(`${OIDC_ISSUER}/authorize?`))).toBe(true);
  expect(visited.some((url) => url.startsWith(`${AERO}/api/auth/callback/oidc?code=`))).toBe(true);
  await expect(page).toHaveURL(`${AERO}/conta`);
  await expect(page.getByText(`popup-${stamp}@exemplo.test`)).toBeVisible();
  await expect(page.getByTestId('account-button')).toHaveAccessibleName('Conta de Cliente Popup');
});

test('an issuer account the shop refuses (unverified e-mail of an existing account): the popup closes and the opener shows the error', async ({
  page,
}) => {
  claims = { sub: `intruder-${Date.now()}`, email: 'viajante@exemplo.test', email_verified: false, name: 'Intruso' };
  await page.goto(`${AERO}/login`);
  const popupDone = popupOpenedAndClosed(page);
  await page.getByRole('button', { name: `Entrar com ${OIDC_NAME}` }).click();
  await popupDone;
  await expect(page).toHaveURL(/\/login\?error=AccessDenied/);
  await expect(page.getByRole('main').getByRole('alert')).not.toBeEmpty();
  await expect(page.getByTestId('account-button')).toHaveCount(0);
});
