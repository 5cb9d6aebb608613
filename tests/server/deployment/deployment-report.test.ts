/**
 * What `npm start` says about the deployment (src/server/deployment/deployment-report.ts, printed by
 * scripts/start.ts): which mode runs and, for a real deployment, what it lacks and what is therefore off.
 */
import { describe, expect, it } from 'vitest';
import { deploymentReport } from '@/src/server/deployment/deployment-report';

const text = (env: Record<string, string>) => deploymentReport(env).join('\n');

describe('the startup announcement', () => {
  it.each<Record<string, string>>([{}, { ROOT_DOMAIN: 'localhost:3000' }, { ROOT_DOMAIN: 'aeroporto.localhost:3100' }])(
    'the demo (%o) says so and lists its conveniences',
    (env) => {
      const said = text(env);
      expect(said).toMatch(/^Mode: DEMO/);
      expect(said).toContain('demo accounts');
      expect(said).toContain('/dev/caixa-de-entrada');
      expect(said).toContain('sandbox card');
      expect(said).not.toContain('REAL DEPLOYMENT');
    },
  );

  it('ROOT_DOMAIN=loja.example.com with no SMTP and no Stripe: a real deployment, mail and cards off, and why', () => {
    const said = text({ ROOT_DOMAIN: 'loja.example.com' });
    expect(said).toMatch(/^Mode: REAL DEPLOYMENT \(ROOT_DOMAIN=loja\.example\.com\)/);
    expect(said).toContain('no demo accounts');
    expect(said).toMatch(/no demo mailbox \(\/dev\/caixa-de-entrada is 404\)/);
    expect(said).toMatch(
      /Off: e-mail — no SMTP_URL: sign-up, e-mail verification codes and password resets are refused/,
    );
    expect(said).toMatch(/Off: card payments — no STRIPE_SECRET_KEY/);
    expect(said).toMatch(/Off: social sign-in/);
    expect(said).toMatch(/NEXTAUTH_SECRET unset/);
    expect(said).toMatch(/TRUST_PROXY unset/);
    expect(said).toMatch(/Off: company statements by PIX Cobrança or boleto — no STATEMENT_PAYMENT_PROVIDER=asaas/);
    expect(said).toMatch(/Off: NF-e export — no FISCAL_EXPORT_URL/);
  });

  it('a real deployment with everything set has nothing off', () => {
    const said = text({
      ROOT_DOMAIN: 'loja.example.com',
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      MAIL_FROM: 'Loja <no-reply@loja.example.com>',
      STRIPE_SECRET_KEY: 'sk_live_x',
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 's',
      NEXTAUTH_SECRET: 'x'.repeat(32),
      DATABASE_URL: 'postgres://db/loja',
      TRUST_PROXY: '1',
      STATEMENT_PAYMENT_PROVIDER: 'asaas',
      ASAAS_API_KEY: 'aact_x',
      FISCAL_EXPORT_URL: 'https://nf.example.com/in',
    });
    expect(said).toMatch(/^Mode: REAL DEPLOYMENT/);
    expect(said).not.toContain('Off:');
    expect(said).not.toContain('Note:');
  });

  it('a demo with SMTP set has no mailbox, and says the mail goes out', () => {
    const said = text({ ROOT_DOMAIN: 'localhost:3000', SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(said).toContain('mail through SMTP_URL (no demo mailbox)');
    expect(said).not.toContain('/dev/caixa-de-entrada');
  });
});
