import Box from '@mui/material/Box';
import { PlainButton } from '@/src/ui/PlainButton';
import { RADII } from '@/src/ui/layout-constants';
import { Pill } from '@/src/ui/Pill';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { StoreCardFragment } from './store-card.generated';
import { storeHref } from '@/src/domain/links';

/** A pale green under the theme's dark green text: over 7:1 contrast, as on the store page. */
const OPEN_BG = '#E6F4EA';

/**
 * One store of the service: its cover, name and whether it is open now. Open shows today's hours; closed says so
 * and when it opens next, since today's hours alone would read as open at a glance.
 */
export function ServiceStoreCard({ store }: { store: StoreCardFragment }) {
  const { t } = useTranslation('services');
  const { isOpen, todayLabel, nextOpening } = store.openingState;
  const label = isOpen
    ? (todayLabel ?? t('open'))
    : nextOpening
      ? t('closedOpensAt', { when: nextOpening.label })
      : t('closed');
  return (
    // An outlined card with one link over it, drawn as MUI's Card and CardActionArea draw it without their modules.
    <Box
      component="li"
      data-testid="service-store"
      sx={{
        listStyle: 'none',
        minWidth: 0,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: `${RADII.lg}px`,
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <PlainButton
        component={Link}
        href={storeHref(store.slug)}
        sx={{
          display: 'block',
          width: '100%',
          height: '100%',
          textAlign: 'inherit',
          borderRadius: 'inherit',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.200' }}>
          {store.cover && (
            <Image
              src={store.cover}
              alt=""
              fill
              sizes="(min-width: 960px) 300px, (min-width: 600px) 50vw, 100vw"
              style={{ objectFit: 'cover' }}
            />
          )}
        </Box>
        <Box sx={{ p: 1.5 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
            {store.title}
          </Typography>
          <Pill
            data-testid="store-opening"
            size="small"
            label={label}
            sx={{
              fontWeight: 600,
              maxWidth: '100%',
              bgcolor: isOpen ? OPEN_BG : 'grey.200',
              color: isOpen ? 'success.dark' : 'text.primary',
            }}
          />
        </Box>
      </PlainButton>
    </Box>
  );
}
