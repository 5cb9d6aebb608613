import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { withPageData } from '@/src/client/with-page-data';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { CheckoutPage } from '@/src/features/checkout/CheckoutPage';
import { checkoutPage } from '@/src/features/checkout/checkout-page-data';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

type Props = PageProps<typeof checkoutPage>;

function CheckoutRoute({ company, origin, step, user }: Props) {
  const { t } = useTranslation('checkout');
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{`${t(`steps.${step}`)} · ${t('title')}`}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <CheckoutPage company={company} step={step} user={user} />
    </StoreLayout>
  );
}

export default withPageData(CheckoutRoute);

/** `/checkout/[step]`: a guest may check out unless the company requires sign-in (checkoutPage). */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, checkoutPage);
