/**
 * Voucher codes through the public surface: a code this server signed for the company is genuine; a changed
 * line, number or signature, or another company's code, is recognised as forged (docs/business-rules.md "Vouchers").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { signedVoucherCode, verifyVoucherCode } from '@/src/server/tracking/voucher-signature';
import { voucherQrSvg } from '@/src/server/graphql/resolvers/tracking';
import { AERO, MERCADO, closeSeededDatabase, gql, openSeededDatabase } from '../graphql-harness';

const CHECK = /* GraphQL */ `
  query Check($code: String!) {
    voucherCheck(code: $code) {
      genuine
      orderNumber
      line
    }
  }
`;

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
});
afterAll(async () => closeSeededDatabase(t));

describe('voucher signature', () => {
  it('verifies its own code and refuses a changed one', () => {
    const code = signedVoucherCode('aeroporto', 'A7K-42', 1, 'secret-1');
    expect(code).toMatch(/^A7K-42\/1\.[0-9A-F]{16}$/);
    expect(verifyVoucherCode('aeroporto', code, 'secret-1')).toEqual({ orderNumber: 'A7K-42', line: 1 });
    expect(verifyVoucherCode('aeroporto', code.replace('/1.', '/2.'), 'secret-1')).toBeNull();
    expect(verifyVoucherCode('mercado', code, 'secret-1')).toBeNull();
    expect(verifyVoucherCode('aeroporto', code, 'secret-2')).toBeNull();
  });

  it('draws the code as an SVG QR code', async () => {
    const svg = await voucherQrSvg('A7K-42/1.0123456789ABCDEF');
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(svg).toContain('<path');
  });
});

describe('voucherCheck', () => {
  it('says genuine for a code the server issued on this host, forged otherwise', async () => {
    const code = signedVoucherCode('aeroporto', 'B2C-7', 3);
    const ok = await gql(CHECK, { host: AERO, variables: { code } });
    expect(ok.data?.voucherCheck).toEqual({ genuine: true, orderNumber: 'B2C-7', line: 3 });
    const forged = code.slice(0, -1) + (code.endsWith('0') ? '1' : '0');
    expect((await gql(CHECK, { host: AERO, variables: { code: forged } })).data?.voucherCheck).toEqual({
      genuine: false,
      orderNumber: null,
      line: null,
    });
    expect((await gql(CHECK, { host: MERCADO, variables: { code } })).data?.voucherCheck.genuine).toBe(false);
  });
});
