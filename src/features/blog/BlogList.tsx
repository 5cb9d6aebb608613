import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatPostDate } from './post-date';
import type { BlogPostSummaryFragment as BlogPostSummary } from './blog-post-summary.generated';
import { coverFrameSx, linkCardSx } from '@/src/ui/link-card';
import { blogPostHref } from '@/src/domain/links';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;
const IMAGE_SIZES = '(min-width: 900px) 310px, (min-width: 600px) 50vw, 100vw';

/** `/blog`: the company's posts, newest first, each card (image, title, date, excerpt) a link to the post. */
export function BlogList({ posts }: { posts: ReadonlyArray<BlogPostSummary> }) {
  const { t } = useTranslation('blog');
  const { locale = 'pt-BR' } = useRouter();
  return (
    <Box component="main" sx={{ maxWidth: { xs: '100%', md: 960 }, mx: 'auto', px: 2, py: 3 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 700, mb: 3 }}>
        {t('title')}
      </Typography>
      {posts.length === 0 && (
        <Typography role="status" data-testid="blog-empty">
          {t('empty')}
        </Typography>
      )}
      <Box component="ul" sx={{ ...grid, m: 0, p: 0, listStyle: 'none' }}>
        {posts.map((post) => (
          <Box component="li" key={post.slug} sx={{ minWidth: 0 }}>
            <Box component={Link} href={blogPostHref(post.slug)} data-testid="blog-card" sx={linkCardSx}>
              <Box sx={coverFrameSx}>
                {post.image && (
                  <Image src={post.image} alt="" fill sizes={IMAGE_SIZES} style={{ objectFit: 'cover' }} />
                )}
              </Box>
              <Box sx={{ p: 2 }}>
                <Typography
                  variant="subtitle1"
                  component="h2"
                  sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
                >
                  {post.title}
                </Typography>
                <Typography
                  variant="caption"
                  component="time"
                  dateTime={post.publishedAt}
                  sx={{ display: 'block', color: 'text.secondary', my: 0.5 }}
                >
                  {formatPostDate(post.publishedAt, locale)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {post.excerpt}
                </Typography>
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
