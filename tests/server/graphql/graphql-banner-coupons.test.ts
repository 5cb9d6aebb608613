/**
 * Company.coupons, the home page's banner coupons: each company lists its own public coupons (codes and
 * descriptions from data/demo/*.json), translated by accept-language, and never another company's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog } from '@/src/server/catalog-io/import';
import { clearDirectoryCache } from '@/src/server/tenancy/company-directory';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, closeSeededDatabase, gql, MERCADO_DOMAIN, openSeededDatabase } from '../graphql-harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
  // A third company whose coupons are blocked, expired, not yet valid, or valid through the test's day (2026-11-23).
  const doc = JSON.parse(fs.readFileSync(path.resolve('data/demo/mercado.json'), 'utf8'));
  doc.company = { ...doc.company, slug: 'padaria', name: 'Padaria', domains: ['padaria.test'] };
  doc.blogPosts = [];
  const coupon = (code: string, extra: object) => ({ code, discount: { type: 'PERCENT', value: 5 }, ...extra });
  doc.coupons = [
    coupon('BLOQUEADO', { status: 'BLOCKED' }),
    coupon('VENCIDO', { validUntil: '2026-11-22' }),
    coupon('FUTURO', { validFrom: '2026-11-24' }),
    coupon('HOJE', { validFrom: '2026-11-23', validUntil: '2026-11-23', description: 'Só hoje' }),
  ];
  const imported = await importCatalog(t.db, doc);
  if (!imported.ok) throw new Error(imported.problems.join('\n'));
  clearDirectoryCache();
});
afterAll(async () => closeSeededDatabase(t));

const COUPONS = /* GraphQL */ `
  query Coupons {
    company {
      slug
      coupons {
        code
        description
      }
    }
  }
`;

describe('Company.coupons', () => {
  it("lists the airport's banner coupons in pt-BR by default", async () => {
    const result = await gql(COUPONS, { host: AERO });
    expect(result.errors).toBeUndefined();
    const coupons = result.data!.company.coupons as { code: string; description: string }[];
    expect(coupons.map((c) => c.code)).toEqual(['DELIVERY10', 'SALAVIP20', 'GUARDA15']);
    expect(coupons[1]!.description).toBe('20% off no passe da Sala VIP.');
  });

  it('translates the descriptions', async () => {
    const result = await gql(COUPONS, { host: AERO, lang: 'es' });
    const coupons = result.data!.company.coupons as { code: string; description: string }[];
    expect(coupons.find((c) => c.code === 'GUARDA15')?.description).toBe(
      '15% de descuento en la consigna de equipaje.',
    );
  });

  it("a company's host sees only its own coupons", async () => {
    const result = await gql(COUPONS, { host: MERCADO_DOMAIN });
    expect(result.data!.company).toEqual({
      slug: 'mercado',
      coupons: [{ code: 'VILA10', description: 'R$ 10 off em compras a partir de R$ 80.' }],
    });
  });

  it('leaves out blocked coupons and those not valid today (the server clock: Monday 23 November 2026)', async () => {
    const result = await gql(COUPONS, { host: 'padaria.test' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.company.coupons).toEqual([{ code: 'HOJE', description: 'Só hoje' }]);
  });
});
