import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { BlogList } from '@/src/features/blog/BlogList';
import { blogPage } from '@/src/features/blog/blog-pages';
import { BlogPostsOperation } from '@/src/features/blog/blog-posts.generated';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { PageSeo } from '@/src/features/seo/PageSeo';

type Props = PageProps<typeof blogPage>;

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
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, blogPage);
