/**
 * The common server part of the /empresa screens' getServerSideProps (server code reached by dynamic import, as the
 * pages do): the company the proxy named, a session on every company (anyone else goes to /login and back, as on
 * /conta), an Apollo client over the in-process link carrying the session's own ID token (never the browser's
 * header), the shell, and the user's business accounts with the one chosen by `?conta=` (else the first).
 */
import type { ApolloClient } from '@apollo/client';
import type { GetServerSidePropsContext, Redirect } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { createApolloClient, pageResults } from '@/src/client/apollo-client';
import { PAGE_DATA_PROP, type PageData } from '@/src/client/page-data';
import { resolveLocale } from '@/src/domain/locale';
import type { PageUser } from '@/src/features/auth/page-session';
import { protectPage } from '@/src/features/auth/protect-page';
import { loadLayout, proxiedCompany, requestOrigin } from '@/src/features/layout/load-layout';
import { MyBusinessAccountsDocument } from './my-business-accounts.generated';

export interface BusinessPageBase {
  company: string;
  origin: string;
  /** The account the page shows (`?conta=`, else the first); null when the user has none. */
  accountId: string | null;
  [PAGE_DATA_PROP]: PageData;
}

export interface BusinessPageSetup {
  client: ApolloClient;
  user: PageUser;
  accountId: string | null;
  props(): Promise<BusinessPageBase & Record<string, unknown>>;
}

export async function loadBusinessPage(
  context: GetServerSidePropsContext,
): Promise<BusinessPageSetup | { redirect: Redirect } | { notFound: true }> {
  const company = proxiedCompany(context.req.headers);
  if (!company) return { notFound: true };
  const [{ createSsrLink }, { serverSession }] = await Promise.all([
    import('@/src/server/graphql/ssr-link'),
    import('@/src/server/identity/server-session'),
  ]);
  const session = await serverSession(context.req, context.res);
  const headers = { ...context.req.headers, authorization: session?.idToken ? `Bearer ${session.idToken}` : undefined };
  const client = createApolloClient(createSsrLink({ headers, locale: resolveLocale(context.locale) }));
  const guard = await protectPage(context, client, company, { always: true });
  if ('redirect' in guard) return guard;
  if (!guard.user) return { notFound: true };
  await loadLayout(client, company);
  const { data } = await client.query({ query: MyBusinessAccountsDocument, variables: {}, fetchPolicy: 'no-cache' });
  const accounts = data?.myBusinessAccounts ?? [];
  const wanted = typeof context.query.conta === 'string' ? context.query.conta : null;
  const accountId = (accounts.find((a) => a._id === wanted) ?? accounts[0])?._id ?? null;
  context.res.setHeader('Cache-Control', 'private, no-store');
  return {
    client,
    user: guard.user,
    accountId,
    props: async () => ({
      company,
      origin: requestOrigin(context.req.headers),
      accountId,
      [PAGE_DATA_PROP]: pageResults(client),
      ...(await serverSideTranslations(context.locale ?? 'pt-BR', [
        'common',
        'layout',
        'auth',
        'account',
        'business',
        'orders',
      ])),
    }),
  };
}
