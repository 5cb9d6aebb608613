/**
 * What `npm start` says about the deployment it runs (scripts/start.ts): which mode (deployment-mode.ts), and for
 * a real deployment what its settings lack and what is therefore off, so an operator learns it from the first lines
 * of the log rather than from a shopper. Pure: the settings in, the lines out.
 */
import { deploymentMode, demoMailboxEnabled, sandboxCardsEnabled } from './deployment-mode';

type Env = Partial<Record<string, string | undefined>>;

const set = (env: Env, ...names: string[]) => names.every((name) => Boolean(env[name]?.trim()));

export function deploymentReport(env: Env = process.env): string[] {
  const root = env.ROOT_DOMAIN?.trim() || 'localhost';
  if (deploymentMode(env) === 'demo') {
    const mail = demoMailboxEnabled(env)
      ? 'mail kept in the demo mailbox at /dev/caixa-de-entrada (no SMTP_URL)'
      : 'mail through SMTP_URL (no demo mailbox)';
    const cards = sandboxCardsEnabled(env)
      ? 'the sandbox card processor (no STRIPE_SECRET_KEY)'
      : 'cards through Stripe (no sandbox card)';
    return [
      `Mode: DEMO (ROOT_DOMAIN=${root}): demo accounts, ${mail}, ${cards}. Any other ROOT_DOMAIN is a real deployment without these.`,
    ];
  }
  const lines = [
    `Mode: REAL DEPLOYMENT (ROOT_DOMAIN=${root}): no demo accounts, no demo mailbox (/dev/caixa-de-entrada is 404), no sandbox card.`,
  ];
  const off = (what: string) => lines.push(`  Off: ${what}`);
  const note = (what: string) => lines.push(`  Note: ${what}`);
  if (!set(env, 'SMTP_URL'))
    off(
      'e-mail — no SMTP_URL: sign-up, e-mail verification codes and password resets are refused (MAIL_UNAVAILABLE, the user is told), and order e-mails are not sent.',
    );
  else if (!set(env, 'MAIL_FROM')) note('MAIL_FROM unset: mail goes out as "Storefront <no-reply@localhost>".');
  if (!set(env, 'STRIPE_SECRET_KEY'))
    off(
      'card payments — no STRIPE_SECRET_KEY: card methods are not offered and the sandbox tokenising endpoint is 404; the other payment methods remain.',
    );
  else if (!set(env, 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY'))
    note(
      'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY unset: the card form works only for catalogues that carry their own publishable key.',
    );
  if (!(env.STATEMENT_PAYMENT_PROVIDER?.trim() === 'asaas' && set(env, 'ASAAS_API_KEY')))
    off(
      'company statements by PIX Cobrança or boleto — no STATEMENT_PAYMENT_PROVIDER=asaas with ASAAS_API_KEY: companies on account pay their statements as agreed with the store, not online.',
    );
  if (!set(env, 'FISCAL_EXPORT_URL'))
    off(
      "NF-e export — no FISCAL_EXPORT_URL: company bookings' NF-e data is not sent to an invoicing system; staff download each month's CSV/JSON from /painel/pedidos.",
    );
  if (
    !set(env, 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET') &&
    !set(env, 'OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET')
  )
    off(
      'social sign-in — no GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET nor OIDC_ISSUER/OIDC_CLIENT_ID/OIDC_CLIENT_SECRET: e-mail and password only.',
    );
  if (!set(env, 'NEXTAUTH_SECRET'))
    note(
      'NEXTAUTH_SECRET unset: sessions are signed with a secret generated into DATA_DIR (one instance only; required with DATABASE_URL).',
    );
  if (!set(env, 'DATABASE_URL')) note('DATABASE_URL unset: the embedded database in DATA_DIR (one instance only).');
  if (!set(env, 'TRUST_PROXY'))
    note(
      "TRUST_PROXY unset: no proxy hop is trusted. Behind a load balancer or TLS proxy set it to the number of hops, or every traveller shares the proxy's address in the rate limits and cookies are not marked Secure.",
    );
  return lines;
}
