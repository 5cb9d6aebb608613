import type { GetServerSideProps } from 'next';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { PageSeo } from '@/src/features/seo/PageSeo';
import { StorePage } from '@/src/features/store/StorePage';
import { CartBar } from '@/src/features/cart/CartBar';
import { StorePageOperation } from '@/src/features/store/store-page.generated';
import { storePage } from '@/src/features/store/store-page-data';

type Props = PageProps<typeof storePage>;

function StoreRoute({ company, store, origin }: Props) {
  const { data } = usePageQuery(StorePageOperation, { variables: { company, slug: store } });
  return (
    <StoreLayout company={company} origin={origin}>
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
    </StoreLayout>
  );
}

export default withPageData(StoreRoute);

/** `/loja/{store}`: its declaration (storePage) says what the page loader runs; the results travel with the props. */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, storePage);
