/** The declarations of `/blog` and `/blog/{slug}`, rewritten by the proxy (which has checked the company and domain against the host). */
import type { PageDeclaration } from '@/src/domain/pages/page-declaration';
import { LayoutDocument } from '@/src/features/layout/layout.generated';
import { BlogPostDocument } from '@/src/features/blog/blog-post.generated';
import { BlogPostsDocument } from '@/src/features/blog/blog-posts.generated';

const BLOG_NAMESPACES = ['common', 'layout', 'blog', 'search'];

export const blogPage: PageDeclaration = {
  company: 'route',
  layout: LayoutDocument,
  namespaces: BLOG_NAMESPACES,
  async data({ company }, { query }) {
    await query(BlogPostsDocument, { company });
    return { props: {} };
  },
};

/** An unknown or not yet published post is a 404. */
export const blogPostPage: PageDeclaration<{ slug: string }> = {
  company: 'route',
  layout: LayoutDocument,
  namespaces: BLOG_NAMESPACES,
  async data({ company, params }, { query }) {
    const slug = String(params.slug ?? '');
    if (!(await query(BlogPostDocument, { company, slug }))?.blogPost) return { notFound: true };
    return { props: { slug } };
  },
};
