/**
 * Demo or real deployment (shared/CONTRACT.md "Demo and real deployments"). The demo is `ROOT_DOMAIN` unset,
 * `localhost` or `*.localhost` (with or without a port): it keeps its conveniences (demo accounts, the mailbox
 * page while SMTP_URL is unset, the sandbox card processor, the stand-in flight-status table). Any other ROOT_DOMAIN is a real deployment and has
 * none of them. Every convenience asks here, never reads ROOT_DOMAIN itself.
 */
export type DeploymentMode = 'demo' | 'real';

type Env = Partial<Record<string, string | undefined>>;

/** `localhost`, `localhost:3000`, `shop.localhost`, `shop.localhost:3100` — and nothing that merely ends in it. */
const LOCAL_ROOT = /^([a-z0-9-]+\.)*localhost(:\d{1,5})?$/;

export function deploymentMode(env: Env = process.env): DeploymentMode {
  const root = env.ROOT_DOMAIN?.trim().toLowerCase();
  return !root || LOCAL_ROOT.test(root) ? 'demo' : 'real';
}

export const isDemoDeployment = (env: Env = process.env): boolean => deploymentMode(env) === 'demo';

/** The demo mailbox (/dev/caixa-de-entrada and its data): demo only, and only while mail stays on the machine. */
export const demoMailboxEnabled = (env: Env = process.env): boolean => isDemoDeployment(env) && !env.SMTP_URL?.trim();

/** The sandbox card processor and its tokenising endpoint: demo only, and only while no real processor is set. */
export const sandboxCardsEnabled = (env: Env = process.env): boolean =>
  isDemoDeployment(env) && !env.STRIPE_SECRET_KEY?.trim();

/** The stand-in flight-status table (src/server/flights/demo-flights.ts): demo only, and only while no real provider is set. */
export const demoFlightsEnabled = (env: Env = process.env): boolean =>
  isDemoDeployment(env) && !env.FLIGHT_STATUS_API_KEY?.trim();

/** The demo's WhatsApp/SMS outbox (issue 18): demo only, and only while no messaging provider is set. */
export const demoMessageOutboxEnabled = (env: Env = process.env): boolean =>
  isDemoDeployment(env) && !env.MESSAGING_PROVIDER?.trim();

/** The demo's NF-e outbox (issue 18): demo only, and only while no invoicing system is set (FISCAL_EXPORT_URL). */
export const demoFiscalOutboxEnabled = (env: Env = process.env): boolean =>
  isDemoDeployment(env) && !env.FISCAL_EXPORT_URL?.trim();

/**
 * The sandbox that issues and pays statement charges (PIX Cobrança, boleto) and the button that marks one paid: demo
 * only, and only while no real provider is set (STATEMENT_PAYMENT_PROVIDER).
 */
export const sandboxStatementPaymentsEnabled = (env: Env = process.env): boolean =>
  isDemoDeployment(env) && !env.STATEMENT_PAYMENT_PROVIDER?.trim();
