import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import Link from 'next/link';
import { PriceLabel } from '@/src/features/catalog/PriceLabel';
import type { StoreExtrasQuery } from './store-extras.generated';
import { storeItemHref } from '@/src/domain/links';

const CARD_WIDTH = 148;

/** A featured group: its items carry their cards' fields, not a row's (no stock: the tiles show none). */
type FeaturedGroup = NonNullable<StoreExtrasQuery['featuredItemsAndWhereDelivery']>['featuredItemCategories'][number];

/** A featured group ('Mais pedidos') as a row of small cards that scrolls sideways, above the full list. */
export function FeaturedItems({ group, storeSlug }: { group: FeaturedGroup; storeSlug: string }) {
  const titleId = `destaque-${group._id ?? 'grupo'}`;
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="featured-items" sx={{ pt: 2 }}>
      <Typography variant="h6" component="h2" id={titleId} sx={{ px: 2, mb: 1 }}>
        {group.title}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          gap: 1.5,
          m: 0,
          px: 2,
          pb: 1,
          listStyle: 'none',
          overflowX: 'auto',
          scrollbarWidth: 'thin',
        }}
      >
        {group.featuredItems.map((item) => (
          <Box component="li" key={item._id} sx={{ flex: `0 0 ${CARD_WIDTH}px` }}>
            <Box
              component={Link}
              href={storeItemHref(storeSlug, item.slug)}
              sx={{
                display: 'block',
                color: 'inherit',
                textDecoration: 'none',
                borderRadius: 3,
                border: 1,
                borderColor: 'divider',
                overflow: 'hidden',
                height: '100%',
                '&:hover, &:focus-visible': { borderColor: 'primary.main' },
              }}
            >
              <Box sx={{ position: 'relative', height: 96, bgcolor: 'grey.100' }}>
                {item.img && (
                  <Image src={item.img} alt="" fill sizes={`${CARD_WIDTH}px`} style={{ objectFit: 'cover' }} />
                )}
              </Box>
              <Box sx={{ p: 1.25 }}>
                <Typography
                  variant="body2"
                  component="h3"
                  sx={{
                    fontWeight: 600,
                    mb: 0.5,
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {item.name}
                </Typography>
                <Typography variant="body2" component="div">
                  <PriceLabel item={item} />
                </Typography>
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
