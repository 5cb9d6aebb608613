/** The declarations of `/blog` and `/blog/{slug}`, rewritten by the proxy (which has checked the company and domain against the host). */
import type { PageDeclaration } from '@/src/domain/pages/page-declaration';
import { LAYOUT_QUERY } from '@/src/features/layout/layout.query';
import { BLOG_POST_QUERY, BLOG_POSTS_QUERY } from './blog.query';

const BLOG_NAMESPACES = ['common', 'layout', 'blog', 'search'];

export const blogPage: PageDeclaration = {
  company: 'route',
  layout: LAYOUT_QUERY,
  namespaces: BLOG_NAMESPACES,
  async data({ company }, { query }) {
    await query(BLOG_POSTS_QUERY, { company });
    return { props: {} };
  },
};

/** An unknown or not yet published post is a 404. */
export const blogPostPage: PageDeclaration<{ slug: string }> = {
  company: 'route',
  layout: LAYOUT_QUERY,
  namespaces: BLOG_NAMESPACES,
  async data({ company, params }, { query }) {
    const slug = String(params.slug ?? '');
    if (!(await query(BLOG_POST_QUERY, { company, slug }))?.blogPost) return { notFound: true };
    return { props: { slug } };
  },
};
