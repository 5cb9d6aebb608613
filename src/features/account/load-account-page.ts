/**
 * The common getServerSideProps part of the signed-in account screens (/conta, /completar-cadastro; server code
 * reached by dynamic import, as the pages do): the shell, a session on every company (anyone else goes to /login
 * and back), and the stored account of the session's own user. The answer is that user's: never cached.
 */
import type { GetServerSidePropsContext, Redirect } from 'next';
import { loadAuthPage, type AuthPageSetup } from '@/src/features/auth/load-auth-page';
import type { PageUser } from '@/src/features/auth/page-session';
import { localised, protectPage } from '@/src/features/auth/protect-page';
import type { AccountComplement } from './account-types';

export interface AccountPage {
  page: AuthPageSetup;
  user: PageUser;
  name: string;
  hasPassword: boolean;
  complement: AccountComplement;
}

export type AccountPageLoad = { notFound: true } | { redirect: Redirect } | AccountPage;

export async function loadAccountPage(context: GetServerSidePropsContext): Promise<AccountPageLoad> {
  const page = await loadAuthPage(context);
  if (!page) return { notFound: true };
  const guard = await protectPage(context, page.client, page.company, { always: true });
  if ('redirect' in guard) return guard;
  const { serverSession } = await import('@/src/server/identity/server-session');
  const session = await serverSession(context.req, context.res);
  const { getDb } = await import('@/src/server/db/client');
  const { accountOverview } = await import('@/src/server/accounts/account-overview');
  const overview = guard.user && session?.user.id ? await accountOverview(await getDb(), session.user.id) : null;
  if (!guard.user || !overview) return { redirect: { destination: localised('/login', context), permanent: false } };
  context.res.setHeader('Cache-Control', 'private, no-store');
  return {
    page,
    user: guard.user,
    name: overview.name,
    hasPassword: overview.hasPassword,
    complement: overview.complement,
  };
}
