/**
 * `user(filter: {email})` (docs/interfaces.md "GraphQL operations"): the signed-in user's own record, or, for staff, a colleague's of the
 * same company; never anyone else's. The viewer comes only from `authorization: Bearer <ID token>`.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { companies, userComplements, users } from '@/src/server/db/schema';
import { eq } from 'drizzle-orm';
import {
  AERO,
  AERO_STAFF_EMAIL,
  bearerFor,
  closeSeededDatabase,
  gql,
  MERCADO_DOMAIN,
  MERCADO_STAFF_EMAIL,
  openSeededDatabase,
  SHOPPER_EMAIL,
} from '../graphql-harness';

const USER = /* GraphQL */ `
  query User($email: String!) {
    user(filter: { email: $email }) {
      _id
      name
      email
      type
      emailVerified
      complement {
        _id
        chosenName
        phone
        identityDocuments
        address
      }
    }
  }
`;
const CASHIER_EMAIL = 'caixa@mercado.test';

let t: TestDatabase;
let shopper: string;
let mercadoStaff: string;
let aeroStaff: string;
beforeAll(async () => {
  t = await openSeededDatabase();
  // A second member of mercado's staff, for the colleague look-up.
  const [mercado] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'mercado'));
  await t.db.insert(users).values({
    email: CASHIER_EMAIL,
    name: 'Caixa do Mercado',
    role: 'staff',
    companyId: mercado.id,
    emailVerified: true,
  });
  // The shopper's complementary data, its phone in the format stored before phones were international.
  const [viajante] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, SHOPPER_EMAIL));
  await t.db.insert(userComplements).values({ userId: viajante.id, chosenName: 'Viajante', phone: '5511999998888' });
  shopper = await bearerFor(t.db, SHOPPER_EMAIL);
  mercadoStaff = await bearerFor(t.db, MERCADO_STAFF_EMAIL);
  aeroStaff = await bearerFor(t.db, AERO_STAFF_EMAIL);
});
afterAll(async () => closeSeededDatabase(t));

const lookUp = (email: string, authorization?: string, host = AERO) =>
  gql(USER, { host, authorization, variables: { email } });

describe('the signed-in shopper', () => {
  it('gets their own record, with the complement (a phone saved digits-only before E.164 comes as E.164)', async () => {
    const result = await lookUp(SHOPPER_EMAIL, shopper);
    expect(result.errors).toBeUndefined();
    expect(result.data!.user).toMatchObject({
      name: 'Viajante Exemplo',
      email: SHOPPER_EMAIL,
      emailVerified: true,
      complement: { chosenName: 'Viajante', phone: '+5511999998888', identityDocuments: [] },
    });
    expect(result.data!.user._id).toEqual(result.data!.user.complement._id);
  });

  it('finds it whatever the case and spaces of the e-mail', async () => {
    const result = await lookUp('  Viajante@Exemplo.TEST ', shopper);
    expect(result.data!.user?.email).toBe(SHOPPER_EMAIL);
  });

  it('on any host (the account is not a company record)', async () => {
    const result = await lookUp(SHOPPER_EMAIL, shopper, MERCADO_DOMAIN);
    expect(result.data!.user?.email).toBe(SHOPPER_EMAIL);
  });

  it("gets null for someone else's e-mail (staff or unknown)", async () => {
    for (const email of [AERO_STAFF_EMAIL, MERCADO_STAFF_EMAIL, 'ninguem@exemplo.test']) {
      const result = await lookUp(email, shopper);
      expect(result.errors).toBeUndefined();
      expect(result.data!.user).toBeNull();
    }
  });
});

describe('without a valid token, nothing', () => {
  it.each([
    ['no authorization header', undefined],
    ['an empty header', ''],
    ['"Bearer" alone', 'Bearer '],
    ['garbage', 'Bearer not-a-jwt'],
    ['a token without the Bearer scheme', 'PLACEHOLDER'],
  ])('%s gives null', async (_label, authorization) => {
    const header = authorization === 'PLACEHOLDER' ? shopper.replace(/^Bearer /, '') : authorization;
    const result = await lookUp(SHOPPER_EMAIL, header);
    expect(result.errors).toBeUndefined();
    expect(result.data!.user).toBeNull();
  });

  it('a token signed with another secret gives null', async () => {
    const [viajante] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, SHOPPER_EMAIL));
    const forged = await new SignJWT({ email: SHOPPER_EMAIL })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(viajante.id)
      .setIssuer('storefront-local')
      .setAudience('storefront-api')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('someone-elses-secret-0123456789abcdef'));
    expect((await lookUp(SHOPPER_EMAIL, `Bearer ${forged}`)).data!.user).toBeNull();
  });

  it('an expired token gives null', async () => {
    const [viajante] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, SHOPPER_EMAIL));
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ email: SHOPPER_EMAIL })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(viajante.id)
      .setIssuer('storefront-local')
      .setAudience('storefront-api')
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 1800)
      .sign(new TextEncoder().encode(process.env.NEXTAUTH_SECRET!));
    expect((await lookUp(SHOPPER_EMAIL, `Bearer ${expired}`)).data!.user).toBeNull();
  });

  it("an 'alg: none' token gives null", async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const [viajante] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, SHOPPER_EMAIL));
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: viajante.id, email: SHOPPER_EMAIL, iss: 'storefront-local', aud: 'storefront-api', iat: now, exp: now + 600 })}.`;
    expect((await lookUp(SHOPPER_EMAIL, `Bearer ${unsigned}`)).data!.user).toBeNull();
  });
});

describe('staff', () => {
  it("mercado's staff can look up mercado's staff (a colleague and themself)", async () => {
    expect((await lookUp(CASHIER_EMAIL, mercadoStaff, MERCADO_DOMAIN)).data!.user).toMatchObject({
      email: CASHIER_EMAIL,
      name: 'Caixa do Mercado',
      complement: null,
    });
    expect((await lookUp(MERCADO_STAFF_EMAIL, mercadoStaff, MERCADO_DOMAIN)).data!.user).toMatchObject({
      email: MERCADO_STAFF_EMAIL,
    });
  });

  it("mercado's staff cannot look up aeroporto's staff, nor shoppers", async () => {
    expect((await lookUp(AERO_STAFF_EMAIL, mercadoStaff, MERCADO_DOMAIN)).data!.user).toBeNull();
    expect((await lookUp(AERO_STAFF_EMAIL, mercadoStaff, AERO)).data!.user).toBeNull();
    expect((await lookUp(SHOPPER_EMAIL, mercadoStaff, MERCADO_DOMAIN)).data!.user).toBeNull();
  });

  it("aeroporto's staff cannot look up mercado's staff", async () => {
    expect((await lookUp(CASHIER_EMAIL, aeroStaff)).data!.user).toBeNull();
    expect((await lookUp(MERCADO_STAFF_EMAIL, aeroStaff)).data!.user).toBeNull();
    expect((await lookUp(AERO_STAFF_EMAIL, aeroStaff)).data!.user).toMatchObject({ email: AERO_STAFF_EMAIL });
  });
});

describe('a deleted account', () => {
  it('its still-unexpired token no longer reads anything', async () => {
    await t.db.insert(users).values({ email: 'temporario@exemplo.test', name: 'Temporário' });
    const token = await bearerFor(t.db, 'temporario@exemplo.test');
    expect((await lookUp('temporario@exemplo.test', token)).data!.user).toMatchObject({ name: 'Temporário' });
    await t.db.delete(users).where(eq(users.email, 'temporario@exemplo.test'));
    expect((await lookUp('temporario@exemplo.test', token)).data!.user).toBeNull();
  });
});
