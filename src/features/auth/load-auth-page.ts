/**
 * The common server part of the account screens' getServerSideProps (server code reached by dynamic import, as
 * the pages do): the company the proxy named in `x-company` (these paths are not rewritten, like /carrinho), an
 * Apollo client over the in-process link, the shell's query, and the translations of the shell and the forms.
 */
import type { ApolloClient } from '@apollo/client';
import type { GetServerSidePropsContext } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { createApolloClient, pageResults } from '@/src/client/apollo-client';
import { PAGE_DATA_PROP, type PageData } from '@/src/client/page-data';
import { resolveLocale } from '@/src/domain/locale';
import { loadLayout, proxiedCompany, requestOrigin } from '@/src/features/layout/load-layout';

export interface AuthPageBase {
  company: string;
  origin: string;
  [PAGE_DATA_PROP]: PageData;
}

export interface AuthPageSetup {
  company: string;
  origin: string;
  client: ApolloClient;
  /** The page's props once its own queries ran (the results are taken last, holding them all), with more label namespaces if asked. */
  props(namespaces?: string[]): Promise<AuthPageBase & Record<string, unknown>>;
}

export async function loadAuthPage(context: GetServerSidePropsContext): Promise<AuthPageSetup | null> {
  const company = proxiedCompany(context.req.headers);
  if (!company) return null;
  const { createSsrLink } = await import('@/src/server/graphql/ssr-link');
  const client = createApolloClient(
    createSsrLink({ headers: context.req.headers, locale: resolveLocale(context.locale) }),
  );
  const origin = requestOrigin(context.req.headers);
  await loadLayout(client, company);
  return {
    company,
    origin,
    client,
    props: async (namespaces: string[] = []) => ({
      company,
      origin,
      [PAGE_DATA_PROP]: pageResults(client),
      ...(await serverSideTranslations(context.locale ?? 'pt-BR', [
        'common',
        'layout',
        'auth',
        'accounts',
        ...namespaces,
      ])),
    }),
  };
}
