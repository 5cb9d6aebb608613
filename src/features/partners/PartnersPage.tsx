import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { PartnerCard } from './PartnerCard';
import { partnerGroups } from './partner-groups';
import type { PartnerCatalog, PartnerService } from './partners.query';

// One column on phones, two on tablets, three in the 960 px desktop column.
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } } as const;

/** `/parceiros`: the company's brands and restaurants, grouped under the services they serve. */
export function PartnersPage({ catalogs, services }: { catalogs: ReadonlyArray<PartnerCatalog>; services: ReadonlyArray<PartnerService> }) {
  const { t } = useTranslation('partners');
  const groups = partnerGroups(catalogs, services);
  return (
    <Box component="main" sx={{ maxWidth: { xs: '100%', md: 960 }, mx: 'auto', px: 2, py: 3, minHeight: '60vh' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 700, mb: 1 }}>{t('title')}</Typography>
      <Typography variant="body1" sx={{ color: 'text.secondary', mb: 3 }}>{t('subtitle')}</Typography>
      {groups.length === 0 && <Typography role="status" data-testid="partners-empty">{t('empty')}</Typography>}
      {groups.map((group) => {
        const headingId = `parceiros-${group.slug ?? 'outros'}`;
        return (
          <Box component="section" key={group.slug ?? '_'} aria-labelledby={headingId} sx={{ mb: 4 }}>
            <Typography variant="h2" id={headingId} sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, fontWeight: 700, mb: 2 }}>
              {group.title ?? t('others')}
            </Typography>
            <Box component="ul" sx={{ ...grid, m: 0, p: 0, listStyle: 'none' }}>
              {group.catalogs.map((catalog) => (
                <Box component="li" key={catalog._id} sx={{ minWidth: 0 }}>
                  <PartnerCard catalog={catalog} />
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
