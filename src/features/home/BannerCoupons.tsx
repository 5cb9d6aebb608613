import { PlainButton } from '@/src/ui/PlainButton';
import looks from '@/src/ui/button-look.module.css';
import { Text } from '@/src/ui/Text';
import Link from 'next/link';
import { useSnackbar } from '@/src/features/layout/toast';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { COUPON_PARAM } from '@/src/client/coupon';
import type { CompanyHomeQuery } from './company-home.generated';
import shared from './home.module.css';
import styles from './BannerCoupons.module.css';

type BannerCoupon = NonNullable<CompanyHomeQuery['company']>['coupons'][number];

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
    <section aria-labelledby="coupons-title" className={shared.section}>
      <Text variant="h2" id="coupons-title" className={shared.sectionTitle}>
        {t('coupons.title')}
      </Text>
      <ul className={shared.tiles}>
        {coupons.map((coupon) => (
          <li key={coupon.code} data-testid="banner-coupon" className={styles.coupon}>
            <Text component="h3" className={styles.code}>
              {coupon.code}
            </Text>
            {coupon.description && (
              <Text variant="body2" className={styles.description}>
                {coupon.description}
              </Text>
            )}
            <div className={styles.actions}>
              <PlainButton
                component={Link}
                href={couponHref(coupon.code)}
                className={`${looks.contained} ${styles.action}`}
                aria-label={t('coupons.useLabel', { code: coupon.code })}
              >
                {t('coupons.use')}
              </PlainButton>
              <PlainButton
                className={`${looks.outlined} ${styles.action}`}
                onClick={() => void copy(coupon.code)}
                aria-label={t('coupons.copyLabel', { code: coupon.code })}
              >
                {t('coupons.copy')}
              </PlainButton>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
