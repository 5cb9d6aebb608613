/**
 * The security headers of issue 8: the policy builder (pure), next.config.ts's headers for every path, and the
 * proxy's per-request headers for pages (the company's own tag manager, HSTS only behind HTTPS).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import nextConfig from '@/next.config';
import { proxy } from '@/proxy';
import { companies } from '@/src/server/db/schema';
import {
  contentSecurityPolicy,
  cspSettingsFromEnv,
  originOf,
  TAG_MANAGER_ORIGIN,
} from '@/src/server/security/content-security-policy';
import { clearTagManagerCache } from '@/src/server/security/company-tag-manager';
import { bootstrapScript, bootstrapScriptHashes, buildScriptHashes } from '@/src/server/security/script-hashes';
import { isHttpsRequest, securityHeaders, securityHeadersFor } from '@/src/server/security/security-headers';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, openSeededDatabase } from '../graphql-harness';

/** The directives of a policy text as a map of source lists. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const production = { NODE_ENV: 'production' } as NodeJS.ProcessEnv;

describe('contentSecurityPolicy', () => {
  it('with no integration set: only our own origin, no inline or evaluated script, never framed', () => {
    const policy = directives(contentSecurityPolicy(cspSettingsFromEnv(production)));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('next dev adds what React Refresh needs (eval and the WebSocket), production never does', () => {
    const dev = directives(contentSecurityPolicy(cspSettingsFromEnv({ NODE_ENV: 'development' } as NodeJS.ProcessEnv)));
    expect(dev.get('script-src')).toEqual(["'self'", "'unsafe-eval'", "'unsafe-inline'"]);
    expect(dev.get('connect-src')).toEqual(expect.arrayContaining(['ws:', 'wss:']));
    expect(contentSecurityPolicy(cspSettingsFromEnv(production, { scriptHashes: ["'sha256-abc='"] }))).not.toMatch(
      /unsafe-eval|ws:|script-src[^;]*unsafe-inline/,
    );
  });

  it("production allows the build's inline scripts by hash only", () => {
    const policy = directives(
      contentSecurityPolicy(cspSettingsFromEnv(production, { scriptHashes: ["'sha256-abc='", "'sha256-def='"] })),
    );
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
  });

  it('the tag manager origin only when an id is set: the fixed one, the partner one, or the company own', () => {
    const without = contentSecurityPolicy(cspSettingsFromEnv(production));
    expect(without).not.toContain(TAG_MANAGER_ORIGIN);
    for (const env of [{ NEXT_PUBLIC_GTM_ID: 'GTM-ABC' }, { PARTNER_GTM_ID: 'GTM-P' }]) {
      expect(
        directives(contentSecurityPolicy(cspSettingsFromEnv({ ...production, ...env }))).get('script-src'),
      ).toContain(TAG_MANAGER_ORIGIN);
    }
    expect(
      directives(contentSecurityPolicy(cspSettingsFromEnv(production, { companyTagManager: true }))).get('script-src'),
    ).toContain(TAG_MANAGER_ORIGIN);
    expect(contentSecurityPolicy(cspSettingsFromEnv({ ...production, NEXT_PUBLIC_GTM_ID: '  ' }))).not.toContain(
      TAG_MANAGER_ORIGIN,
    );
  });

  it('the sign-in forms may go to the OpenID Connect issuer (when fully configured) and to Google (when its keys are set)', () => {
    const oidc = { OIDC_ISSUER: 'http://127.0.0.1:4106/path/', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' };
    expect(
      directives(contentSecurityPolicy(cspSettingsFromEnv({ ...production, ...oidc }))).get('form-action'),
    ).toEqual(["'self'", 'http://127.0.0.1:4106']);
    expect(
      directives(contentSecurityPolicy(cspSettingsFromEnv({ ...production, ...oidc, OIDC_CLIENT_SECRET: '' }))).get(
        'form-action',
      ),
    ).toEqual(["'self'"]);
    const google = { GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's' };
    expect(
      directives(contentSecurityPolicy(cspSettingsFromEnv({ ...production, ...google }))).get('form-action'),
    ).toEqual(["'self'", 'https://accounts.google.com']);
  });

  it('Firebase identity hosts (or only its emulator) when Firebase is configured; Stripe only with its key', () => {
    const firebase = { NEXT_PUBLIC_FIREBASE_API_KEY: 'k', NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-storefront' };
    expect(
      directives(contentSecurityPolicy(cspSettingsFromEnv({ ...production, ...firebase }))).get('connect-src'),
    ).toEqual(["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']);
    const emulated = directives(
      contentSecurityPolicy(
        cspSettingsFromEnv({ ...production, ...firebase, NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
      ),
    );
    expect(emulated.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(emulated.get('frame-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy(cspSettingsFromEnv({ ...production, NEXT_PUBLIC_FIREBASE_API_KEY: 'k' }))).not.toMatch(
      /googleapis/,
    );
    expect(contentSecurityPolicy(cspSettingsFromEnv(production))).not.toMatch(/googleapis|stripe/);
    const stripe = directives(
      contentSecurityPolicy(cspSettingsFromEnv({ ...production, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test' })),
    );
    expect(stripe.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(stripe.get('frame-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(stripe.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it('originOf keeps scheme, host and port of an http(s) URL, nothing else', () => {
    expect(originOf('https://id.example/realms/x/')).toBe('https://id.example');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('not a url')).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });
});

describe("the hashes of Turbopack's inline bootstrap scripts", () => {
  const manifest = {
    chunkLoadingGlobal: 'TURBOPACK',
    pagesChunkGroupBootstrapParams: {
      '/_app': { otherChunks: ['static/chunks/app.js'], runtimeModuleIds: [1] },
      '/login': { otherChunks: ['static/chunks/login</script>.js'], runtimeModuleIds: [2] },
    },
  };
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it("the text is the page's and the app's queue pushes, with '<' escaped as the HTML has it", () => {
    const push = (params: unknown) =>
      `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(${JSON.stringify(params)});`;
    const login = bootstrapScript(manifest, '/login');
    expect(login).toBe(
      `${push(manifest.pagesChunkGroupBootstrapParams['/_app'])}\n${push(manifest.pagesChunkGroupBootstrapParams['/login'])}`
        .replace('<', '\\u003c')
        .replace('>', '\\u003e'),
    );
    expect(bootstrapScriptHashes(manifest)).toEqual([sha(bootstrapScript(manifest, '/_app')!), sha(login!)].sort());
  });

  it('none for a build without them (webpack) or without a manifest', () => {
    expect(bootstrapScriptHashes({})).toEqual([]);
    expect(buildScriptHashes('/nonexistent/.next')).toEqual([]);
  });
});

describe('securityHeaders', () => {
  it('every answer: CSP, Referrer-Policy, nosniff, X-Frame-Options DENY, Permissions-Policy', () => {
    const headers = Object.fromEntries(securityHeaders(production).map(({ key, value }) => [key, value]));
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
    expect(headers['Content-Security-Policy']).toMatch(/frame-ancestors 'none'/);
  });

  it('Strict-Transport-Security only behind HTTPS (its own scheme or X-Forwarded-Proto)', () => {
    const keys = (protocol: string, forwardedProto?: string) =>
      securityHeadersFor({ protocol, forwardedProto }, production).map((h) => h.key);
    expect(keys('http:')).not.toContain('Strict-Transport-Security');
    expect(keys('http:', 'http')).not.toContain('Strict-Transport-Security');
    expect(keys('https:')).toContain('Strict-Transport-Security');
    expect(keys('http:', 'https, http')).toContain('Strict-Transport-Security');
    expect(isHttpsRequest('http:', 'HTTPS')).toBe(true);
  });

  it('next.config.ts sends them on every path (API, /_next, public files, 404s), and HSTS when forwarded from HTTPS', async () => {
    const rules = await nextConfig.headers!();
    const all = rules.find((rule) => rule.source === '/:path*' && !rule.has);
    expect(all?.headers.map((h) => h.key)).toEqual([
      'Content-Security-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Permissions-Policy',
    ]);
    const hsts = rules.find((rule) =>
      rule.has?.some((h) => h.type === 'header' && h.key === 'x-forwarded-proto' && h.value === 'https'),
    );
    expect(hsts?.source).toBe('/:path*');
    expect(hsts?.headers.map((h) => h.key)).toEqual(['Strict-Transport-Security']);
  });
});

describe('proxy.ts: the headers of a page, from the running server settings', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openSeededDatabase();
    clearTagManagerCache();
  });
  afterAll(async () => {
    await closeSeededDatabase(t);
  });

  const page = async (url: string, headers: Record<string, string> = {}) =>
    (await proxy(new NextRequest(url, { headers }))).headers;

  it('a page answer carries the whole set; no HSTS over plain HTTP, HSTS when the proxy in front says https', async () => {
    const plain = await page('http://aeroporto.localhost:3000/loja/burger-pista', { host: 'aeroporto.localhost:3000' });
    expect(plain.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self';/);
    expect(plain.get('x-frame-options')).toBe('DENY');
    expect(plain.get('strict-transport-security')).toBeNull();
    vi.stubEnv('TRUST_PROXY', '1');
    try {
      const forwarded = await page('http://aeroporto.localhost:3000/', {
        host: 'aeroporto.localhost:3000',
        'x-forwarded-proto': 'https',
      });
      expect(forwarded.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("HSTS only on a trusted proxy's word: not on the client's own X-Forwarded-Proto (no trusted hop), nor on an entry left of our proxy's", async () => {
    const hsts = async (env: string, forwardedProto: string, url = 'http://aeroporto.localhost:3000/') => {
      vi.stubEnv('TRUST_PROXY', env);
      try {
        return (await page(url, { host: 'aeroporto.localhost:3000', 'x-forwarded-proto': forwardedProto })).get(
          'strict-transport-security',
        );
      } finally {
        vi.unstubAllEnvs();
      }
    };
    // No proxy trusted: the client wrote the header itself (and Next derives nextUrl's scheme from it, hence the https URL).
    expect(await hsts('0', 'https')).toBeNull();
    expect(await hsts('0', 'https', 'https://aeroporto.localhost:3000/')).toBeNull();
    // One trusted hop that appends: the client's "https" is left of our proxy's "http".
    expect(await hsts('1', 'https, http')).toBeNull();
    expect(await hsts('1', 'http, https')).toMatch(/max-age=\d+/);
    // Two hops: the value our outermost proxy wrote counts.
    expect(await hsts('2', 'https, http')).toMatch(/max-age=\d+/);
  });

  it('an unknown host 404 page has them too', async () => {
    expect(
      (await page('http://nada.localhost:3000/', { host: 'nada.localhost:3000' })).get('content-security-policy'),
    ).toMatch(/frame-ancestors 'none'/);
  });

  it('the tag manager origin only on the pages of a company with its own id', async () => {
    await t.db.update(companies).set({ googleTagManagerId: 'GTM-MERC01' }).where(eq(companies.slug, 'mercado'));
    clearTagManagerCache();
    expect(
      (await page('http://mercado.localhost:3000/', { host: 'mercado.localhost:3000' })).get('content-security-policy'),
    ).toContain(TAG_MANAGER_ORIGIN);
    expect(
      (await page('http://aeroporto.localhost:3000/', { host: 'aeroporto.localhost:3000' })).get(
        'content-security-policy',
      ),
    ).not.toContain(TAG_MANAGER_ORIGIN);
  });

  it('a page whose address carries a secret: Referrer-Policy no-referrer, and no tag manager or third-party script even where one is configured', async () => {
    const previous = { partner: process.env.PARTNER_GTM_ID, stripe: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY };
    process.env.PARTNER_GTM_ID = 'GTM-PARTNER1';
    process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = 'pk_test_x';
    try {
      // mercado has its own tag-manager id (set by the test above), and a partner id and Stripe are configured.
      const token = 'b'.repeat(43);
      for (const path of [`/recuperar-senha/${token}`, `/en/recuperar-senha/${token}`, '/verificar-email?token=abc']) {
        const secret = await page(`http://mercado.localhost:3000${path}`, { host: 'mercado.localhost:3000' });
        expect(secret.get('referrer-policy'), path).toBe('no-referrer');
        const csp = directives(secret.get('content-security-policy')!);
        expect(csp.get('script-src'), path).toEqual(["'self'"]);
        expect(secret.get('content-security-policy')).not.toContain(TAG_MANAGER_ORIGIN);
        expect(secret.get('content-security-policy')).not.toContain('stripe.com');
      }
      // The form that asks for a code, and any other page, keep the configured tags.
      const plain = await page('http://mercado.localhost:3000/recuperar-senha', { host: 'mercado.localhost:3000' });
      expect(plain.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(plain.get('content-security-policy')).toContain(TAG_MANAGER_ORIGIN);
    } finally {
      if (previous.partner === undefined) delete process.env.PARTNER_GTM_ID;
      else process.env.PARTNER_GTM_ID = previous.partner;
      if (previous.stripe === undefined) delete process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;
      else process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = previous.stripe;
    }
  });
});
