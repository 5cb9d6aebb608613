import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { PriceLabel } from '@/src/features/catalog/PriceLabel';
import { pricesPerShownUnit } from '@/src/features/catalog/unit-prices';
import type { StoreItemRowFragment } from './store-item-row.generated';
import { storeItemHref } from '@/src/domain/links';

const PICTURE = 72;

/** One item of a store's list: name, two lines of description, price (or why it cannot be had: sold out, unavailable), a 72 px picture, linking to the item page. */
export function ItemRow({ item, storeSlug }: { item: StoreItemRowFragment; storeSlug: string }) {
  const { t, i18n } = useTranslation('common');
  const { t: tShipping } = useTranslation('shipping');
  const soldOut = item.stock === 0;
  const blocked = item.status === 'BLOCKED' || soldOut;
  const shown = pricesPerShownUnit(item, item.unitOfMeasurement, i18n.language);
  return (
    <Box
      component={Link}
      href={storeItemHref(storeSlug, item.slug)}
      data-testid="item-row"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        py: 1.5,
        px: 2,
        minHeight: 44,
        color: 'inherit',
        textDecoration: 'none',
        '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* subtitle1, not h3: the theme's responsive headings would grow a row's name on desktop. */}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3, mb: 0.25 }}>
          {item.name}
        </Typography>
        {item.description && (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              mb: 0.5,
            }}
          >
            {item.description}
          </Typography>
        )}
        <Typography variant="body2" component="div">
          {/* Said in words and by a faded picture, never by fading the text: faded text fails contrast. */}
          {blocked ? (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600 }}>
              {soldOut ? tShipping('soldOut') : t('store.unavailable')}
            </Box>
          ) : (
            <>
              <PriceLabel item={shown.prices} />
              {shown.unit && (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' '}
                  / {shown.unit}
                </Box>
              )}
            </>
          )}
        </Typography>
      </Box>
      {item.img && (
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
          <Image src={item.img} alt="" fill sizes={`${PICTURE}px`} style={{ objectFit: 'cover' }} />
        </Box>
      )}
    </Box>
  );
}
