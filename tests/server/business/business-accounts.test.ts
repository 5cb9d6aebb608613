/**
 * Business accounts over GraphQL (issue 18, points 1 and 2): creating one (CNPJ checked, one account per CNPJ, a
 * verified e-mail), the admin's profile, the team (invitations mailed to the demo mailbox, accepted only by the
 * invited verified e-mail, refused when already invited or a member), roles (bookers neither manage the team nor
 * the profile; the last admin stays) and saved clients. Every refusal has its code and a translated message.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessInvitations, mailOutbox } from '@/src/server/db/schema';
import type { TestDatabase } from '@/tests/support/test-database';
import { closeSeededDatabase, codes, openSeededDatabase, type AnyJson } from '../graphql-harness';
import {
  ACCEPT,
  ACCOUNT,
  accountInput,
  as,
  CANCEL_INVITATION,
  CHANGE_ROLE,
  CLIENTS,
  CNPJS,
  CREATE_ACCOUNT,
  gql,
  INVITE,
  makeUser,
  MY_ACCOUNTS,
  PREVIEW,
  REMOVE_CLIENT,
  REMOVE_MEMBER,
  SAVE_CLIENT,
  UPDATE_ACCOUNT,
} from './business-fixture';

let t: TestDatabase;
let admin: string;
beforeAll(async () => {
  t = await openSeededDatabase();
  admin = await makeUser(t.db, 'ana.admin@rotacerta.test');
});
afterAll(async () => closeSeededDatabase(t));

const EIGHT_DAYS_LATER = '2026-12-01T12:00:00.000-03:00';

/** The token of the newest invitation mailed to `email` (read from the demo mailbox's message). */
async function mailedToken(email: string): Promise<{ token: string; text: string }> {
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const text = rows.sort((a, b) => +b.createdAt - +a.createdAt)[0]?.text ?? '';
  return { token: /\/empresa\/convite\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '', text };
}

describe('creating a business account', () => {
  it('refuses a CNPJ with a wrong check digit at its field, in the caller language, and creates nothing', async () => {
    const result = await gql(CREATE_ACCOUNT, as(admin, { variables: { input: accountInput('12.345.678/0001-96') } }));
    expect(codes(result)).toEqual(['CNPJ_INVALID']);
    expect(result.errors![0].message).toBe('Este CNPJ não é válido: confira os números.');
    expect(result.errors![0].extensions).toMatchObject({ fields: { cnpj: 'CNPJ_INVALID' } });
    const english = await gql(
      CREATE_ACCOUNT,
      as(admin, { lang: 'en', variables: { input: accountInput('12.345.678/0001-96') } }),
    );
    expect(english.errors![0].message).toBe('This CNPJ is not valid: check the digits.');
    expect((await gql(MY_ACCOUNTS, as(admin))).data!.myBusinessAccounts).toEqual([]);
  });

  it('names every wrong field of the profile', async () => {
    const result = await gql(
      CREATE_ACCOUNT,
      as(admin, {
        lang: 'es',
        variables: {
          input: accountInput(CNPJS[0], {
            invoiceEmail: 'notas@',
            billingAddress: { postalCode: '200', street: 'Rua', number: '1', district: '', city: 'Rio', state: 'RJ' },
          }),
        },
      }),
    );
    expect(result.errors![0].extensions).toMatchObject({
      fields: {
        invoiceEmail: 'EMAIL_INVALID',
        'billingAddress.postalCode': 'CEP_INVALID',
        'billingAddress.district': 'DISTRICT_REQUIRED',
      },
      fieldMessages: { 'billingAddress.district': 'Indica el barrio.' },
    });
  });

  it('signed out is UNAUTHENTICATED; an unverified e-mail is EMAIL_NOT_VERIFIED', async () => {
    expect(codes(await gql(CREATE_ACCOUNT, { variables: { input: accountInput(CNPJS[0]) } }))).toEqual([
      'UNAUTHENTICATED',
    ]);
    const unverified = await makeUser(t.db, 'sem.verificar@rotacerta.test', false);
    expect(codes(await gql(CREATE_ACCOUNT, as(unverified, { variables: { input: accountInput(CNPJS[0]) } })))).toEqual([
      'EMAIL_NOT_VERIFIED',
    ]);
  });

  it('creates the account with its creator as admin, the CNPJ as digits, and no credit line yet', async () => {
    // The optional fields come as null from a GraphQL client: taken as not given.
    const withNulls = await gql(
      CREATE_ACCOUNT,
      as(admin, {
        variables: {
          input: accountInput(CNPJS[3], {
            tradeName: 'Beta Turismo',
            stateRegistration: null,
            billingAddress: { ...accountInput(CNPJS[3]).billingAddress, complement: null },
          }),
        },
      }),
    );
    expect(withNulls.errors).toBeUndefined();
    expect(withNulls.data!.createBusinessAccount).toMatchObject({
      stateRegistration: null,
      billingAddress: { complement: null },
    });
    const result = await gql(
      CREATE_ACCOUNT,
      as(admin, { variables: { input: accountInput(CNPJS[0], { stateRegistration: 'isento' }) } }),
    );
    expect(result.errors).toBeUndefined();
    const account = result.data!.createBusinessAccount;
    expect(account).toMatchObject({
      cnpj: '12345678000195',
      tradeName: 'Rota Certa',
      stateRegistration: 'ISENTO',
      billingAddress: { postalCode: '20040020', district: 'Centro', state: 'RJ', complement: null },
      myRole: 'ADMIN',
      members: [{ email: 'ana.admin@rotacerta.test', role: 'ADMIN', me: true }],
      invitations: [],
      creditLine: null,
    });
  });

  it('refuses a second account for the same CNPJ, whoever asks, with CNPJ_TAKEN at the field', async () => {
    const other = await makeUser(t.db, 'outra@rotacerta.test');
    const result = await gql(CREATE_ACCOUNT, as(other, { variables: { input: accountInput('12345678000195') } }));
    expect(codes(result)).toEqual(['CNPJ_TAKEN']);
    expect(result.errors![0].extensions).toMatchObject({ fields: { cnpj: 'CNPJ_TAKEN' } });
  });

  it('lets one person belong to several companies', async () => {
    await gql(
      CREATE_ACCOUNT,
      as(admin, { variables: { input: accountInput(CNPJS[1], { tradeName: 'Alfa Eventos' }) } }),
    );
    const mine = (await gql(MY_ACCOUNTS, as(admin))).data!.myBusinessAccounts.map((a: AnyJson) => a.tradeName);
    expect(mine).toEqual(['Alfa Eventos', 'Beta Turismo', 'Rota Certa']);
  });
});

