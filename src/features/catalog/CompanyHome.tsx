import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from 'next/link';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '@/src/features/layout/toast';
import { useTranslation } from 'next-i18next/pages';
import { HEADING_FONT } from '@/src/ui/theme';
import type { CompanyHomeData } from '@/src/contracts/company-home';

// Card titles are h3 in the outline but not sized as one: the theme's responsive h3 would outgrow a card on desktop.
const cardTitle = { fontFamily: HEADING_FONT, fontWeight: 700, lineHeight: 1.3 } as const;
// The theme's responsive heading sizes outgrow the home's column on desktop; sizes set per breakpoint win over them.
const sectionTitle = { fontSize: { xs: '1.375rem', md: '1.75rem' } } as const;
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } } as const;

export function CompanyHome({ home }: { home: CompanyHomeData }) {
  const { t } = useTranslation('common');
  const { enqueueSnackbar } = useSnackbar();

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      enqueueSnackbar(t('home.couponCopied', { code }), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('home.couponCopyFailed', { code }), { variant: 'warning' });
    }
  }

  return (
    <Container component="main" sx={{ maxWidth: { xs: 414, md: 960 }, py: 4 }}>
      <Box component="header" sx={{ textAlign: 'center', mb: 4 }}>
        <Typography variant="h1" gutterBottom sx={{ color: 'primary.main', fontSize: { xs: '1.875rem', md: '2.5rem' } }}>{home.name}</Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>{t('home.subtitle')}</Typography>
      </Box>

      {/* `#services` (links such as '/#services') lands on the heading with its list. */}
      <Box component="section" id="services">
      <Typography variant="h2" sx={{ ...sectionTitle, mb: 2 }}>{t('home.services')}</Typography>
      <Box sx={{ ...grid, mb: 4 }}>
        {home.services.map((service) => (
          <Card key={service.slug} variant="outlined">
            {/* next/link keeps the page's language (/en/…) and navigates without a full reload. */}
            <CardActionArea component={Link} href={`/${service.slug}`}>
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ ...cardTitle, fontSize: '1.25rem', mb: 1 }}>{service.title}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>{service.description}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      </Box>

      {home.coupons.length > 0 && (
        <>
          <Typography variant="h2" sx={{ ...sectionTitle, mb: 2 }}>{t('home.coupons')}</Typography>
          <Box sx={{ ...grid, mb: 4 }}>
            {home.coupons.map((coupon) => (
              <Card key={coupon.code} variant="outlined">
                <CardContent>
                  <Typography variant="subtitle1" component="h3" sx={{ ...cardTitle, fontSize: '1.25rem' }}>{coupon.code}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>{coupon.description}</Typography>
                  <Button size="small" variant="outlined" onClick={() => void copy(coupon.code)} aria-label={t('home.copyCoupon', { code: coupon.code })}>
                    {t('home.copy')}
                  </Button>
                </CardContent>
              </Card>
            ))}
          </Box>
        </>
      )}

      <Typography variant="h2" sx={{ ...sectionTitle, mb: 2 }}>{t('home.stores')}</Typography>
      <Box sx={grid}>
        {home.catalogs.map((catalog) => (
          <Card key={catalog._id} variant="outlined">
            <CardActionArea component={Link} href={`/loja/${catalog.slug}`}>
              {catalog.cover && <Box component="img" src={catalog.cover} alt="" loading="lazy" sx={{ width: '100%', height: 120, objectFit: 'cover', display: 'block' }} />}
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ ...cardTitle, fontSize: '1.125rem', mb: 0.5 }}>{catalog.title}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>{catalog.description}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Container>
  );
}
