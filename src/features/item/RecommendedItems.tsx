import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import Link from 'next/link';
import { usePageQuery } from '@/src/client/page-data';
import { useTranslation } from 'next-i18next/pages';
import { PriceLabel } from '@/src/features/catalog/PriceLabel';
import { RecommendedItemOperation } from './recommended-item.generated';

interface Props {
  company: string;
  catalogId: string;
  itemIds: string[];
  basePath: string;
  hidePrice: boolean;
}

/** 'Combina com': the item's recommended items of the same store, as cards linking to their pages. */
export function RecommendedItems({ itemIds, ...rest }: Props) {
  const { t } = useTranslation('item');
  if (itemIds.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="recommended-title" sx={{ px: 2, py: 2 }} data-testid="recommended">
      <Typography id="recommended-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('recommended')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1 }}>
        {itemIds.map((id) => (
          <RecommendedCard key={id} itemId={id} {...rest} />
        ))}
      </Box>
    </Box>
  );
}

function RecommendedCard({
  company,
  catalogId,
  itemId,
  basePath,
  hidePrice,
}: Omit<Props, 'itemIds'> & { itemId: string }) {
  const { data } = usePageQuery(RecommendedItemOperation, { variables: { company, catalogId, itemId } });
  const item = data?.item;
  if (!item || item.status.toUpperCase() === 'BLOCKED') return null;
  return (
    <Box
      component={Link}
      href={`${basePath}/${item.slug}`}
      sx={{
        flex: '0 0 150px',
        color: 'inherit',
        textDecoration: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        overflow: 'hidden',
        '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
      }}
    >
      <Box sx={{ position: 'relative', height: 96, bgcolor: 'grey.100' }}>
        {item.img && <Image src={item.img} alt="" fill sizes="150px" style={{ objectFit: 'cover' }} />}
      </Box>
      <Box sx={{ p: 1 }}>
        <Typography variant="body2" component="h3" sx={{ fontWeight: 600 }}>
          {item.name}
        </Typography>
        <Typography variant="body2" component="div">
          <PriceLabel item={item} hidePrice={hidePrice} />
        </Typography>
      </Box>
    </Box>
  );
}
