import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { withPageData } from '@/src/client/with-page-data';
import { stepFromPath, type CheckoutStep } from '@/src/domain/orders/checkout-state';
import { loadAuthPage, type AuthPageBase } from '@/src/features/auth/load-auth-page';
import type { PageUser } from '@/src/features/auth/page-session';
import { localised, protectPage } from '@/src/features/auth/protect-page';
import { CheckoutPage } from '@/src/features/checkout/CheckoutPage';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

interface Props extends AuthPageBase {
  step: CheckoutStep;
  user: PageUser | null;
}

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

/**
 * `/checkout/[step]`: not rewritten by the proxy (the company comes from `x-company`, like /carrinho). A guest may
 * check out unless the company requires sign-in (the guard sends them to /login and back). `/checkout` alone is
 * the first step; an unknown step is a 404. The cart and the entries live in the browser.
 */
export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const segments = context.params?.step;
  const list = Array.isArray(segments) ? segments : segments ? [segments] : [];
  const step = list.length <= 1 ? stepFromPath(list[0]) : null;
  if (!step) return { notFound: true };
  const page = await loadAuthPage(context);
  if (!page) return { notFound: true };
  // The guard first: sign-in must bring the shopper back to the address they opened (`/checkout` itself).
  const guard = await protectPage(context, page.client, page.company);
  if ('redirect' in guard) return guard;
  if (list.length === 0)
    return { redirect: { destination: localised('/checkout/identificacao', context), permanent: false } };
  const base = await page.props();
  return {
    props: {
      ...base,
      ...(await serverSideTranslations(context.locale ?? 'pt-BR', [
        'common',
        'layout',
        'search',
        'auth',
        'checkout',
        'shipping',
        'payments',
        'flight',
      ])),
      step,
      user: guard.user,
    },
  };
};
