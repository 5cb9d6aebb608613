import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { BusinessInvitationOperation } from '@/src/features/business/business-invitation.generated';
import { BusinessLayout } from '@/src/features/business/BusinessLayout';
import { InvitationPage } from '@/src/features/business/InvitationPage';
import { businessInvitationPage, type BusinessPageBase } from '@/src/features/business/business-pages';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

interface Props extends BusinessPageBase {
  token: string;
  signedInAs: string;
}

function InvitationRoute({ company, origin, token, signedInAs }: Props) {
  const { t } = useTranslation('business');
  const { data } = usePageQuery(BusinessInvitationOperation, { variables: { token } });
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{t('invitation.title')}</title>
        <meta key="robots" name="robots" content="noindex" />
        <meta name="referrer" content="no-referrer" />
      </Head>
      <BusinessLayout title={t('invitation.title')} tab="profile" accounts={[]} accountId={null}>
        <InvitationPage token={token} invitation={data?.businessInvitation ?? null} signedInAs={signedInAs} />
      </BusinessLayout>
    </StoreLayout>
  );
}

export default withPageData(InvitationRoute);

/**
 * `/empresa/convite?token=…` (the mailed invitation): a session is needed (sign-in, or sign-up, and back here); the
 * invitation is read with the session's identity, which decides whether it may be accepted.
 */
export const getServerSideProps: GetServerSideProps = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, businessInvitationPage);
