import { describe, expect, it } from 'vitest';
import {
  demoFiscalOutboxEnabled,
  demoMailboxEnabled,
  deploymentMode,
  sandboxCardsEnabled,
  sandboxStatementPaymentsEnabled,
} from '@/src/server/deployment/deployment-mode';

describe('deployment mode (demo or real)', () => {
  it.each([
    undefined,
    '',
    'localhost',
    'localhost:3000',
    'LOCALHOST:3100',
    'aeroporto.localhost',
    'a.b.localhost:8080',
  ])('%s is the demo', (root) => {
    expect(deploymentMode({ ROOT_DOMAIN: root })).toBe('demo');
  });
  it.each([
    'loja.com.br',
    'aeroporto.example',
    'localhost.evil.com',
    'evil-localhost',
    'notlocalhost:3000',
    '127.0.0.1:3000',
  ])('%s is a real deployment', (root) => {
    expect(deploymentMode({ ROOT_DOMAIN: root })).toBe('real');
  });
  it('the mailbox exists only in the demo, and only without SMTP', () => {
    expect(demoMailboxEnabled({ ROOT_DOMAIN: 'localhost:3000' })).toBe(true);
    expect(demoMailboxEnabled({ ROOT_DOMAIN: 'localhost:3000', SMTP_URL: 'smtp://x:1' })).toBe(false);
    expect(demoMailboxEnabled({ ROOT_DOMAIN: 'loja.com.br' })).toBe(false);
  });
  it('the sandbox cards exist only in the demo, and only without Stripe', () => {
    expect(sandboxCardsEnabled({ ROOT_DOMAIN: 'localhost' })).toBe(true);
    expect(sandboxCardsEnabled({ ROOT_DOMAIN: 'localhost', STRIPE_SECRET_KEY: 'sk_test_x' })).toBe(false);
    expect(sandboxCardsEnabled({ ROOT_DOMAIN: 'loja.com.br' })).toBe(false);
  });
  it('the statement payment sandbox exists only in the demo, and only without a provider', () => {
    expect(sandboxStatementPaymentsEnabled({ ROOT_DOMAIN: 'localhost:3000' })).toBe(true);
    expect(sandboxStatementPaymentsEnabled({ ROOT_DOMAIN: 'localhost', STATEMENT_PAYMENT_PROVIDER: 'asaas' })).toBe(
      false,
    );
    expect(sandboxStatementPaymentsEnabled({ ROOT_DOMAIN: 'loja.com.br' })).toBe(false);
  });
  it('the NF-e outbox exists only in the demo, and only without an invoicing system', () => {
    expect(demoFiscalOutboxEnabled({ ROOT_DOMAIN: 'aeroporto.localhost:3000' })).toBe(true);
    expect(demoFiscalOutboxEnabled({ ROOT_DOMAIN: 'localhost', FISCAL_EXPORT_URL: 'https://nf.example/in' })).toBe(
      false,
    );
    expect(demoFiscalOutboxEnabled({ ROOT_DOMAIN: 'loja.com.br' })).toBe(false);
  });
});
