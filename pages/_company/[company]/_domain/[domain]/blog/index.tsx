import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { createApolloClient, pageResults } from '@/src/client/apollo-client';
import { PAGE_DATA_PROP, usePageQuery, type PageData } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { resolveLocale } from '@/src/domain/locale';
import { BlogList } from '@/src/features/blog/BlogList';
import { BlogPostsDocument, BlogPostsOperation } from '@/src/features/blog/blog-posts.generated';
import { loadLayout, requestOrigin } from '@/src/features/layout/load-layout';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { PageSeo } from '@/src/features/seo/PageSeo';

interface Props {
  company: string;
  origin: string;
  [PAGE_DATA_PROP]: PageData;
}

function BlogRoute({ company, origin }: Props) {
  const { t } = useTranslation('blog');
  const { data } = usePageQuery(BlogPostsOperation, { variables: { company } });
  return (
    <StoreLayout company={company} origin={origin}>
      <PageSeo company={company} origin={origin} title={t('title')} />
      <BlogList posts={data?.blogPosts ?? []} />
    </StoreLayout>
  );
}

export default withPageData(BlogRoute);

/** `/blog`, rewritten here by the proxy (which has already checked the company and domain against the host). */
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, locale, req }) => {
  const { createSsrLink } = await import('@/src/server/graphql/ssr-link');
  const company = String(params?.company ?? '');
  const client = createApolloClient(createSsrLink({ headers: req.headers, locale: resolveLocale(locale) }));
  await Promise.all([client.query({ query: BlogPostsDocument, variables: { company } }), loadLayout(client, company)]);
  return {
    props: {
      company,
      origin: requestOrigin(req.headers),
      [PAGE_DATA_PROP]: pageResults(client),
      ...(await serverSideTranslations(locale ?? 'pt-BR', ['common', 'layout', 'blog', 'search'])),
    },
  };
};
