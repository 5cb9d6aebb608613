/** Shared set-up of the business-account tests: users made on the spot, and the operations as the screens send them. */
import { eq } from 'drizzle-orm';
import { users } from '@/src/server/db/schema';
import { signIdToken } from '@/src/server/identity/id-token';
import type { TestDatabase } from '@/tests/support/test-database';
import { gql, type GqlOptions } from '../graphql-harness';

export const BUYER_EMAIL = 'reservas@viagenscorp.test';

/** A shopper account with this e-mail (verified unless said), and its `Bearer` header. */
export async function makeUser(db: TestDatabase['db'], email: string, verified = true): Promise<string> {
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  const user =
    existing ??
    (
      await db
        .insert(users)
        .values({ email, name: email.split('@')[0], emailVerified: verified })
        .returning()
    )[0];
  return `Bearer ${await signIdToken(user)}`;
}

export const ACCOUNT_FIELDS = /* GraphQL */ `
  _id
  cnpj
  legalName
  tradeName
  stateRegistration
  billingAddress {
    postalCode
    street
    number
    complement
    district
    city
    state
  }
  invoiceEmail
  myRole
  members {
    userId
    email
    role
    me
  }
  invitations {
    _id
    email
    role
    expired
  }
  creditLine {
    status
    limit
  }
`;

export const CREATE_ACCOUNT = /* GraphQL */ `
  mutation CreateBusinessAccount($input: BusinessAccountInput!) {
    createBusinessAccount(input: $input) { ${ACCOUNT_FIELDS} }
  }
`;
export const UPDATE_ACCOUNT = /* GraphQL */ `
  mutation UpdateBusinessAccount($id: ID!, $input: BusinessProfileInput!) {
    updateBusinessAccount(id: $id, input: $input) { ${ACCOUNT_FIELDS} }
  }
`;
export const MY_ACCOUNTS = /* GraphQL */ `
  query MyBusinessAccounts { myBusinessAccounts { ${ACCOUNT_FIELDS} } }
`;
export const ACCOUNT = /* GraphQL */ `
  query BusinessAccount($id: ID!) { businessAccount(id: $id) { ${ACCOUNT_FIELDS} } }
`;
export const INVITE = /* GraphQL */ `
  mutation Invite($accountId: ID!, $email: String!, $role: BusinessRole!) {
    inviteBusinessMember(accountId: $accountId, email: $email, role: $role) {
      _id
      email
      role
      expired
      expiresAt
    }
  }
`;
export const CANCEL_INVITATION = /* GraphQL */ `
  mutation CancelInvitation($accountId: ID!, $invitationId: ID!) {
    cancelBusinessInvitation(accountId: $accountId, invitationId: $invitationId)
  }
`;
export const PREVIEW = /* GraphQL */ `
  query Preview($token: String!) {
    businessInvitation(token: $token) {
      tradeName
      email
      role
      refusal
    }
  }
`;
export const ACCEPT = /* GraphQL */ `
  mutation Accept($token: String!) {
    acceptBusinessInvitation(token: $token) {
      _id
      myRole
    }
  }
`;
export const CHANGE_ROLE = /* GraphQL */ `
  mutation ChangeRole($accountId: ID!, $userId: ID!, $role: BusinessRole!) {
    changeBusinessMemberRole(accountId: $accountId, userId: $userId, role: $role) {
      _id
      members {
        email
        role
      }
    }
  }
`;
export const REMOVE_MEMBER = /* GraphQL */ `
  mutation RemoveMember($accountId: ID!, $userId: ID!) {
    removeBusinessMember(accountId: $accountId, userId: $userId)
  }
`;
export const CLIENTS = /* GraphQL */ `
  query Clients($accountId: ID!) {
    businessClients(accountId: $accountId) {
      _id
      name
      phone
      email
      language
      notes
    }
  }
`;
export const SAVE_CLIENT = /* GraphQL */ `
  mutation SaveClient($accountId: ID!, $clientId: ID, $input: BusinessClientInput!) {
    saveBusinessClient(accountId: $accountId, clientId: $clientId, input: $input) {
      _id
      name
      phone
      email
      language
      notes
    }
  }
`;
export const REMOVE_CLIENT = /* GraphQL */ `
  mutation RemoveClient($accountId: ID!, $clientId: ID!) {
    removeBusinessClient(accountId: $accountId, clientId: $clientId)
  }
`;
export const BOOKINGS = /* GraphQL */ `
  query Bookings($accountId: ID!, $filter: BusinessBookingsFilter) {
    businessBookings(accountId: $accountId, filter: $filter) {
      total
      bookings {
        orderId
        number
        status
        storeName
        serviceAt
        total
        lines {
          itemName
          quantity
          clientId
          clientName
        }
        bookedBy {
          userId
          name
          email
        }
      }
      bookers {
        userId
        email
      }
    }
  }
`;

/** A valid company profile; `cnpj` varies between tests (one account per CNPJ). */
export function accountInput(cnpj: string, overrides: Record<string, unknown> = {}) {
  return {
    cnpj,
    legalName: 'Agência Rota Certa Ltda',
    tradeName: 'Rota Certa',
    billingAddress: {
      postalCode: '20040-020',
      street: 'Avenida Rio Branco',
      number: '156',
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
    },
    invoiceEmail: 'notas@rotacerta.test',
    ...overrides,
  };
}

/** Valid test CNPJs (check digits computed), one per account the tests create. */
export const CNPJS = ['12.345.678/0001-95', '98.765.432/0001-98', '24.681.357/0001-40', '13.579.246/0001-01'];

export function as(authorization: string, extra: Omit<GqlOptions, 'authorization'> = {}): GqlOptions {
  return { ...extra, authorization };
}

export { gql };
