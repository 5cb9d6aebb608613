/**
 * A real deployment, started as an operator would (issue 15 "Demo and real deployments", point 16): `npm start`'s
 * server (scripts/e2e-server.ts → scripts/start.ts, the production build) with ROOT_DOMAIN=loja.example.com and no
 * SMTP, Stripe or social sign-in settings, on a throw-away database and a port of its own, beside the suite's demo
 * server. Its first lines say it is a real deployment and what is off and why; the demo mailbox and its data route
 * are 404 on every host; no page links to the mailbox; no demo account signs in; and a shopper who signs up or asks
 * for a password reset is told, in the page's language, that the e-mail could not be sent.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const DEMO_PORT = Number(process.env.E2E_PORT ?? 3100);
const ROOT = 'loja.example.com';

let server: ChildProcess | undefined;
let port = 0;
let dataDir = '';
let output = '';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

/** GET on the real deployment's port with the Host header of a company's domain (no DNS needed). */
function get(host: string, pathname: string, targetPort = port): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: targetPort, path: pathname, headers: { host, 'accept-language': 'pt-BR' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test.describe('a real deployment (ROOT_DOMAIN=loja.example.com, no SMTP, no Stripe)', () => {
  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'one server start is enough: it runs in the mobile project only');
    testInfo.setTimeout(240_000);
    port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-real-'));
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), ROOT_DOMAIN: ROOT, DATA_DIR: dataDir };
    for (const name of [
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
      'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
      'GOOGLE_CLIENT_ID',
      'GOOGLE_CLIENT_SECRET',
      'OIDC_ISSUER',
      'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET',
      'NEXTAUTH_SECRET',
      'DATABASE_URL',
    ])
      delete env[name];
    server = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/e2e-server.ts'], {
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output, { timeout: 220_000, intervals: [500] }).toContain('Storefront ready');
  });

  test.afterAll(async () => {
    if (server?.pid) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8_000))]);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('startup says it is a real deployment, what is off and why, and prints no demo password', () => {
    expect(output).toContain(`Mode: REAL DEPLOYMENT (ROOT_DOMAIN=${ROOT})`);
    expect(output).toContain('no demo mailbox (/dev/caixa-de-entrada is 404)');
    expect(output).toMatch(
      /Off: e-mail — no SMTP_URL: sign-up, e-mail verification codes and password resets are refused/,
    );
    expect(output).toMatch(/Off: card payments — no STRIPE_SECRET_KEY/);
    expect(output).not.toContain('Demo accounts:');
    const passwords = (JSON.parse(readFileSync('data/demo/accounts.json', 'utf8')) as { password: string }[]).map(
      (a) => a.password,
    );
    for (const password of passwords) expect(output).not.toContain(password);
  });

  test('GET /dev/caixa-de-entrada and its data route are 404 on every host of the deployment', async () => {
    const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim();
    for (const host of [ROOT, `www.${ROOT}`, `aeroporto.${ROOT}`, `mercado.${ROOT}`, `mercado.test:${port}`]) {
      const page = await get(host, '/dev/caixa-de-entrada');
      expect(page.status, host).toBe(404);
      expect(page.body).not.toContain('Caixa de entrada de demonstração');
      expect((await get(host, `/_next/data/${buildId}/dev/caixa-de-entrada.json`)).status, host).toBe(404);
      expect((await get(host, '/en/dev/caixa-de-entrada')).status, host).toBe(404);
    }
    // The same build in the demo (the suite's server) has the page: the 404 is the deployment's doing.
    expect((await get(`aeroporto.localhost:${DEMO_PORT}`, '/dev/caixa-de-entrada', DEMO_PORT)).status).toBe(200);
  });

  test('no page links to the mailbox (the e-mail verification screen links it in the demo only)', async () => {
    const real = await get(`aeroporto.${ROOT}`, '/verificar-email');
    expect(real.status).toBe(200);
    expect(real.body).not.toContain('/dev/caixa-de-entrada');
    const demo = await get(`aeroporto.localhost:${DEMO_PORT}`, '/verificar-email', DEMO_PORT);
    expect(demo.body).toContain('/dev/caixa-de-entrada');
  });

  test('sign-up and password reset tell the shopper the e-mail could not be sent; no demo account signs in', async ({
    page,
  }) => {
    const origin = `http://mercado.test:${port}`;
    await page.goto(`${origin}/cadastrar`);
    await page.getByLabel('Nome').fill('Cliente Real');
    await page.getByLabel('E-mail').fill(`real-${Date.now()}@exemplo.test`);
    await page.getByLabel(/^Senha/).fill('Cesta-Feira-2026');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Não conseguimos enviar o e-mail agora, então nada foi feito.',
    );
    await expect(page).toHaveURL(/\/cadastrar$/);

    await page.goto(`${origin}/recuperar-senha`);
    await page.getByLabel('E-mail').fill('viajante@exemplo.test');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Não conseguimos enviar o e-mail agora');

    await page.goto(`${origin}/login`);
    await page.getByLabel('E-mail').fill('viajante@exemplo.test');
    await page.getByLabel(/^Senha/).fill('Viagem-Tranquila-2026');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('E-mail ou senha incorretos.');
  });
});
