/** The company's profile as text (what a booker sees; admins get the form), and its invoicing approval at this store. */
import { useTranslation } from '@/src/client/i18n/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatBRL } from '@/src/domain/brazil/format';
import { formatCnpj } from '@/src/domain/brazil/cnpj';
import type { BusinessAccountFieldsFragment } from './business-account-fields.generated';

export function CompanySummary({ account }: { account: BusinessAccountFieldsFragment }) {
  const { t } = useTranslation('business');
  const a = account.billingAddress;
  const rows: [string, string][] = [
    [t('profile.cnpj'), formatCnpj(account.cnpj)],
    [t('profile.legalName'), account.legalName],
    [t('profile.tradeName'), account.tradeName],
    [
      t('profile.stateRegistration'),
      account.stateRegistration === 'ISENTO' ? t('profile.exempt') : (account.stateRegistration ?? t('profile.none')),
    ],
    [t('profile.invoiceEmail'), account.invoiceEmail],
    [
      t('profile.billingAddress'),
      `${a.street}, ${a.number}${a.complement ? ` · ${a.complement}` : ''} · ${a.district} · ${a.city}/${a.state} · ${a.postalCode.replace(/^(\d{5})(\d{3})$/, '$1-$2')}`,
    ],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

export function CreditLineNote({ creditLine }: { creditLine: BusinessAccountFieldsFragment['creditLine'] }) {
  const { t } = useTranslation('business');
  const text = !creditLine
    ? t('credit.none')
    : creditLine.status === 'APPROVED'
      ? t('credit.approved', { limit: formatBRL(Math.round(creditLine.limit * 100)) })
      : creditLine.status === 'SUSPENDED'
        ? t('credit.suspended')
        : t('credit.requested');
  return (
    <Typography variant="body2" data-testid="credit-line" sx={{ color: 'text.secondary' }}>
      <strong>{t('credit.title')}:</strong> {text}
    </Typography>
  );
}
