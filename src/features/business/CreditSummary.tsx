/** /empresa's card of the company's package credits with this store: how many may be used now, and the way to the rest. */
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageLocale } from '@/src/client/page-data';
import { AccountSection } from '@/src/features/account/AccountSection';
import type { BusinessCreditBalancesQuery } from './business-credit-balances.generated';
import { businessHref } from './BusinessLayout';
import { formatDay } from './credit-dates';

interface Props {
  credits: BusinessCreditBalancesQuery['businessCredits'];
  accountId: string;
  several: boolean;
}

export function CreditSummary({ credits, accountId, several }: Props) {
  const { t } = useTranslation('credits');
  const locale = usePageLocale();
  const expiries = credits.balances.map((b) => b.nextExpiry).filter((d): d is string => !!d);
  const first = expiries.sort()[0];
  return (
    <AccountSection id="credits-summary" title={t('summary.title')}>
      <Typography data-testid="credit-summary" sx={{ fontWeight: 700 }}>
        {credits.total > 0 ? t('summary.total', { count: credits.total }) : t('summary.none')}
      </Typography>
      {first && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('balance.validUntil', { date: formatDay(first, locale) })}
        </Typography>
      )}
      <Box
        component={Link}
        href={businessHref('/empresa/creditos', accountId, several)}
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, color: 'primary.main', fontWeight: 600 }}
      >
        {t('summary.link')}
      </Box>
    </AccountSection>
  );
}
