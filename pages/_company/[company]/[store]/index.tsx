import type { GetServerSideProps } from 'next';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { StaticStoreLayout } from '@/src/features/layout/StaticStoreLayout';
import { PageSeo } from '@/src/features/seo/PageSeo';
import { StorePage } from '@/src/features/store/StorePage';
import { clientOnly } from '@/src/ui/client-only';
import { StorePageOperation } from '@/src/features/store/store-page.generated';
import { storePage } from '@/src/features/store/store-page-data';

type Props = PageProps<typeof storePage>;

// Drawn only once the saved cart is read (after hydration) and only with lines: its code, MUI's included, comes after the page.
const CartBar = clientOnly(() => import('@/src/features/cart/CartBar').then((m) => m.CartBar));

function StoreRoute({ company, store, origin }: Props) {
  const { data } = usePageQuery(StorePageOperation, { variables: { company, slug: store } });
  return (
    <StaticStoreLayout company={company} origin={origin}>
      <PageSeo
        company={company}
        origin={origin}
        title={data?.catalog?.title ?? store}
        description={data?.catalog?.description}
        image={data?.catalog?.cover}
      />
      <StorePage company={company} store={store} />
      {/* On phones, the cart's count and the server's total stay in reach while browsing the store. */}
      <CartBar />
    </StaticStoreLayout>
  );
}

export default withPageData(StoreRoute);

/** `/loja/{store}`: its declaration (storePage) says what the page loader runs; the results travel with the props. */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, storePage);