describe('the team', () => {
  let accountId: string;
  let bia: string;
  beforeAll(async () => {
    accountId = (await gql(MY_ACCOUNTS, as(admin))).data!.myBusinessAccounts.find(
      (a: AnyJson) => a.tradeName === 'Rota Certa',
    )._id;
    bia = await makeUser(t.db, 'bia.booker@rotacerta.test');
  });

  it('an admin invites a colleague by e-mail: the message with its link lands in the demo mailbox of the host', async () => {
    const result = await gql(
      INVITE,
      as(admin, { variables: { accountId, email: ' Bia.Booker@RotaCerta.test ', role: 'BOOKER' } }),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.inviteBusinessMember).toMatchObject({ email: 'bia.booker@rotacerta.test', role: 'BOOKER' });
    const { token, text } = await mailedToken('bia.booker@rotacerta.test');
    expect(text).toContain('Rota Certa');
    expect(text).toContain('http://aeroporto.localhost:3000/empresa/convite?token=');
    expect(token).toHaveLength(43);
    // Only a hash is stored.
    const [row] = await t.db
      .select()
      .from(businessInvitations)
      .where(eq(businessInvitations.email, 'bia.booker@rotacerta.test'));
    expect(row.tokenHash).not.toContain(token);
  });

  it('inviting the same person again, while the invitation is open, is BUSINESS_ALREADY_INVITED at the e-mail', async () => {
    const result = await gql(
      INVITE,
      as(admin, { variables: { accountId, email: 'bia.booker@rotacerta.test', role: 'ADMIN' } }),
    );
    expect(codes(result)).toEqual(['BUSINESS_ALREADY_INVITED']);
    expect(result.errors![0].extensions).toMatchObject({ fields: { email: 'BUSINESS_ALREADY_INVITED' } });
    expect(result.errors![0].message).toMatch(/já foi convidada/);
  });

  it('inviting a member is BUSINESS_ALREADY_MEMBER; a bad e-mail is EMAIL_INVALID', async () => {
    expect(
      codes(
        await gql(INVITE, as(admin, { variables: { accountId, email: 'ana.admin@rotacerta.test', role: 'ADMIN' } })),
      ),
    ).toEqual(['BUSINESS_ALREADY_MEMBER']);
    expect(codes(await gql(INVITE, as(admin, { variables: { accountId, email: 'bia@', role: 'ADMIN' } })))).toEqual([
      'EMAIL_INVALID',
    ]);
  });

  it('the link shows whose team it is; another signed-in e-mail cannot accept it', async () => {
    const { token } = await mailedToken('bia.booker@rotacerta.test');
    const stranger = await makeUser(t.db, 'caio@outra.test');
    expect((await gql(PREVIEW, as(stranger, { variables: { token } }))).data!.businessInvitation).toEqual({
      tradeName: 'Rota Certa',
      email: 'bia.booker@rotacerta.test',
      role: 'BOOKER',
      refusal: 'INVITATION_OTHER_EMAIL',
    });
    expect(codes(await gql(ACCEPT, as(stranger, { variables: { token } })))).toEqual(['INVITATION_OTHER_EMAIL']);
    expect(codes(await gql(ACCEPT, { variables: { token } }))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await gql(ACCEPT, as(bia, { variables: { token: 'x'.repeat(43) } })))).toEqual([
      'INVITATION_NOT_FOUND',
    ]);
  });

  it('the invited, verified e-mail accepts once; the same link again is INVITATION_ALREADY_USED', async () => {
    const { token } = await mailedToken('bia.booker@rotacerta.test');
    const accepted = await gql(ACCEPT, as(bia, { variables: { token } }));
    expect(accepted.data!.acceptBusinessInvitation).toEqual({ _id: accountId, myRole: 'BOOKER' });
    expect(codes(await gql(ACCEPT, as(bia, { variables: { token } })))).toEqual(['INVITATION_ALREADY_USED']);
    const team = (await gql(ACCOUNT, as(admin, { variables: { id: accountId } }))).data!.businessAccount;
    expect(team.members.map((m: AnyJson) => [m.email, m.role])).toEqual([
      ['ana.admin@rotacerta.test', 'ADMIN'],
      ['bia.booker@rotacerta.test', 'BOOKER'],
    ]);
    expect(team.invitations).toEqual([]);
  });

  it('a booker neither invites, nor changes roles, nor edits the profile (BUSINESS_ADMIN_ONLY), and sees no invitations', async () => {
    expect(
      codes(await gql(INVITE, as(bia, { variables: { accountId, email: 'x@rotacerta.test', role: 'BOOKER' } }))),
    ).toEqual(['BUSINESS_ADMIN_ONLY']);
    const team = (await gql(ACCOUNT, as(bia, { variables: { id: accountId } }))).data!.businessAccount.members;
    const biaId = team.find((m: AnyJson) => m.me).userId;
    expect(codes(await gql(CHANGE_ROLE, as(bia, { variables: { accountId, userId: biaId, role: 'ADMIN' } })))).toEqual([
      'BUSINESS_ADMIN_ONLY',
    ]);
    const { legalName, billingAddress, invoiceEmail } = accountInput(CNPJS[0]);
    const update = await gql(
      UPDATE_ACCOUNT,
      as(bia, {
        variables: { id: accountId, input: { legalName, tradeName: 'Hacked', billingAddress, invoiceEmail } },
      }),
    );
    expect(codes(update)).toEqual(['BUSINESS_ADMIN_ONLY']);
    await gql(INVITE, as(admin, { variables: { accountId, email: 'pendente@rotacerta.test', role: 'BOOKER' } }));
    const seen = (await gql(ACCOUNT, as(bia, { variables: { id: accountId } }))).data!.businessAccount;
    expect(seen.tradeName).toBe('Rota Certa');
    expect(seen.invitations).toEqual([]);
    expect(
      (await gql(ACCOUNT, as(admin, { variables: { id: accountId } }))).data!.businessAccount.invitations,
    ).toHaveLength(1);
  });

  it('an admin edits the profile (not the CNPJ)', async () => {
    const { legalName, billingAddress } = accountInput(CNPJS[0]);
    const result = await gql(
      UPDATE_ACCOUNT,
      as(admin, {
        variables: {
          id: accountId,
          input: { legalName, tradeName: 'Rota Certa Viagens', billingAddress, invoiceEmail: 'NF@rotacerta.test' },
        },
      }),
    );
    expect(result.data!.updateBusinessAccount).toMatchObject({
      cnpj: '12345678000195',
      tradeName: 'Rota Certa Viagens',
      invoiceEmail: 'nf@rotacerta.test',
      stateRegistration: null,
    });
  });

  it('an expired invitation is refused on the link, and makes way for a new one', async () => {
    const { token } = await mailedToken('pendente@rotacerta.test');
    const late = await makeUser(t.db, 'pendente@rotacerta.test');
    expect(codes(await gql(ACCEPT, as(late, { variables: { token }, now: EIGHT_DAYS_LATER })))).toEqual([
      'INVITATION_EXPIRED',
    ]);
    const listed = (await gql(ACCOUNT, as(admin, { variables: { id: accountId }, now: EIGHT_DAYS_LATER }))).data!
      .businessAccount.invitations;
    expect(listed).toMatchObject([{ email: 'pendente@rotacerta.test', expired: true }]);
    const again = await gql(
      INVITE,
      as(admin, { variables: { accountId, email: 'pendente@rotacerta.test', role: 'ADMIN' }, now: EIGHT_DAYS_LATER }),
    );
    expect(again.errors).toBeUndefined();
    const fresh = await mailedToken('pendente@rotacerta.test');
    expect(fresh.token).not.toBe(token);
  });

  it('an admin cancels an open invitation: its link no longer works', async () => {
    const { token } = await mailedToken('pendente@rotacerta.test');
    const open = (await gql(ACCOUNT, as(admin, { variables: { id: accountId }, now: EIGHT_DAYS_LATER }))).data!
      .businessAccount.invitations[0];
    expect(
      (await gql(CANCEL_INVITATION, as(admin, { variables: { accountId, invitationId: open._id } }))).data!
        .cancelBusinessInvitation,
    ).toBe(true);
    const late = await makeUser(t.db, 'pendente@rotacerta.test');
    expect(codes(await gql(ACCEPT, as(late, { variables: { token }, now: EIGHT_DAYS_LATER })))).toEqual([
      'INVITATION_NOT_FOUND',
    ]);
  });

  it('the last admin can neither step down nor leave (LAST_ADMIN); with a second admin, they can', async () => {
    const team = (await gql(ACCOUNT, as(admin, { variables: { id: accountId } }))).data!.businessAccount.members;
    const anaId = team.find((m: AnyJson) => m.me).userId;
    const biaId = team.find((m: AnyJson) => !m.me).userId;
    const stepDown = await gql(CHANGE_ROLE, as(admin, { variables: { accountId, userId: anaId, role: 'BOOKER' } }));
    expect(codes(stepDown)).toEqual(['LAST_ADMIN']);
    expect(stepDown.errors![0].message).toMatch(/pelo menos um administrador/);
    expect(codes(await gql(REMOVE_MEMBER, as(admin, { variables: { accountId, userId: anaId } })))).toEqual([
      'LAST_ADMIN',
    ]);
    // A booker cannot remove someone else…
    expect(codes(await gql(REMOVE_MEMBER, as(bia, { variables: { accountId, userId: anaId } })))).toEqual([
      'BUSINESS_ADMIN_ONLY',
    ]);
    const promoted = await gql(CHANGE_ROLE, as(admin, { variables: { accountId, userId: biaId, role: 'ADMIN' } }));
    expect(promoted.data!.changeBusinessMemberRole.members.map((m: AnyJson) => m.role)).toEqual(['ADMIN', 'ADMIN']);
    expect(
      (await gql(CHANGE_ROLE, as(admin, { variables: { accountId, userId: anaId, role: 'BOOKER' } }))).errors,
    ).toBeUndefined();
    // …but anyone may leave.
    expect(
      (await gql(REMOVE_MEMBER, as(admin, { variables: { accountId, userId: anaId } }))).data!.removeBusinessMember,
    ).toBe(true);
    expect((await gql(ACCOUNT, as(admin, { variables: { id: accountId } }))).data!.businessAccount).toBeNull();
  });
});

