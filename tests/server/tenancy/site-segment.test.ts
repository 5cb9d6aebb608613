import { describe, expect, it } from 'vitest';
import { siteSegment, tenantOfSegment } from '@/src/server/tenancy/site-segment';
import type { Tenant } from '@/src/server/tenancy/tenant';

describe('the site segment of a statically regenerated page: the company and the address its links use', () => {
  it.each<[Exclude<Tenant, { kind: 'unknown' }>, string]>([
    [{ kind: 'subdomain', slug: 'aeroporto' }, 'aeroporto'],
    [{ kind: 'root', slug: 'aeroporto' }, 'aeroporto~root'],
    [{ kind: 'custom', slug: 'mercado', domain: 'mercado.test' }, 'mercado~mercado.test'],
  ])('%o ↔ %s', (tenant, segment) => {
    expect(siteSegment(tenant)).toBe(segment);
    expect(tenantOfSegment(segment)).toEqual(tenant);
  });

  it.each(['', '~root', 'aeroporto~', 'aeroporto~nada', 'a~b.test~c'])('%j names no site', (segment) =>
    expect(tenantOfSegment(segment)).toBeNull(),
  );
});
