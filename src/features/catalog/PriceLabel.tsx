import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import { formatBRL } from '@/src/domain/brazil/format';
import { itemPriceLabel, type ItemPrices } from './item-price';

/** An item's price as rows and cards show it: 'A partir de R$ 12,90', 'Grátis', a promo with the old price struck. */
export function PriceLabel({ item, hidePrice = false }: { item: ItemPrices; hidePrice?: boolean }) {
  const { t } = useTranslation('common');
  const label = itemPriceLabel(item, hidePrice);
  if (label.kind === 'hidden') return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 0.75 }}>
      {label.kind === 'free' ? (
        <Box component="span" sx={{ fontWeight: 600, color: 'success.dark' }}>
          {t(label.key)}
        </Box>
      ) : (
        <>
          {label.sinceKey && (
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
              {t(label.sinceKey)}
            </Box>
          )}
          <Box component="span" sx={{ fontWeight: 600, color: label.wasCents ? 'success.dark' : 'text.primary' }}>
            {formatBRL(label.cents)}
          </Box>
        </>
      )}
      {label.wasCents !== null && (
        <Box component="s" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
          <Box component="span" sx={visuallyHidden}>
            {t('price.was')}{' '}
          </Box>
          {formatBRL(label.wasCents)}
        </Box>
      )}
    </Box>
  );
}

// Pixel strings: in MUI's sx a bare 1 means 100%, which made this hidden text widen phone pages.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
