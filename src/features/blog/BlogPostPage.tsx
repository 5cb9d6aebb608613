import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatPostDate } from './post-date';
import { SafeHtml } from './safe-html';
import type { BlogPostQuery } from './blog-post.generated';

type BlogPostFull = NonNullable<BlogPostQuery['blogPost']>;

/** `/blog/{slug}`: one post, its image, date and author, and its body through the allow-list of safe-html.tsx. */
export function BlogPostPage({ post }: { post: BlogPostFull }) {
  const { t } = useTranslation('blog');
  const { locale = 'pt-BR' } = useRouter();
  const date = formatPostDate(post.publishedAt, locale);
  return (
    <Box component="main" sx={{ maxWidth: { xs: '100%', md: 720 }, mx: 'auto', px: 2, py: 3 }}>
      <Box
        component={Link}
        href="/blog"
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, color: 'primary.main', fontWeight: 600 }}
      >
        {t('back')}
      </Box>
      <Box component="article">
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 700, mt: 1, mb: 1, overflowWrap: 'anywhere' }}
        >
          {post.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          <time dateTime={post.publishedAt}>{date}</time>
          {post.author && ` · ${t('by', { author: post.author })}`}
        </Typography>
        {post.image && (
          <Box
            sx={{
              position: 'relative',
              aspectRatio: '16 / 9',
              borderRadius: 3,
              overflow: 'hidden',
              bgcolor: 'grey.100',
              mb: 3,
            }}
          >
            <Image
              src={post.image}
              alt=""
              fill
              preload
              sizes="(min-width: 752px) 720px, 100vw"
              style={{ objectFit: 'cover' }}
            />
          </Box>
        )}
        <Box
          data-testid="blog-body"
          sx={{
            typography: 'body1',
            lineHeight: 1.7,
            overflowWrap: 'anywhere',
            '& h2': { typography: 'h5', fontWeight: 700, mt: 3, mb: 1 },
            '& h3': { typography: 'h6', fontWeight: 700, mt: 2, mb: 1 },
            '& a': { color: 'primary.main' },
          }}
        >
          <SafeHtml html={post.body} />
        </Box>
      </Box>
    </Box>
  );
}
