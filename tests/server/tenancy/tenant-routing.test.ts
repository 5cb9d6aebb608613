import { describe, expect, it } from 'vitest';
import { parseHost } from '@/src/server/tenancy/parse-host';
import { resolveTenantPath } from '@/src/server/tenancy/resolve-tenant-path';
import { companyReached, type Tenant } from '@/src/server/tenancy/tenant';

describe('parseHost: {company}.{ROOT_DOMAIN}, custom domains and the bare root', () => {
  it.each([
    ['aeroporto.localhost:3000', { kind: 'subdomain', slug: 'aeroporto' }],
    ['AEROPORTO.localhost:3000', { kind: 'subdomain', slug: 'aeroporto' }],
    ['localhost:3000', { kind: 'root' }],
    ['www.localhost:3000', { kind: 'root' }],
    ['127.0.0.1:3000', { kind: 'root' }],
    ['localhost:4000', { kind: 'root' }],
    ['mercado.test', { kind: 'custom', domain: 'mercado.test' }],
    ['mercado.test:3000', { kind: 'custom', domain: 'mercado.test' }],
    ['a.b.localhost:3000', { kind: 'invalid' }],
    ['', { kind: 'invalid' }],
    ['mercado.test.', { kind: 'custom', domain: 'mercado.test' }],
    // Host headers that name no host at all: nothing, so the API answers COMPANY_NOT_FOUND and pages 404.
    [':3999', { kind: 'invalid' }],
    ['localhost:3999.', { kind: 'invalid' }],
    ['aeroporto.localhost:99999', { kind: 'invalid' }],
    ['user@aeroporto.localhost:3000', { kind: 'invalid' }],
    ['@', { kind: 'invalid' }],
    ['aeroporto..localhost:3000', { kind: 'invalid' }],
    ['aeroporto.localhost:3000/x', { kind: 'invalid' }],
  ])('%s', (host, expected) => expect(parseHost(host, 'localhost:3000')).toEqual(expected));
});

describe('resolveTenantPath: the public link shapes of docs/business-rules.md "Routes and link shapes" map onto /_company routes', () => {
  it.each([
    ['/', '/_company/aeroporto'],
    ['/loja/burger-pista', '/_company/aeroporto/burger-pista'],
    ['/loja/burger-pista/x-burger', '/_company/aeroporto/burger-pista/x-burger'],
    ['/servico/personal-shopper/ps-01', '/_company/aeroporto/personal-shopper/ps-01'],
    ['/blog', '/_company/aeroporto/_domain/_/blog'],
    ['/blog/dicas', '/_company/aeroporto/_domain/_/blog/dicas'],
    ['/login', null],
    ['/carrinho', null],
    ['/delivery/lanches', null],
    ['/_company/x', null],
  ])('%s → %s', (path, expected) => expect(resolveTenantPath(path, 'aeroporto')).toBe(expected));

  it('a custom domain keeps its name in the blog route', () =>
    expect(resolveTenantPath('/blog/dicas', 'mercado', 'mercado.test')).toBe(
      '/_company/mercado/_domain/mercado.test/blog/dicas',
    ));
});

describe("companyReached: a company's own host never serves another company", () => {
  const sub: Tenant = { kind: 'subdomain', slug: 'aeroporto' };
  const custom: Tenant = { kind: 'custom', slug: 'mercado', domain: 'mercado.test' };
  const root: Tenant = { kind: 'root', slug: 'aeroporto' };
  const page = { rootMayChoose: false };
  const argument = { rootMayChoose: true };
  it.each([
    ['own host, no name', sub, { slug: null }, argument, { slug: 'aeroporto' }],
    ['own host, own slug', sub, { slug: 'aeroporto' }, argument, { slug: 'aeroporto' }],
    ['own host, another slug', sub, { slug: 'mercado' }, argument, { refused: 'FORBIDDEN' }],
    ['own host, another internal path', sub, { slug: 'mercado' }, page, { refused: 'FORBIDDEN' }],
    ['own host, an empty internal path', sub, { slug: '' }, page, { refused: 'FORBIDDEN' }],
    ['subdomain, its own domain pages (_)', sub, { slug: 'aeroporto', domain: '_' }, page, { slug: 'aeroporto' }],
    [
      "subdomain, a domain's pages",
      sub,
      { slug: 'aeroporto', domain: 'aeroporto.test' },
      page,
      { refused: 'FORBIDDEN' },
    ],
    ['custom domain, its own pages', custom, { slug: 'mercado', domain: 'mercado.test' }, page, { slug: 'mercado' }],
    ["custom domain, the subdomain's pages", custom, { slug: 'mercado', domain: '_' }, page, { refused: 'FORBIDDEN' }],
    ['root, an argument chooses', root, { slug: 'mercado' }, argument, { slug: 'mercado' }],
    ['root, no argument: the default company', root, { slug: null }, argument, { slug: 'aeroporto' }],
    ["root, another company's internal path", root, { slug: 'mercado' }, page, { refused: 'FORBIDDEN' }],
    ['unknown host', { kind: 'unknown' } as Tenant, { slug: 'aeroporto' }, argument, { refused: 'COMPANY_NOT_FOUND' }],
  ] as const)('%s', (_label, tenant, named, options, expected) =>
    expect(companyReached(tenant, named, options)).toEqual(expected),
  );
});
