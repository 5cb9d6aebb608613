import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { APOLLO_STATE_PROP, createApolloClient, extractState, type ApolloState } from '@/src/client/apollo-client';
import { withPageApollo } from '@/src/client/with-page-apollo';
import { resolveLocale } from '@/src/domain/locale';
import { AttendancePage } from '@/src/features/home/AttendancePage';
import { loadLayout, proxiedCompany, requestOrigin } from '@/src/features/layout/load-layout';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

interface Props { company: string; origin: string; [APOLLO_STATE_PROP]: ApolloState }

function AttendanceRoute({ company, origin }: Props) {
  const { t } = useTranslation('home');
  return (
    <StoreLayout company={company} origin={origin}>
      <Head><title>{t('attendant.title')}</title></Head>
      <AttendancePage company={company} />
    </StoreLayout>
  );
}

export default withPageApollo(AttendanceRoute);

/**
 * `/atendimento/{company}` passes the proxy unrewritten; the company it names must be the host's own (the proxy's
 * `x-company`), so one company's host never opens attendance for another. Anything else is a 404.
 */
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, locale, req }) => {
  const company = proxiedCompany(req.headers);
  if (!company || String(params?.company ?? '') !== company) return { notFound: true };
  const { createSsrLink } = await import('@/src/server/graphql/ssr-link');
  const client = createApolloClient(createSsrLink({ headers: req.headers, locale: resolveLocale(locale) }));
  if (!(await loadLayout(client, company))) return { notFound: true };
  return {
    props: {
      company,
      origin: requestOrigin(req.headers),
      [APOLLO_STATE_PROP]: extractState(client),
      ...(await serverSideTranslations(locale ?? 'pt-BR', ['common', 'layout', 'home', 'search'])),
    },
  };
};
