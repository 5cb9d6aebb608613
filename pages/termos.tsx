import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { LayoutOperation } from '@/src/features/layout/layout.generated';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { TermsPage } from '@/src/features/terms/TermsPage';
import { termsPage } from '@/src/features/terms/terms-page-data';

type Props = PageProps<typeof termsPage>;

function TermsRoute({ company, origin }: Props) {
  const { t } = useTranslation('terms');
  const { data } = usePageQuery(LayoutOperation, { variables: { company } });
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{`${t('title')} — ${data?.company?.name ?? ''}`}</title>
      </Head>
      <TermsPage company={data?.company ?? null} />
    </StoreLayout>
  );
}

export default withPageData(TermsRoute);

/** `/termos`: the company from `x-company`; the shell's query is all the page reads (termsPage). */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, termsPage);
