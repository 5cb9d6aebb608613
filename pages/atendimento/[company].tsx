import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { createApolloClient, pageResults } from '@/src/client/apollo-client';
import { PAGE_DATA_PROP, type PageData } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { resolveLocale } from '@/src/domain/locale';
import { AttendancePage } from '@/src/features/home/AttendancePage';
import { loadLayout, proxiedCompany, requestOrigin } from '@/src/features/layout/load-layout';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

interface Props {
  company: string;
  origin: string;
  [PAGE_DATA_PROP]: PageData;
}

function AttendanceRoute({ company, origin }: Props) {
  const { t } = useTranslation('home');
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{t('attendant.title')}</title>
      </Head>
      <AttendancePage company={company} />
    </StoreLayout>
  );
}

export default withPageData(AttendanceRoute);

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
      [PAGE_DATA_PROP]: pageResults(client),
      ...(await serverSideTranslations(locale ?? 'pt-BR', ['common', 'layout', 'home', 'search'])),
    },
  };
};