describe('the invitation limit', () => {
  it('an account has at most 30 open invitations: the next is TOO_MANY_INVITATIONS until one is cancelled', async () => {
    const owner = await makeUser(t.db, 'dona@limite.test');
    const accountId = (
      await gql(CREATE_ACCOUNT, as(owner, { variables: { input: accountInput('35.791.246/0001-03') } }))
    ).data!.createBusinessAccount._id;
    for (let i = 0; i < 30; i += 1) {
      const sent = await gql(
        INVITE,
        as(owner, { variables: { accountId, email: `p${i}@limite.test`, role: 'BOOKER' } }),
      );
      expect(sent.errors).toBeUndefined();
    }
    const refused = await gql(
      INVITE,
      as(owner, { variables: { accountId, email: 'p30@limite.test', role: 'BOOKER' } }),
    );
    expect(codes(refused)).toEqual(['TOO_MANY_INVITATIONS']);
    const open = (await gql(ACCOUNT, as(owner, { variables: { id: accountId } }))).data!.businessAccount.invitations;
    expect(open).toHaveLength(30);
    await gql(CANCEL_INVITATION, as(owner, { variables: { accountId, invitationId: open[0]._id } }));
    expect(
      (await gql(INVITE, as(owner, { variables: { accountId, email: 'p30@limite.test', role: 'BOOKER' } }))).errors,
    ).toBeUndefined();
  });
});

