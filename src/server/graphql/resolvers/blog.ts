/**
 * The company's blog posts, read-only: the list newest first and one post by slug, in the request's language.
 * A post dated after the server's clock is scheduled, and stays unseen until then.
 */
import { DateTime } from 'luxon';
import type { BlogPost } from '../../catalog-format/schema';
import { tr } from '../../i18n/localize';
import type { GraphQLContext } from '../context';

interface BlogFilter {
  company?: string | null;
  slug?: string | null;
}

interface BlogPostView {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  image: string | null;
  author: string | null;
  publishedAt: string;
}

function publishedMillis(post: BlogPost): number {
  return DateTime.fromISO(post.publishedAt, { setZone: true }).toMillis();
}

async function publishedPosts(filter: BlogFilter | null | undefined, ctx: GraphQLContext): Promise<BlogPost[]> {
  const snap = await ctx.company(filter?.company);
  const now = ctx.now.toMillis();
  return snap.doc.blogPosts
    .filter((post) => publishedMillis(post) <= now)
    .sort((a, b) => publishedMillis(b) - publishedMillis(a));
}

function postView(post: BlogPost, ctx: GraphQLContext): BlogPostView {
  return {
    slug: post.slug,
    title: tr(post, 'title', ctx.locale),
    excerpt: tr(post, 'excerpt', ctx.locale),
    body: tr(post, 'body', ctx.locale),
    image: post.cover ?? null,
    author: tr(post, 'author', ctx.locale) ?? null,
    publishedAt: post.publishedAt,
  };
}

export const blogQueries = {
  async blogPosts(_: unknown, { filter }: { filter?: BlogFilter | null }, ctx: GraphQLContext) {
    return (await publishedPosts(filter, ctx)).map((post) => postView(post, ctx));
  },
  async blogPost(_: unknown, { filter }: { filter: BlogFilter }, ctx: GraphQLContext) {
    const post = (await publishedPosts(filter, ctx)).find((p) => p.slug === filter.slug);
    return post ? postView(post, ctx) : null;
  },
};
