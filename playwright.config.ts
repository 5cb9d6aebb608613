// First: sets this worker's E2E_PORT before any other module reads it.
import { BASE_PORT, workerPort } from './e2e/worker-port';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from './e2e/chromium';
import { oidcServerEnv } from './e2e/oidc-issuer';
import { buildIfNeeded } from './scripts/build-if-needed';

/** Side by side, each worker with its own server and database (e2e/worker-port.ts); E2E_WORKERS=1 runs them in turn. */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const PORT = Number(process.env.E2E_PORT ?? BASE_PORT);
// Built here, once, before the servers start: each server's own check then finds the build fresh (two servers
// building into one .next at once would break both).
if (process.env.TEST_PARALLEL_INDEX === undefined) buildIfNeeded();

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
  workers: WORKERS,
  // In CI a failed test runs once more: a test that fails twice fails the run; one that passes on its retry still
  // counts as passed and is named in npm test's summary (scripts/test.ts), to be made steady. A false failure on a
  // busy 2-core machine would otherwise throw away everything else the run proved.
  retries: process.env.CI ? 1 : 0,
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
    // The product is phone first: every spec runs at 414 px (mobile). The desktop project runs again only the specs
    // whose subject is the layout at a width (the shell, the landing pages' grids, search's wide bar, the sticky chips,
    // the keyboard and axe at 1280 px, the HTML's conformance, the cart-to-review journey); a check that does not
    // depend on the width (content, rules, journeys, security) runs once.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      // services.spec.ts sets both widths itself, so it runs in the mobile project only. axe's English pages are the
      // pt-BR pages' layout with other words: their width-independent findings are checked at 414 px. The home's
      // slider timing is the same at any width: 414 px only.
      testMatch:
        /\/(a11y|layout|home|partners|html-validity|keyboard|store|search|journey|business-account|business-booking)\.spec\.ts$/,
      grepInvert: /\(en\): no serious or critical axe violations|the slider (moves on|stays still)/,
    },
    // The server sends the same HTML to every viewport, so its conformance is checked once, at desktop width.
    {
      name: 'mobile',
      use: { viewport: { width: 414, height: 896 }, isMobile: true, hasTouch: true },
      testIgnore: /html-validity\.spec\.ts$/,
    },
  ],
  // One server per worker, each on a throw-away database (scripts/e2e-server.ts). The OpenID Connect provider points at
  // the local issuer e2e/social-popup.spec.ts starts beside that worker's server (down otherwise: only that
  // provider's sign-in would fail).
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: `npx tsx scripts/e2e-server.ts`,
    url: `http://localhost:${workerPort(index)}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const, // its first line shows the Node it runs on
    env: { PORT: String(workerPort(index)), E2E_PORT: String(workerPort(index)), ...oidcServerEnv(workerPort(index)) },
  })),
});
