/**
 * The signed-in account screens' declarations (/conta, /completar-cadastro): the shell, a session on every company
 * (anyone else goes to /login and back), and the stored account of the session's own user (the server's
 * `accountOverview` source). The answer is that user's: never stored.
 */
import type { AccountOverviewView } from '@/src/domain/pages/page-sources';
import type { PageDeclaration, PageRequest, PageTools, PageUser } from '@/src/domain/pages/page-declaration';
import { authPage } from '@/src/features/auth/auth-page';
import { localised, protectedBy } from '@/src/features/auth/protect-page';

type AccountProps = AccountOverviewView & { user: PageUser };

function accountPage<P extends object>(props: (account: AccountProps) => P): PageDeclaration<P> {
  return authPage<P>({
    namespaces: ['account'],
    session: protectedBy({ always: true }),
    cache: 'private',
    async data(request: PageRequest, { session, source }: PageTools) {
      const overview = await source('accountOverview');
      const user = session?.user;
      if (!user || !overview) return { redirect: { destination: localised('/login', request), permanent: false } };
      return { props: props({ ...overview, user }) };
    },
  });
}

/** `/conta`: the cards start from the stored account. */
export const accountOverviewPage = accountPage(({ user, name, hasPassword, complement }) => ({
  user,
  name,
  hasPassword,
  complement,
}));

/**
 * `/completar-cadastro`: after sign-up and verification (skippable), and from the account page; the form starts
 * from what is stored for the session's own user (the account's phone when the complement has none, as on /conta).
 */
export const completeProfilePage = accountPage(({ complement }) => ({ complement }));
