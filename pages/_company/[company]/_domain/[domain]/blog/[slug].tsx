import type { GetServerSideProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { createApolloClient, pageResults } from '@/src/client/apollo-client';
import { PAGE_DATA_PROP, usePageQuery, type PageData } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import { resolveLocale } from '@/src/domain/locale';
import { BlogPostPage } from '@/src/features/blog/BlogPostPage';
import { BlogPostDocument, BlogPostOperation } from '@/src/features/blog/blog-post.generated';
import { loadLayout, requestOrigin } from '@/src/features/layout/load-layout';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { PageSeo } from '@/src/features/seo/PageSeo';

interface Props {
  company: string;
  slug: string;
  origin: string;
  [PAGE_DATA_PROP]: PageData;
}

function BlogPostRoute({ company, slug, origin }: Props) {
  const { data } = usePageQuery(BlogPostOperation, { variables: { company, slug } });
  const post = data?.blogPost;
  return (
    <StoreLayout company={company} origin={origin}>
      <PageSeo
        company={company}
        origin={origin}
        type="article"
        title={post?.title ?? slug}
        description={post?.excerpt}
        image={post?.image}
      />
      {post && <BlogPostPage post={post} />}
    </StoreLayout>
  );
}

export default withPageData(BlogPostRoute);

/** `/blog/{slug}`, rewritten here by the proxy; an unknown or not yet published post is a 404. */
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, locale, req }) => {
  const { createSsrLink } = await import('@/src/server/graphql/ssr-link');
  const company = String(params?.company ?? '');
  const slug = String(params?.slug ?? '');
  const client = createApolloClient(createSsrLink({ headers: req.headers, locale: resolveLocale(locale) }));
  const { data } = await client.query({ query: BlogPostDocument, variables: { company, slug } });
  if (!data?.blogPost) return { notFound: true };
  await loadLayout(client, company);
  return {
    props: {
      company,
      slug,
      origin: requestOrigin(req.headers),
      [PAGE_DATA_PROP]: pageResults(client),
      ...(await serverSideTranslations(locale ?? 'pt-BR', ['common', 'layout', 'blog', 'search'])),
    },
  };
};
