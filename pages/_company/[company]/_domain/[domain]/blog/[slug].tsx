import type { GetServerSideProps } from 'next';
import { usePageQuery } from '@/src/client/page-data';
import { withPageData } from '@/src/client/with-page-data';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { BlogPostPage } from '@/src/features/blog/BlogPostPage';
import { blogPostPage } from '@/src/features/blog/blog-pages';
import { BlogPostOperation } from '@/src/features/blog/blog-post.generated';
import { StoreLayout } from '@/src/features/layout/StoreLayout';
import { PageSeo } from '@/src/features/seo/PageSeo';

type Props = PageProps<typeof blogPostPage>;

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
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, blogPostPage);
