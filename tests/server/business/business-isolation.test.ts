/**
 * A member of one company never reads or changes another's (issue 18): over GraphQL, every read and write of
 * company B by a member of company A is refused as if B did not exist, and A's own operations cannot reach B's
 * clients by their ids. Signed out, nothing is readable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { bearerFor, closeSeededDatabase, codes, openSeededDatabase, type AnyJson } from '../graphql-harness';
import {
  ACCOUNT,
  accountInput,
  as,
  BOOKINGS,
  BUYER_EMAIL,
  CLIENTS,
  CNPJS,
  CREATE_ACCOUNT,
  gql,
  INVITE,
  makeUser,
  MY_ACCOUNTS,
  REMOVE_CLIENT,
  REMOVE_MEMBER,
  SAVE_CLIENT,
  UPDATE_ACCOUNT,
} from './business-fixture';

let t: TestDatabase;
let outsider: string;
let ownId: string;
let theirId: string;
let theirClientId: string;
beforeAll(async () => {
  t = await openSeededDatabase();
  const buyer = await bearerFor(t.db, BUYER_EMAIL);
  theirId = (await gql(MY_ACCOUNTS, as(buyer))).data!.myBusinessAccounts[0]._id;
  theirClientId = (await gql(CLIENTS, as(buyer, { variables: { accountId: theirId } }))).data!.businessClients[0]._id;
  outsider = await makeUser(t.db, 'admin@concorrente.test');
  ownId = (await gql(CREATE_ACCOUNT, as(outsider, { variables: { input: accountInput(CNPJS[2]) } }))).data!
    .createBusinessAccount._id;
});
afterAll(async () => closeSeededDatabase(t));

const client = { name: 'Intruso', phone: '+5511987654321' };

describe("a member of company A and company B's data", () => {
  it('reads nothing of B: the account is null, clients and bookings BUSINESS_NOT_FOUND', async () => {
    expect((await gql(ACCOUNT, as(outsider, { variables: { id: theirId } }))).data!.businessAccount).toBeNull();
    expect(codes(await gql(CLIENTS, as(outsider, { variables: { accountId: theirId } })))).toEqual([
      'BUSINESS_NOT_FOUND',
    ]);
    const listed = await gql(BOOKINGS, as(outsider, { variables: { accountId: theirId } }));
    expect(codes(listed)).toEqual(['BUSINESS_NOT_FOUND']);
    expect(listed.text).not.toContain('Whitmore');
    expect((await gql(MY_ACCOUNTS, as(outsider))).data!.myBusinessAccounts.map((a: AnyJson) => a._id)).toEqual([ownId]);
  });

  it("changes nothing of B's: profile, team, clients", async () => {
    const { legalName, tradeName, billingAddress, invoiceEmail } = accountInput(CNPJS[2]);
    const attempts = [
      gql(
        UPDATE_ACCOUNT,
        as(outsider, { variables: { id: theirId, input: { legalName, tradeName, billingAddress, invoiceEmail } } }),
      ),
      gql(INVITE, as(outsider, { variables: { accountId: theirId, email: 'eu@concorrente.test', role: 'ADMIN' } })),
      gql(SAVE_CLIENT, as(outsider, { variables: { accountId: theirId, input: client } })),
      gql(SAVE_CLIENT, as(outsider, { variables: { accountId: theirId, clientId: theirClientId, input: client } })),
      gql(REMOVE_CLIENT, as(outsider, { variables: { accountId: theirId, clientId: theirClientId } })),
      gql(REMOVE_MEMBER, as(outsider, { variables: { accountId: theirId, userId: 'anyone' } })),
    ];
    for (const result of await Promise.all(attempts)) expect(codes(result)).toEqual(['BUSINESS_NOT_FOUND']);
  });

  it("cannot reach B's client through A's own account id", async () => {
    expect(
      codes(
        await gql(
          SAVE_CLIENT,
          as(outsider, { variables: { accountId: ownId, clientId: theirClientId, input: client } }),
        ),
      ),
    ).toEqual(['CLIENT_NOT_FOUND']);
    expect(
      codes(await gql(REMOVE_CLIENT, as(outsider, { variables: { accountId: ownId, clientId: theirClientId } }))),
    ).toEqual(['CLIENT_NOT_FOUND']);
    const filtered = await gql(
      BOOKINGS,
      as(outsider, { variables: { accountId: ownId, filter: { clientId: theirClientId } } }),
    );
    expect(filtered.data!.businessBookings).toMatchObject({ total: 0, bookings: [] });
    // B's client is still there, unchanged.
    const buyer = await bearerFor(t.db, BUYER_EMAIL);
    const theirs = (await gql(CLIENTS, as(buyer, { variables: { accountId: theirId } }))).data!.businessClients;
    expect(theirs.find((c: AnyJson) => c._id === theirClientId).name).not.toBe('Intruso');
  });

  it('signed out, the lists are empty or UNAUTHENTICATED', async () => {
    expect((await gql(MY_ACCOUNTS)).data!.myBusinessAccounts).toEqual([]);
    expect((await gql(ACCOUNT, { variables: { id: theirId } })).data!.businessAccount).toBeNull();
    expect(codes(await gql(CLIENTS, { variables: { accountId: theirId } }))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await gql(BOOKINGS, { variables: { accountId: theirId } }))).toEqual(['UNAUTHENTICATED']);
  });
});
