import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from './e2e/chromium';
import { OIDC_SERVER_ENV } from './e2e/oidc-issuer';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * End-to-end tests drive Debian's Chromium, or the npm package's where it is missing (e2e/chromium.ts: browser
 * downloads do not work here), against the production build, started by scripts/e2e-server.ts on a throw-away
 * embedded database. The global setup chooses the binary and hands it to the workers in CHROMIUM_PATH.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.PW_JSON_OUTPUT ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Issue 9's order journeys and issue 8's accounts journey are phone journeys (they set 414 px); CSP, redirects,
    // secrets and sessions do not depend on the width. Each runs once, in the mobile project.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /(order-journeys|accounts-journey|checkout-shipping|csp|redirects|no-secrets|session|stripe-card)\.spec\.ts$/,
    },
    // The server sends the same HTML to every viewport, so its conformance is checked once, at desktop width.
    { name: 'mobile', use: { viewport: { width: 414, height: 896 }, isMobile: true, hasTouch: true }, testIgnore: /html-validity\.spec\.ts$/ },
  ],
  webServer: {
    command: `npx tsx scripts/e2e-server.ts`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe', // its first line shows the Node it runs on
    // The OpenID Connect provider points at the local issuer e2e/social-popup.spec.ts starts (it is down otherwise:
    // only that provider's sign-in would fail).
    env: { PORT: String(PORT), ...OIDC_SERVER_ENV },
  },
});
