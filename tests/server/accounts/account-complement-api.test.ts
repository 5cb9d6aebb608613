/**
 * The account page's API routes through their HTTP handlers on the seeded test database: the complement
 * (/completar-cadastro), the saved addresses, the contact card and the LGPD export. Each writes the session's own
 * user only, validates with the shared zod schema, and the export holds no hash, code or token.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { clearDirectoryCache } from '@/src/server/tenancy/company-directory';
import {
  identityDocuments,
  passwordResetTokens,
  userComplements,
  users,
  verificationCodes,
} from '@/src/server/db/schema';
import { signIdToken } from '@/src/server/identity/id-token';
import signUpRoute from '@/pages/api/user/sign-up';
import resetRequestRoute from '@/pages/api/user/password-reset/request';
import complementRoute from '@/pages/api/user/complement';
import addressesRoute from '@/pages/api/user/addresses';
import contactRoute from '@/pages/api/user/contact';
import exportRoute from '@/pages/api/user/export';
import { accountOverview } from '@/src/server/accounts/account-overview';
import { readComplement } from '@/src/server/accounts/complement-store';
import { closeSeededDatabase, MERCADO_DOMAIN, openSeededDatabase } from '../graphql-harness';

type Route = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
  clearDirectoryCache();
});
afterAll(async () => closeSeededDatabase(t));

let ip = 0;
async function call(route: Route, body: unknown, options: { method?: string; authorization?: string } = {}) {
  const recorded = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown, text: '' };
  const res = {
    status(code: number) {
      recorded.status = code;
      return res;
    },
    json(value: unknown) {
      recorded.body = value;
      return res;
    },
    send(value: string) {
      recorded.text = value;
      recorded.body = JSON.parse(value);
      return res;
    },
    setHeader(name: string, value: string) {
      recorded.headers[name.toLowerCase()] = value;
      return res;
    },
  };
  const headers: Record<string, string> = {
    host: MERCADO_DOMAIN,
    'accept-language': 'pt-BR',
    'content-type': 'application/json',
  };
  if (options.authorization) headers.authorization = options.authorization;
  const req = {
    method: options.method ?? 'POST',
    headers,
    body,
    cookies: {},
    query: {},
    socket: { remoteAddress: `198.51.100.${++ip % 250}` },
  };
  await route(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return recorded;
}

let n = 0;
async function newUser() {
  const email = `complemento${++n}@exemplo.test`;
  const answer = await call(signUpRoute, {
    name: 'Cliente Completo',
    email,
    password: 'senha-forte-1',
    acceptTerms: true,
  });
  const user = (answer.body as { user: { id: string; email: string } }).user;
  return { user, authorization: `Bearer ${await signIdToken(user)}` };
}

const address = {
  zipCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  addressLine2: 'ap 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'sp',
};
const complement = {
  salutation: 'MRS',
  chosenName: 'Cris',
  phone: '(11) 98765-4321',
  dateOfBirth: '1990-05-20',
  nationality: 'Brasileira',
  documents: [
    { type: 'CPF', value: '529.982.247-25' },
    { type: 'PASSPORT', value: 'FZ123456', expirationDate: '2031-01-31' },
  ],
  address,
};

describe('POST /api/user/complement', () => {
  it('401 without a session; stores the complement, documents and main address of the session user', async () => {
    expect((await call(complementRoute, complement)).status).toBe(401);
    const { user, authorization } = await newUser();
    expect(await call(complementRoute, complement, { authorization })).toMatchObject({
      status: 200,
      body: { saved: true },
    });
    const [row] = await t.db.select().from(userComplements).where(eq(userComplements.userId, user.id));
    expect(row).toMatchObject({
      salutation: 'MRS',
      chosenName: 'Cris',
      phone: '+5511987654321',
      dateOfBirth: '1990-05-20',
      nationality: 'Brasileira',
    });
    expect(row.address).toEqual([{ ...address, zipCode: '01310100', state: 'SP', country: 'BR' }]);
    const docs = await t.db.select().from(identityDocuments).where(eq(identityDocuments.userId, user.id));
    expect(docs.map((d) => [d.type, d.value, d.expirationDate])).toEqual([
      ['CPF', '52998224725', null],
      ['PASSPORT', 'FZ123456', '2031-01-31'],
    ]);
    // Saving again replaces the documents rather than adding to them.
    await call(complementRoute, { ...complement, documents: [] }, { authorization });
    expect(await t.db.select().from(identityDocuments).where(eq(identityDocuments.userId, user.id))).toEqual([]);
  });

  it('400 with a code per field: phone, CPF, CEP, state, a future date of birth', async () => {
    const { authorization } = await newUser();
    const bad = await call(
      complementRoute,
      {
        ...complement,
        phone: '123',
        documents: [{ type: 'CPF', value: '111.111.111-11' }],
        address: { ...address, zipCode: '0131', state: 'XX' },
      },
      { authorization },
    );
    expect(bad).toMatchObject({
      status: 400,
      body: {
        error: 'VALIDATION',
        fields: {
          phone: 'PHONE_INVALID',
          'documents.0.value': 'CPF_INVALID',
          'address.zipCode': 'CEP_INVALID',
          'address.state': 'STATE_INVALID',
        },
      },
    });
    const future = await call(complementRoute, { ...complement, dateOfBirth: '2999-01-01' }, { authorization });
    expect(future).toMatchObject({ status: 400, body: { fields: { dateOfBirth: 'DATE_IN_FUTURE' } } });
  });

  it('an empty form (skippable step) saves nothing wrong: no address, no documents', async () => {
    const { user, authorization } = await newUser();
    const empty = {
      salutation: '',
      chosenName: '',
      phone: '',
      dateOfBirth: '',
      nationality: '',
      documents: [],
      address: { zipCode: '', street: '', number: '', city: '', state: '', country: 'BR' },
    };
    expect((await call(complementRoute, empty, { authorization })).status).toBe(200);
    const [row] = await t.db.select().from(userComplements).where(eq(userComplements.userId, user.id));
    expect(row).toMatchObject({ phone: null, dateOfBirth: null, address: [] });
  });
});

describe('POST /api/user/addresses and /api/user/contact', () => {
  it('adds and removes saved addresses of the session user; the main one stays first', async () => {
    const { authorization } = await newUser();
    await call(complementRoute, complement, { authorization });
    const added = await call(
      addressesRoute,
      { add: { ...address, street: 'Rua Augusta', number: '50' } },
      { authorization },
    );
    expect(added.status).toBe(200);
    expect((added.body as { addresses: { street: string }[] }).addresses.map((a) => a.street)).toEqual([
      'Avenida Paulista',
      'Rua Augusta',
    ]);
    const removed = await call(addressesRoute, { remove: 0 }, { authorization });
    expect((removed.body as { addresses: { street: string }[] }).addresses.map((a) => a.street)).toEqual([
      'Rua Augusta',
    ]);
    expect(await call(addressesRoute, { remove: 5 }, { authorization })).toMatchObject({
      status: 400,
      body: { error: 'ADDRESS_NOT_FOUND' },
    });
    expect((await call(addressesRoute, { add: address })).status).toBe(401);
  });

  it('edits the name and phone; a bad phone is refused', async () => {
    const { user, authorization } = await newUser();
    expect(await call(contactRoute, { name: 'Nome Trocado', phone: '11 3333-4444' }, { authorization })).toMatchObject({
      status: 200,
    });
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0].name).toBe('Nome Trocado');
    expect((await t.db.select().from(userComplements).where(eq(userComplements.userId, user.id)))[0].phone).toBe(
      '+551133334444',
    );
    expect(await call(contactRoute, { name: 'Nome', phone: '99' }, { authorization })).toMatchObject({
      status: 400,
      body: { fields: { phone: 'PHONE_INVALID' } },
    });
  });
});

describe('a foreign traveller’s profile (issue 17: anyone can pay)', () => {
  it('saves a passport and a UK mobile as E.164, and checks passport and CNPJ as checkout does', async () => {
    const { user, authorization } = await newUser();
    const traveller = {
      ...complement,
      phone: '+44 7700 900123',
      nationality: 'British',
      documents: [{ type: 'PASSPORT', value: '123 456 789' }],
      address: undefined,
    };
    expect(await call(complementRoute, traveller, { authorization })).toMatchObject({ status: 200 });
    const [row] = await t.db.select().from(userComplements).where(eq(userComplements.userId, user.id));
    expect(row.phone).toBe('+447700900123');
    const docs = await t.db.select().from(identityDocuments).where(eq(identityDocuments.userId, user.id));
    expect(docs.map((d) => [d.type, d.value])).toEqual([['PASSPORT', '123456789']]);
    expect(
      await call(contactRoute, { name: 'Oliver Bennett', phone: '+1 202 555 0100' }, { authorization }),
    ).toMatchObject({
      status: 200,
    });
    expect((await t.db.select().from(userComplements).where(eq(userComplements.userId, user.id)))[0].phone).toBe(
      '+12025550100',
    );

    const bad = await call(
      complementRoute,
      {
        ...traveller,
        phone: '+44 7700',
        documents: [
          { type: 'PASSPORT', value: 'X1' },
          { type: 'CNPJ', value: '11.222.333/0001-80' },
          { type: 'RG', value: '12.345.678-9' },
        ],
      },
      { authorization },
    );
    expect(bad).toMatchObject({
      status: 400,
      body: {
        fields: {
          phone: 'PHONE_INVALID',
          'documents.0.value': 'PASSPORT_INVALID',
          'documents.1.value': 'CNPJ_INVALID',
        },
      },
    });
    expect(Object.keys((bad.body as { fields: Record<string, string> }).fields)).not.toContain('documents.2.value');
  });

  it('a profile saved before phones were international (digits only) is read as E.164 everywhere', async () => {
    const { user, authorization } = await newUser();
    await t.db.insert(userComplements).values({ userId: user.id, phone: '5511987654321' });
    await t.db.update(users).set({ phone: '551133334444' }).where(eq(users.id, user.id));
    expect((await readComplement(t.db, user.id)).phone).toBe('+5511987654321');
    await t.db.update(userComplements).set({ phone: null }).where(eq(userComplements.userId, user.id));
    // The account page falls back to the user's own phone, old format too.
    expect((await accountOverview(t.db, user.id))?.complement.phone).toBe('+551133334444');
    // Saving the contact card again stores E.164.
    await call(contactRoute, { name: 'Cliente', phone: '+55 (11) 9 8765-4321' }, { authorization });
    expect((await t.db.select().from(userComplements).where(eq(userComplements.userId, user.id)))[0].phone).toBe(
      '+5511987654321',
    );
  });
});

describe('GET /api/user/export', () => {
  it('a JSON attachment with profile, complement, documents and addresses; no hash, code or token', async () => {
    const { user, authorization } = await newUser();
    await call(complementRoute, complement, { authorization });
    await call(resetRequestRoute, { email: user.email });
    expect((await call(exportRoute, undefined, { method: 'GET' })).status).toBe(401);
    expect((await call(exportRoute, undefined, { method: 'POST', authorization })).status).toBe(405);
    const answer = await call(exportRoute, undefined, { method: 'GET', authorization });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toMatchObject({
      profile: { id: user.id, email: user.email, name: 'Cliente Completo' },
      complement: { chosenName: 'Cris', dateOfBirth: '1990-05-20' },
      identityDocuments: [{ type: 'CPF' }, { type: 'PASSPORT' }],
      addresses: [{ street: 'Avenida Paulista' }],
      orders: [],
    });
    const [hashRow] = await t.db.select().from(users).where(eq(users.id, user.id));
    const [code] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.userId, user.id));
    const [token] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    for (const secret of [hashRow.passwordHash!, code.codeHash, token.tokenHash, 'senha-forte-1'])
      expect(answer.text).not.toContain(secret);
    expect(answer.text).not.toMatch(/hash|token/i);
  });
});
