import { useState } from 'react';
import Box from '@mui/material/Box';
import { Pill } from '@/src/ui/Pill';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { PartnerCard } from './PartnerCard';
import { partnerFilters, partnersOf, serviceNamesOf } from './partner-services';
import type { PartnerCatalog, PartnerService } from './partner-services';

// One column on phones, two on tablets, three in the 960 px desktop column. The chips scroll sideways on a phone
// and wrap on desktop, where a mouse cannot easily scroll a row sideways.
const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;
const chip = { height: 44, borderRadius: 22, px: 2, fontWeight: 600, flex: '0 0 auto' } as const;

/**
 * `/parceiros`: the company's brands and restaurants in one grid, each card labelled with its services; the chips
 * narrow the grid to one service. Every card is in the server's HTML; the chips only filter in the browser.
 */
export function PartnersPage({
  catalogs,
  services,
}: {
  catalogs: ReadonlyArray<PartnerCatalog>;
  services: ReadonlyArray<PartnerService>;
}) {
  const { t } = useTranslation('partners');
  const [service, setService] = useState<string | null>(null);
  const filters = partnerFilters(catalogs, services);
  const shown = partnersOf(catalogs, service);
  return (
    <Box component="main" sx={{ maxWidth: { xs: '100%', md: 960 }, mx: 'auto', px: 2, py: 3, minHeight: '60vh' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 700, mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography variant="body1" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('subtitle')}
      </Typography>
      {filters.length > 1 && (
        <Box
          role="group"
          aria-label={t('filter')}
          data-testid="partner-filters"
          sx={{
            display: 'flex',
            flexWrap: { xs: 'nowrap', md: 'wrap' },
            gap: 1,
            overflowX: 'auto',
            pb: 1,
            mb: 2,
            mx: -2,
            px: 2,
            scrollbarWidth: 'thin',
          }}
        >
          <Pill
            label={t('all')}
            aria-pressed={service === null}
            color={service === null ? 'primary' : 'default'}
            variant={service === null ? 'filled' : 'outlined'}
            onClick={() => setService(null)}
            sx={chip}
          />
          {filters.map((filter) => (
            <Pill
              key={filter.slug}
              label={filter.title}
              aria-pressed={service === filter.slug}
              color={service === filter.slug ? 'primary' : 'default'}
              variant={service === filter.slug ? 'filled' : 'outlined'}
              onClick={() => setService(filter.slug)}
              sx={chip}
            />
          ))}
        </Box>
      )}
      {shown.length === 0 ? (
        <Typography role="status" data-testid="partners-empty">
          {t('empty')}
        </Typography>
      ) : (
        <Box component="ul" aria-live="polite" sx={{ ...grid, m: 0, p: 0, listStyle: 'none' }}>
          {shown.map((catalog) => (
            <Box component="li" key={catalog._id} sx={{ minWidth: 0 }}>
              <PartnerCard catalog={catalog} services={serviceNamesOf(catalog, services)} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
