import { describe, expect, it } from 'vitest';
import { parseHost } from '@/src/server/tenancy/parse-host';
import { resolveTenantPath } from '@/src/server/tenancy/resolve-tenant-path';

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
  ])('%s', (host, expected) => expect(parseHost(host, 'localhost:3000')).toEqual(expected));
});

describe('resolveTenantPath: the public link shapes of SPEC.md section 2 map onto /_company routes', () => {
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
    expect(resolveTenantPath('/blog/dicas', 'mercado', 'mercado.test')).toBe('/_company/mercado/_domain/mercado.test/blog/dicas'));
});
