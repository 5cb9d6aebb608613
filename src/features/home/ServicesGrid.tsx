import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { HomeService } from './home-sections';
import { sectionTitle } from './section-title';
import { serviceHref } from '@/src/domain/links';

/**
 * The services as tiles (icon, title, one line), each opening `/{slug}`. The section's id is `services`, so links
 * such as '/#services' (banners, the menu) land on it.
 */
export function ServicesGrid({ services }: { services: HomeService[] }) {
  const { t } = useTranslation('home');
  if (services.length === 0) return null;
  return (
    <Box component="section" id="services" aria-labelledby="services-title" sx={{ scrollMarginTop: 72, py: 3 }}>
      <Typography variant="h2" id="services-title" sx={sectionTitle}>
        {t('services')}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {services.map((service) => (
          <Box component="li" key={service._id} sx={{ minWidth: 0 }}>
            {/* next/link keeps the page's language (/en/…) and navigates without a full reload. */}
            <Box
              component={Link}
              href={serviceHref(service.slug)}
              data-testid="home-service"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                minHeight: 72,
                p: 1.5,
                height: '100%',
                borderRadius: 3,
                border: 1,
                borderColor: 'divider',
                borderLeft: 4,
                borderLeftColor: service.color ?? 'primary.main',
                color: 'text.primary',
                textDecoration: 'none',
                bgcolor: 'background.paper',
                '&:hover, &:focus-visible': {
                  borderColor: 'primary.main',
                  borderLeftColor: service.color ?? 'primary.main',
                  boxShadow: 2,
                },
              }}
            >
              <Box
                sx={{
                  position: 'relative',
                  flex: '0 0 44px',
                  height: 44,
                  borderRadius: 2,
                  bgcolor: 'grey.100',
                  overflow: 'hidden',
                }}
              >
                {service.icon && (
                  <Image src={service.icon} alt="" fill sizes="44px" style={{ objectFit: 'contain', padding: 6 }} />
                )}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                  {service.title ?? service.name}
                </Typography>
                {service.description && (
                  <Typography
                    variant="body2"
                    sx={{ color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {service.description}
                  </Typography>
                )}
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
