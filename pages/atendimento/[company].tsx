import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { withPageData } from '@/src/client/with-page-data';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { AttendancePage } from '@/src/features/home/AttendancePage';
import { attendancePage } from '@/src/features/home/attendance-page-data';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

type Props = PageProps<typeof attendancePage>;

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

/** `/atendimento/{company}`: only the host's own company (attendancePage); anything else is a 404. */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, attendancePage);
