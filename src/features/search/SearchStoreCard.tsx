import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import Link from 'next/link';
import { coverFrameSx, linkCardSx } from '@/src/ui/link-card';
import type { SearchQuery } from './search.generated';

type SearchStore = SearchQuery['search']['stores'][number];

const COVER_SIZES = '(min-width: 900px) 310px, (min-width: 600px) 50vw, 100vw';

/** A store found: cover, name and two lines of description, the whole card a link to its store page. */
export function SearchStoreCard({ store }: { store: SearchStore }) {
  return (
    <Box component={Link} href={`/loja/${store.slug}`} data-testid="search-store" sx={{ ...linkCardSx, minWidth: 0 }}>
      <Box sx={coverFrameSx}>
        {store.cover && <Image src={store.cover} alt="" fill sizes={COVER_SIZES} style={{ objectFit: 'cover' }} />}
      </Box>
      <Box sx={{ p: 2, minHeight: 44 }}>
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          {store.title}
        </Typography>
        {store.description && (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              mt: 0.5,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {store.description}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
