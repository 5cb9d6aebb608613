import Box from '@mui/material/Box';
import { PlainButton } from '@/src/ui/PlainButton';
import { containedLook } from '@/src/ui/button-look';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import Link from 'next/link';
import type { ServiceBanner as Banner } from './service-content';

interface Props {
  banner: Banner;
  color: string | null;
}

/** The service's campaign banner: its image, a title and subtitle over a dark band, and its button. */
export function ServiceBanner({ banner, color }: Props) {
  return (
    <Box
      component="section"
      data-testid="service-banner"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: { md: 3 },
        mt: { md: 2 },
        bgcolor: color ?? 'primary.main',
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: { xs: '16 / 9', md: '16 / 6' } }}>
        {banner.img && (
          <Image
            src={banner.img}
            alt=""
            fill
            preload
            sizes="(min-width: 960px) 960px, 100vw"
            style={{ objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box
        sx={{
          p: 2,
          bgcolor: 'rgba(0,0,0,0.72)',
          color: '#fff',
          position: { md: 'absolute' },
          left: { md: 0 },
          right: { md: 0 },
          bottom: { md: 0 },
        }}
      >
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {banner.title}
        </Typography>
        {banner.subtitle && (
          <Typography variant="body1" sx={{ mt: 0.5 }}>
            {banner.subtitle}
          </Typography>
        )}
        {banner.buttonText && banner.link && (
          <PlainButton
            component={Link}
            href={banner.link}
            sx={{ ...containedLook('secondary'), mt: 1.5, minHeight: 44 }}
          >
            {banner.buttonText}
          </PlainButton>
        )}
      </Box>
    </Box>
  );
}
