/**
 * Company.coupons, the home page's banner coupons: each company lists its own public coupons (codes and
 * descriptions from data/demo/*.json), translated by accept-language, and never another company's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, closeSeededDatabase, gql, MERCADO_DOMAIN, openSeededDatabase } from './graphql-harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
});
afterAll(async () => closeSeededDatabase(t));

const COUPONS = /* GraphQL */ `query Coupons { company { slug coupons { code description } } }`;

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
    expect(coupons.find((c) => c.code === 'GUARDA15')?.description).toBe('15% de descuento en la consigna de equipaje.');
  });

  it("a company's host sees only its own coupons", async () => {
    const result = await gql(COUPONS, { host: MERCADO_DOMAIN });
    expect(result.data!.company).toEqual({ slug: 'mercado', coupons: [{ code: 'VILA10', description: 'R$ 10 off em compras a partir de R$ 80.' }] });
  });
});
