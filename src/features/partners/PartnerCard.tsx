import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import Link from 'next/link';
import type { PartnerCatalog } from './partner-services';
import { coverFrameSx, linkCardSx } from '@/src/ui/link-card';
import { storeHref } from '@/src/domain/links';

/** Cover sizes: the full phone column, half a tablet row, a third of the 960 px column on desktop. */
const COVER_SIZES = '(min-width: 900px) 310px, (min-width: 600px) 50vw, 100vw';

/** One brand or restaurant: its cover, its services and name, the whole card a link to its store page. */
export function PartnerCard({ catalog, services }: { catalog: PartnerCatalog; services: ReadonlyArray<string> }) {
  return (
    <Box component={Link} href={storeHref(catalog.slug)} data-testid="partner-card" sx={{ ...linkCardSx, minWidth: 0 }}>
      <Box sx={coverFrameSx}>
        {catalog.cover && <Image src={catalog.cover} alt="" fill sizes={COVER_SIZES} style={{ objectFit: 'cover' }} />}
      </Box>
      <Box sx={{ p: 2, minHeight: 44 }}>
        {services.length > 0 && (
          <Typography
            variant="overline"
            component="p"
            data-testid="partner-services"
            sx={{ color: 'primary.main', lineHeight: 1.6, fontWeight: 700 }}
          >
            {services.join(' · ')}
          </Typography>
        )}
        <Typography
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          {catalog.title}
        </Typography>
        {catalog.description && (
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
            {catalog.description}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
