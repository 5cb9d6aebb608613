/**
 * Anyone can pay (issue 17, point 3) on the server: createOrder takes a CPF, a passport or a CNPJ and an
 * international phone, stores the document normalised and the phone as E.164, and refuses a bad field with a code
 * naming it, a message in the shopper's language and nothing stored. Through GraphQL on a real database.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/src/server/db/schema';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import { call, cashOrder, codesOf, CREATE, importTestShop, STOCK_ITEM, stockOf } from './orders-fixture';

let t: TestDatabase;
let companyId: string;
beforeAll(async () => {
  t = await openSeededDatabase();
  ({ companyId } = await importTestShop(t));
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const CLIENT = 'browser-customer-documents';
const place = (customer: Record<string, unknown>, lang = 'pt-BR') =>
  call(CREATE, {
    clientId: CLIENT,
    lang,
    variables: { input: cashOrder(STOCK_ITEM, 1, { customer }), key: crypto.randomUUID() },
  });
const storedCustomer = async (id: string) => {
  const [row] = await t.db
    .select({ customer: orders.customer })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.id, id)));
  return row?.customer;
};

const OLIVER = {
  name: 'Oliver Bennett',
  identityDocumentType: 'PASSPORT',
  identityDocument: '123456789',
  phone: '+44 7700 900123',
  email: 'oliver@example.test',
};

describe('createOrder: who is buying', () => {
  it('a foreign traveller pays with a passport and a UK mobile, stored as E.164', async () => {
    const placed = await place(OLIVER, 'en');
    expect(placed.errors).toBeUndefined();
    expect(await storedCustomer(placed.data!.createOrder._id)).toMatchObject({
      identityDocumentType: 'PASSPORT',
      identityDocument: '123456789',
      phone: '+447700900123',
    });
  });

  it('a Brazilian pays with a CPF and a national mobile: the CPF as digits, the phone as E.164', async () => {
    const placed = await place({
      name: 'Ana Souza',
      identityDocumentType: 'CPF',
      identityDocument: '529.982.247-25',
      phone: '(11) 98765-4321',
      email: 'ana@exemplo.test',
    });
    expect(placed.errors).toBeUndefined();
    expect(await storedCustomer(placed.data!.createOrder._id)).toMatchObject({
      identityDocumentType: 'CPF',
      identityDocument: '52998224725',
      phone: '+5511987654321',
    });
  });

  it('a company pays with a CNPJ, alphanumeric ones too', async () => {
    for (const [sent, stored] of [
      ['11.222.333/0001-81', '11222333000181'],
      ['12.abc.345/01de-35', '12ABC34501DE35'],
    ]) {
      const placed = await place({ name: 'Viagens Corp', identityDocumentType: 'CNPJ', identityDocument: sent });
      expect(placed.errors).toBeUndefined();
      expect(await storedCustomer(placed.data!.createOrder._id)).toMatchObject({
        identityDocumentType: 'CNPJ',
        identityDocument: stored,
      });
    }
  });

  it('an older client’s document without a type is stored under the type its shape says', async () => {
    const placed = await place({ name: 'Ana Souza', identityDocument: '52998224725' });
    expect(placed.errors).toBeUndefined();
    expect(await storedCustomer(placed.data!.createOrder._id)).toMatchObject({ identityDocumentType: 'CPF' });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a CPF with wrong check digits',
      { identityDocumentType: 'CPF', identityDocument: '529.982.247-24' },
      'CUSTOMER_IDENTITY_DOCUMENT_INVALID',
      'customer.identityDocument',
    ],
    [
      'a CNPJ with wrong check digits',
      { identityDocumentType: 'CNPJ', identityDocument: '11.222.333/0001-80' },
      'CUSTOMER_IDENTITY_DOCUMENT_INVALID',
      'customer.identityDocument',
    ],
    [
      'a passport number of two characters',
      { identityDocumentType: 'PASSPORT', identityDocument: 'X1' },
      'CUSTOMER_IDENTITY_DOCUMENT_INVALID',
      'customer.identityDocument',
    ],
    [
      'a document type the checkout does not know',
      { identityDocumentType: 'RG', identityDocument: '123456' },
      'CUSTOMER_IDENTITY_DOCUMENT_TYPE_INVALID',
      'customer.identityDocumentType',
    ],
    ['a phone too short for its country', { phone: '+44 7700 900' }, 'CUSTOMER_PHONE_INVALID', 'customer.phone'],
    ['a phone with letters', { phone: 'call 11987654321' }, 'CUSTOMER_PHONE_INVALID', 'customer.phone'],
    ['an e-mail without a domain', { email: 'oliver@' }, 'CUSTOMER_EMAIL_INVALID', 'customer.email'],
  ])('refuses %s with a code naming the field, and stores nothing', async (_what, change, code, field) => {
    const stock = await stockOf(t, companyId, STOCK_ITEM);
    const refused = await place({ ...OLIVER, ...change }, 'en');
    expect(codesOf(refused)).toEqual([code]);
    expect(refused.errors![0].extensions).toMatchObject({ field });
    expect(refused.data).toBeNull();
    expect(await stockOf(t, companyId, STOCK_ITEM)).toBe(stock);
  });

  it('says what is wrong in the shopper’s language', async () => {
    const bad = { ...OLIVER, phone: '+44 1' };
    expect((await place(bad, 'en')).errors![0].message).toMatch(/^Invalid phone number/);
    expect((await place(bad, 'es')).errors![0].message).toMatch(/^Teléfono inválido/);
    expect((await place(bad, 'pt-BR')).errors![0].message).toMatch(/^Telefone inválido/);
  });
});
