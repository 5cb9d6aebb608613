/** The clients and bookings pages of someone in no company yet: where to create one (the form lives on /empresa). */
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import Typography from '@mui/material/Typography';
import { AccountSection } from '@/src/features/account/AccountSection';
import { LightButton as Button } from '@/src/ui/LightButton';

export function NoCompany() {
  const { t } = useTranslation('business');
  return (
    <AccountSection id="no-company" title={t('home.none')}>
      <Typography sx={{ mb: 2 }}>{t('home.intro')}</Typography>
      <Button component={Link} href="/empresa" variant="contained" sx={{ minHeight: 48 }}>
        {t('profile.create')}
      </Button>
    </AccountSection>
  );
}
