/**
 * CEP lookups (docs/interfaces.md "Postal codes"): `postalAddress` answers a CEP's place through the configured
 * adapter — the local table in the demo, ViaCEP on a real deployment (the gate) — refuses what is no CEP, says
 * when the provider cannot answer, and caps the calls to an outside provider.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, codes, gql, MERCADO, openSeededDatabase } from '../graphql-harness';
import {
  clearPostalCache,
  lookupPostalCode,
  OUTSIDE_CALLS_PER_MINUTE,
  postalProviderName,
  PostalLookupUnavailable,
} from '@/src/server/postal/postal-service';
import { viaCepPostal } from '@/src/server/postal/viacep';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
}, 60_000);
afterAll(async () => closeSeededDatabase(t));
afterEach(() => {
  clearPostalCache();
  delete process.env.POSTAL_CODE_PROVIDER;
  delete process.env.VIACEP_URL;
});

const POSTAL = `query P($zipCode: String!) { postalAddress(zipCode: $zipCode) { zipCode street district city state } }`;
const lookup = (zipCode: string, lang?: string) => gql(POSTAL, { host: MERCADO, variables: { zipCode }, lang });

describe('postalAddress through the local table (the demo)', () => {
  it('fills street, district, city and state from a CEP, with or without the dash', async () => {
    for (const cep of ['05435-000', '05435000', ' 05435-000 ']) {
      const result = await lookup(cep);
      expect(result.errors).toBeUndefined();
      expect(result.data!.postalAddress).toEqual({
        zipCode: '05435000',
        street: 'Rua Harmonia',
        district: 'Vila Madalena',
        city: 'São Paulo',
        state: 'SP',
      });
    }
  });

  it('answers null for a CEP that does not exist, and a town-wide CEP without street', async () => {
    expect((await lookup('99999-999')).data!.postalAddress).toBeNull();
    expect((await lookup('13960-000')).data!.postalAddress).toMatchObject({ street: null, city: 'Socorro' });
  });

  it('refuses what is no CEP with INVALID_ZIP_CODE, in the shopper’s language', async () => {
    for (const typed of ['0543', 'abcdefgh', '00000-000', '0'.repeat(30)])
      expect(codes(await lookup(typed))).toEqual(['INVALID_ZIP_CODE']);
    expect((await lookup('123', 'en')).errors![0].message).toBe('Enter a CEP (postal code) with 8 digits.');
  });

  it('says POSTAL_LOOKUP_UNAVAILABLE when the provider cannot be reached (ViaCEP on a closed port)', async () => {
    process.env.POSTAL_CODE_PROVIDER = 'viacep';
    process.env.VIACEP_URL = 'http://127.0.0.1:9';
    const result = await lookup('05435-000', 'es');
    expect(codes(result)).toEqual(['POSTAL_LOOKUP_UNAVAILABLE']);
    expect(result.errors![0].message).toBe('No pudimos buscar el CEP ahora. Escribe la dirección.');
  });
});

describe('the provider the settings choose (a demo convenience, gated)', () => {
  it('is the local table in the demo and ViaCEP on a real deployment, unless POSTAL_CODE_PROVIDER says', () => {
    expect(postalProviderName({})).toBe('table');
    expect(postalProviderName({ ROOT_DOMAIN: 'shop.localhost:3000' })).toBe('table');
    expect(postalProviderName({ ROOT_DOMAIN: 'loja.com.br' })).toBe('viacep');
    expect(postalProviderName({ ROOT_DOMAIN: 'loja.com.br', POSTAL_CODE_PROVIDER: 'table' })).toBe('table');
    expect(postalProviderName({ POSTAL_CODE_PROVIDER: ' ViaCEP ' })).toBe('viacep');
    expect(postalProviderName({ ROOT_DOMAIN: 'loja.com.br', POSTAL_CODE_PROVIDER: 'other' })).toBe('viacep');
  });
});

/** ViaCEP replaced by a function answering as it does (the outside service is mocked, nothing else). */
function fakeViaCep(answer: (url: string) => Response) {
  const calls: string[] = [];
  const fetchImpl = (async (url: string | URL) => {
    calls.push(String(url));
    return answer(String(url));
  }) as typeof fetch;
  return { calls, adapter: viaCepPostal({ VIACEP_URL: 'https://viacep.example/' }, fetchImpl) };
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the ViaCEP adapter (ViaCEP mocked)', () => {
  it('asks /ws/{cep}/json/ and reads logradouro, bairro, localidade and uf', async () => {
    const { calls, adapter } = fakeViaCep(() =>
      json({
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
      }),
    );
    expect(await adapter.lookup('01310100')).toEqual({
      zipCode: '01310100',
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(calls).toEqual(['https://viacep.example/ws/01310100/json/']);
  });

  it('answers null for {"erro": true} and a 400, and is unavailable on a 5xx or a body without a place', async () => {
    expect(await fakeViaCep(() => json({ erro: true })).adapter.lookup('99999999')).toBeNull();
    expect(await fakeViaCep(() => json({ erro: 'true' })).adapter.lookup('99999999')).toBeNull();
    expect(await fakeViaCep(() => new Response('', { status: 400 })).adapter.lookup('99999999')).toBeNull();
    await expect(fakeViaCep(() => new Response('', { status: 503 })).adapter.lookup('01310100')).rejects.toThrow(
      PostalLookupUnavailable,
    );
    await expect(fakeViaCep(() => json({ logradouro: 'x' })).adapter.lookup('01310100')).rejects.toThrow(
      PostalLookupUnavailable,
    );
  });

  it('keeps each answer, and stops calling past the per-minute cap', async () => {
    const { calls, adapter } = fakeViaCep(() => json({ localidade: 'São Paulo', uf: 'SP' }));
    const at = 1_000_000;
    await lookupPostalCode('01310100', { adapter, nowMs: at });
    await lookupPostalCode('01310100', { adapter, nowMs: at + 1000 });
    expect(calls).toHaveLength(1);
    for (let i = 1; i < OUTSIDE_CALLS_PER_MINUTE; i += 1)
      await lookupPostalCode(String(10_000_000 + i), { adapter, nowMs: at + 2000 });
    expect(calls).toHaveLength(OUTSIDE_CALLS_PER_MINUTE);
    await expect(lookupPostalCode('20000000', { adapter, nowMs: at + 3000 })).rejects.toThrow(PostalLookupUnavailable);
    // A kept answer is still given, and a new minute calls again.
    expect(await lookupPostalCode('01310100', { adapter, nowMs: at + 3000 })).toMatchObject({ city: 'São Paulo' });
    expect(await lookupPostalCode('20000000', { adapter, nowMs: at + 61_000 })).toMatchObject({ state: 'SP' });
  });
});
