/**
 * The /empresa screens' declarations (issue 18): the shell, a session on every company (anyone else goes to /login
 * and back, as on /conta), never stored, and the user's business accounts with the one chosen by `?conta=` (else
 * the first). The page loader (src/server/pages/page-loader.ts) runs them as the session's own user.
 */
import type {
  PageBaseProps,
  PageDeclaration,
  PageRequest,
  PageTools,
  PageUser,
} from '@/src/domain/pages/page-declaration';
import { ORDER_STATUSES } from '@/src/domain/orders/order-status';
import { authPage } from '@/src/features/auth/auth-page';
import { localised, protectedBy } from '@/src/features/auth/protect-page';
import { bookingsFilter, bookingsQuery, type BookingsQuery } from './bookings-query';
import { BusinessBookingsDocument } from './business-bookings.generated';
import { BusinessClientsDocument } from './business-clients.generated';
import { BusinessCreditBalancesDocument } from './business-credit-balances.generated';
import { BusinessInvitationDocument } from './business-invitation.generated';
import { BusinessStatementsDocument } from './business-statements.generated';
import { MyBusinessAccountsDocument } from './my-business-accounts.generated';

export interface BusinessPageBase extends PageBaseProps {
  /** The account the page shows (`?conta=`, else the first); null when the user has none. */
  accountId: string | null;
}

interface BusinessContext {
  request: PageRequest;
  tools: PageTools;
  user: PageUser;
  accountId: string | null;
}

export function businessPage<P extends object>(
  more: (context: BusinessContext) => Promise<{ props: P; status?: number }>,
): PageDeclaration<P & { accountId: string | null }> {
  return authPage<P & { accountId: string | null }>({
    namespaces: ['account', 'business', 'orders', 'credits'],
    session: protectedBy({ always: true }),
    cache: 'private',
    async data(request, tools) {
      const user = tools.session?.user;
      if (!user) return { redirect: { destination: localised('/login', request), permanent: false } };
      const data = await tools.query(MyBusinessAccountsDocument, {});
      const accounts = data?.myBusinessAccounts ?? [];
      const wanted = typeof request.query.conta === 'string' ? request.query.conta : null;
      const accountId = (accounts.find((a) => a._id === wanted) ?? accounts[0])?._id ?? null;
      const { props, status } = await more({ request, tools, user, accountId });
      return { props: { ...props, accountId }, status };
    },
  });
}

/** `/empresa`: the user's companies (or the form to create one), and the chosen one's credit balance. */
export const businessHomePage = businessPage(async ({ user, tools, accountId }) => {
  if (accountId) await tools.query(BusinessCreditBalancesDocument, { accountId }).catch(() => undefined);
  return { props: { emailVerified: user.emailVerified } };
});

/** `/empresa/clientes`: the chosen account's saved clients. */
export const businessClientsPage = businessPage(async ({ tools, accountId }) => {
  if (accountId) await tools.query(BusinessClientsDocument, { accountId }).catch(() => undefined);
  return { props: {} };
});

/** `/empresa/faturas`: the chosen account's statements by month (a failed read shows its error, not a 500). */
export const businessInvoicesPage = businessPage(async ({ tools, accountId }) => {
  if (accountId) await tools.query(BusinessStatementsDocument, { accountId }).catch(() => undefined);
  return { props: {} };
});

/** `/empresa/convite?token=`: the invitation the signed-in user may accept (404 when it is unknown or spent). */
export const businessInvitationPage = businessPage(async ({ request, tools, user }) => {
  const token = typeof request.query.token === 'string' ? request.query.token.slice(0, 100) : '';
  const data = await tools.query(BusinessInvitationDocument, { token }).catch(() => undefined);
  return { props: { token, signedInAs: user.email }, status: data?.businessInvitation ? undefined : 404 };
});

/** The fields a refused filter names (`extensions.fields` of the first GraphQL error), else none. */
function filterFieldsOf(error: unknown): Record<string, string> {
  const first = (error as { errors?: { extensions?: { fields?: unknown } }[] } | undefined)?.errors?.[0];
  const fields = first?.extensions?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
}

/** `/empresa/reservas`: the company's bookings, filtered by the address's query. */
export const businessBookingsPage = businessPage(async ({ request, tools, accountId }) => {
  const query: BookingsQuery = bookingsQuery(request.query);
  let filterErrors: Record<string, string> = {};
  if (accountId) {
    if (query.situacao && !(ORDER_STATUSES as readonly string[]).includes(query.situacao))
      filterErrors = { status: 'STATUS_INVALID' };
    await tools.query(BusinessClientsDocument, { accountId }).catch(() => undefined);
    if (!filterErrors.status)
      await tools
        .query(BusinessBookingsDocument, { accountId, filter: bookingsFilter(query) })
        .catch((error: unknown) => {
          filterErrors = filterFieldsOf(error);
        });
  }
  return { props: { query, filterErrors } };
});
