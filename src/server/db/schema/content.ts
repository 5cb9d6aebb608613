/** Editorial content of a company: blog posts (/blog, /blog/[slug]). */
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { BlogPost } from '../../catalog-format/schema';
import { companies } from './companies';
import { companyIdColumn, positionColumn, timestamps } from './columns';

export const blogPosts = pgTable(
  'blog_posts',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Simple HTML, sanitised when rendered. */
    body: text('body').notNull(),
    cover: text('cover'),
    author: text('author'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    translations: jsonb('translations').$type<BlogPost['translations']>().notNull().default({}),
    position: positionColumn(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ name: 'blog_posts_pk', columns: [t.companyId, t.slug] }),
    index('blog_posts_company_published_idx').on(t.companyId, t.publishedAt),
  ],
);