describe('saved clients', () => {
  let accountId: string;
  let booker: string;
  beforeAll(async () => {
    accountId = (await gql(MY_ACCOUNTS, as(admin))).data!.myBusinessAccounts.find(
      (a: AnyJson) => a.tradeName === 'Alfa Eventos',
    )._id;
    booker = await makeUser(t.db, 'davi@alfa.test');
    await gql(INVITE, as(admin, { variables: { accountId, email: 'davi@alfa.test', role: 'BOOKER' } }));
    const { token } = await mailedToken('davi@alfa.test');
    await gql(ACCEPT, as(booker, { variables: { token } }));
  });

  it('a booker adds a client with an E.164 phone of any country; a bad phone is refused at its field, translated', async () => {
    const bad = await gql(
      SAVE_CLIENT,
      as(booker, { lang: 'en', variables: { accountId, input: { name: 'Mr Smith', phone: '+44 7700' } } }),
    );
    expect(codes(bad)).toEqual(['PHONE_INVALID']);
    expect(bad.errors![0].message).toBe('This number is not valid for the chosen country.');
    const saved = await gql(
      SAVE_CLIENT,
      as(booker, {
        variables: {
          accountId,
          input: {
            name: 'John Smith',
            phone: '+44 7700 900456',
            email: 'John@Smith.test',
            language: 'en',
            notes: 'Gate B',
          },
        },
      }),
    );
    expect(saved.data!.saveBusinessClient).toMatchObject({
      name: 'John Smith',
      phone: '+447700900456',
      email: 'john@smith.test',
      language: 'en',
      notes: 'Gate B',
    });
  });

  it('edits and removes a client; the list follows, sorted by name', async () => {
    const added = await gql(
      SAVE_CLIENT,
      as(admin, {
        variables: { accountId, input: { name: 'Ana Lima', phone: '(21) 99876-5432', email: null, notes: null } },
      }),
    );
    const id = added.data!.saveBusinessClient._id;
    const edited = await gql(
      SAVE_CLIENT,
      as(booker, {
        variables: {
          accountId,
          clientId: id,
          input: { name: 'Ana Lima Souza', phone: '+5521998765432', language: 'es' },
        },
      }),
    );
    expect(edited.data!.saveBusinessClient).toMatchObject({ _id: id, name: 'Ana Lima Souza', language: 'es' });
    expect(
      (await gql(CLIENTS, as(admin, { variables: { accountId } }))).data!.businessClients.map((c: AnyJson) => c.name),
    ).toEqual(['Ana Lima Souza', 'John Smith']);
    expect(
      (await gql(REMOVE_CLIENT, as(booker, { variables: { accountId, clientId: id } }))).data!.removeBusinessClient,
    ).toBe(true);
    expect(codes(await gql(REMOVE_CLIENT, as(booker, { variables: { accountId, clientId: id } })))).toEqual([
      'CLIENT_NOT_FOUND',
    ]);
    expect((await gql(CLIENTS, as(admin, { variables: { accountId } }))).data!.businessClients).toHaveLength(1);
  });
});

describe('the messages of every refusal', () => {
  it('exist in the three languages', async () => {
    const { BUSINESS_MESSAGE_CODES, businessMessage } = await import('@/src/server/i18n/business-messages');
    for (const code of BUSINESS_MESSAGE_CODES) {
      const texts = (['pt-BR', 'en', 'es'] as const).map((locale) => businessMessage(code, locale));
      expect(new Set(texts).size, code).toBeGreaterThan(1);
      for (const text of texts) expect(text.length, code).toBeGreaterThan(5);
    }
  });
});
