import Box from '@mui/material/Box';
import { Pill } from '@/src/ui/Pill';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { useTranslation } from 'next-i18next/pages';
import type { StorePageQuery } from './store-page.generated';

/** A pale green under the theme's dark green text: over 7:1 contrast, unlike white on success.light. */
const OPEN_BG = '#E6F4EA';

interface Props {
  catalog: NonNullable<StorePageQuery['catalog']>;
  deliveryMinutes: number | null;
}

/** Cover, name, description, and what a shopper asks first: is it open, and how soon does it deliver. */
export function StoreHeader({ catalog, deliveryMinutes }: Props) {
  const { t } = useTranslation('common');
  const { isOpen, todayLabel, nextOpening } = catalog.openingState;
  // Open: today's hours ('Aberto das 10:00 às 23:00'). Closed: 'Fechado' and when it opens next, since today's
  // hours alone would read as open to a shopper glancing at a phone.
  const openLabel = isOpen ? (todayLabel ?? t('store.open')) : t('store.closed');
  return (
    <Box component="header">
      <Box
        sx={{
          position: 'relative',
          aspectRatio: { xs: '16 / 7', md: '16 / 5' },
          bgcolor: 'primary.main',
          overflow: 'hidden',
          borderRadius: { md: 3 },
          mt: { md: 2 },
        }}
      >
        {catalog.cover && (
          <Image
            src={catalog.cover}
            alt=""
            fill
            preload
            sizes="(min-width: 960px) 960px, 100vw"
            style={{ objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ px: 2, pt: 2, pb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
          {catalog.title}
        </Typography>
        {catalog.description && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {catalog.description}
          </Typography>
        )}
        {/* One line each, whatever the font: in a wrapping row the delivery time sat beside the label or under it
            depending on whether the web font had arrived, and the whole page below jumped when it did (CLS 0.12). */}
        <Box sx={{ display: 'grid', gap: 0.75, justifyItems: 'start' }}>
          <Pill
            data-testid="opening-state"
            size="small"
            label={openLabel}
            sx={{
              fontWeight: 600,
              bgcolor: isOpen ? OPEN_BG : 'grey.200',
              color: isOpen ? 'success.dark' : 'text.primary',
            }}
          />
          {!isOpen && nextOpening && (
            <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
              {t('store.opensAt', { when: nextOpening.label })}
            </Typography>
          )}
          {deliveryMinutes !== null && (
            <Typography variant="body2" component="span" data-testid="delivery-time" sx={{ color: 'text.secondary' }}>
              {t('store.deliveryTime', { minutes: deliveryMinutes })}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
