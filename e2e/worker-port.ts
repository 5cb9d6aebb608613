/**
 * Each Playwright worker runs against a server of its own on a database of its own: worker n (TEST_PARALLEL_INDEX)
 * uses port E2E_PORT + 10·n. playwright.config.ts imports this module first, and the config is loaded again in every
 * worker before its specs, so every spec and helper that reads E2E_PORT (e2e/support/hosts.ts, e2e/oidc-issuer.ts)
 * gets its worker's server. A spec that starts a server of its own takes the ports just above (stripe-card: +1; the
 * OpenID issuer: +1000).
 */
export const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? process.env.E2E_PORT ?? 3100);
const PORT_STRIDE = 10;

export const workerPort = (parallelIndex: number): number => BASE_PORT + PORT_STRIDE * parallelIndex;

process.env.E2E_BASE_PORT = String(BASE_PORT);
if (process.env.TEST_PARALLEL_INDEX !== undefined)
  process.env.E2E_PORT = String(workerPort(Number(process.env.TEST_PARALLEL_INDEX)));
