import Box from '@mui/material/Box';
import { PlainButton } from '@/src/ui/PlainButton';
import { containedLook, outlinedLook } from '@/src/ui/button-look';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useSnackbar } from '@/src/features/layout/toast';
import { useTranslation } from 'next-i18next/pages';
import { COUPON_PARAM } from '@/src/client/coupon';
import type { CompanyHomeQuery } from './company-home.generated';

type BannerCoupon = NonNullable<CompanyHomeQuery['company']>['coupons'][number];
import { sectionTitle } from './section-title';

/** The cart applies a coupon named in its `cupom` query parameter (src/client/coupon.ts). */
export const couponHref = (code: string) => `/carrinho?${COUPON_PARAM}=${encodeURIComponent(code)}`;

/** The banner coupons as cards: the code, what it gives, a link that opens the cart with it applied, and a copy button. */
export function BannerCoupons({ coupons }: { coupons: BannerCoupon[] }) {
  const { t } = useTranslation('home');
  const { enqueueSnackbar } = useSnackbar();
  if (coupons.length === 0) return null;

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      enqueueSnackbar(t('coupons.copied', { code }), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('coupons.copyFailed', { code }), { variant: 'warning' });
    }
  }

  return (
    <Box component="section" aria-labelledby="coupons-title" sx={{ py: 3 }}>
      <Typography variant="h2" id="coupons-title" sx={sectionTitle}>
        {t('coupons.title')}
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
        {coupons.map((coupon) => (
          <Box
            component="li"
            key={coupon.code}
            data-testid="banner-coupon"
            sx={{
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
              p: 2,
              borderRadius: 3,
              border: '2px dashed',
              borderColor: 'secondary.main',
              bgcolor: 'background.paper',
              minWidth: 0,
            }}
          >
            <Typography
              component="h3"
              sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: 1, color: 'primary.main' }}
            >
              {coupon.code}
            </Typography>
            {coupon.description && (
              <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
                {coupon.description}
              </Typography>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <PlainButton
                component={Link}
                href={couponHref(coupon.code)}
                sx={{ ...containedLook(), minHeight: 44 }}
                aria-label={t('coupons.useLabel', { code: coupon.code })}
              >
                {t('coupons.use')}
              </PlainButton>
              <PlainButton
                sx={{ ...outlinedLook, minHeight: 44 }}
                onClick={() => void copy(coupon.code)}
                aria-label={t('coupons.copyLabel', { code: coupon.code })}
              >
                {t('coupons.copy')}
              </PlainButton>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
