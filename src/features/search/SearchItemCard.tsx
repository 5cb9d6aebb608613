import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { PriceLabel } from '@/src/features/catalog/PriceLabel';
import { linkCardSx } from '@/src/ui/link-card';
import type { SearchQuery } from './search.generated';

type SearchItemHit = SearchQuery['search']['items'][number];

const PICTURE = 88;

/** An item found: picture, name, its store, price label (none for a service that hides prices), linking to the item page. */
export function SearchItemCard({ hit }: { hit: SearchItemHit }) {
  const { t } = useTranslation('search');
  const { item, store } = hit;
  const blocked = item.status === 'BLOCKED';
  return (
    <Box
      component={Link}
      href={`/loja/${store.slug}/${item.slug}`}
      data-testid="search-item"
      sx={{ ...linkCardSx, flexDirection: 'row', alignItems: 'center', gap: 2, p: 1.5, minHeight: 44 }}
    >
      <Box
        sx={{
          flex: `0 0 ${PICTURE}px`,
          height: PICTURE,
          position: 'relative',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'grey.100',
          opacity: blocked ? 0.5 : 1,
        }}
      >
        {item.img && <Image src={item.img} alt="" fill sizes={`${PICTURE}px`} style={{ objectFit: 'cover' }} />}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          {item.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {t('inStore', { store: store.title })}
        </Typography>
        <Typography variant="body2" component="div">
          {/* Said in words and by a faded picture, never by fading the text: faded text fails contrast for the readers who need it most. */}
          {blocked ? (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600 }}>
              {t('unavailable')}
            </Box>
          ) : (
            <PriceLabel item={item} hidePrice={hit.hidePrice} />
          )}
        </Typography>
      </Box>
    </Box>
  );
}
