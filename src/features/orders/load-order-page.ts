/**
 * The common server part of the order screens' getServerSideProps (/status-pedido, /pedidos, /painel/pedidos):
 * the company the proxy named, the requiredAuth guard, and an Apollo client over the in-process link that carries
 * the buyer's identity: the session's ID token as `authorization` (next to the request's own cookies, which hold
 * the guest's client id). Server code is reached by dynamic import, as pages do.
 */
import type { ApolloClient } from '@apollo/client';
import type { GetServerSidePropsContext, Redirect } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { createApolloClient, pageResults } from '@/src/client/apollo-client';
import { PAGE_DATA_PROP, type PageData } from '@/src/client/page-data';
import { resolveLocale } from '@/src/domain/locale';
import type { PageUser } from '@/src/features/auth/page-session';
import { protectPage, type ProtectRule } from '@/src/features/auth/protect-page';
import { loadLayout, proxiedCompany, requestOrigin } from '@/src/features/layout/load-layout';

export interface OrderPageBase {
  company: string;
  origin: string;
  [PAGE_DATA_PROP]: PageData;
}

export interface OrderPageSetup {
  company: string;
  client: ApolloClient;
  user: PageUser | null;
  props(): Promise<OrderPageBase & Record<string, unknown>>;
}

export async function loadOrderPage(
  context: GetServerSidePropsContext,
  rule: ProtectRule = {},
): Promise<OrderPageSetup | { redirect: Redirect } | null> {
  const company = proxiedCompany(context.req.headers);
  if (!company) return null;
  const [{ createSsrLink }, { serverSession }] = await Promise.all([
    import('@/src/server/graphql/ssr-link'),
    import('@/src/server/identity/server-session'),
  ]);
  const session = await serverSession(context.req, context.res);
  // The browser's own authorization header is never trusted here: the identity is the session's.
  const headers = { ...context.req.headers, authorization: session?.idToken ? `Bearer ${session.idToken}` : undefined };
  const client = createApolloClient(createSsrLink({ headers, locale: resolveLocale(context.locale) }));
  const guard = await protectPage(context, client, company, rule);
  if ('redirect' in guard) return guard;
  await loadLayout(client, company);
  return {
    company,
    client,
    user: guard.user,
    props: async () => ({
      company,
      origin: requestOrigin(context.req.headers),
      [PAGE_DATA_PROP]: pageResults(client),
      ...(await serverSideTranslations(context.locale ?? 'pt-BR', [
        'common',
        'layout',
        'search',
        'orders',
        'reschedule',
        'payments',
      ])),
    }),
  };
}
