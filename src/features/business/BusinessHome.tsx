/**
 * /empresa: without a company, the form that creates one; with companies, the chosen one's profile (a form for an
 * admin, text for a booker), its invoicing approval at this store and its team, and the form for one more company.
 */
import { useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { AccountSection } from '@/src/features/account/AccountSection';
import { LightButton as Button } from '@/src/ui/LightButton';
import { StatusAlert } from '@/src/ui/StatusAlert';
import type { BusinessAccountFieldsFragment } from './business-account-fields.generated';
import { CompanyForm } from './CompanyForm';
import { CompanySummary, CreditLineNote } from './CompanySummary';
import { companyValues, EMPTY_COMPANY } from './company-form-values';
import { TeamSection } from './TeamSection';
import type { BusinessCreditBalancesQuery } from './business-credit-balances.generated';
import { CreditSummary } from './CreditSummary';
import { RequestInvoicing } from './RequestInvoicing';

interface Props {
  accounts: BusinessAccountFieldsFragment[];
  accountId: string | null;
  emailVerified: boolean;
  /** The chosen company's package credits with this store (CreditSummary). */
  credits?: BusinessCreditBalancesQuery['businessCredits'] | null;
}

export function BusinessHome({ accounts, accountId, emailVerified, credits }: Props) {
  const { t } = useTranslation('business');
  const router = useRouter();
  const [another, setAnother] = useState(false);
  const creditNote = useRef<HTMLDivElement>(null);
  const account = accounts.find((a) => a._id === accountId) ?? null;

  const createForm = emailVerified ? (
    <CompanyForm initial={EMPTY_COMPANY} several={accounts.length > 0} />
  ) : (
    <StatusAlert severity="info">
      {t('home.unverified')}{' '}
      <Link href={`/verificar-email?callbackUrl=${encodeURIComponent('/empresa')}`}>{t('home.verify')}</Link>
    </StatusAlert>
  );

  if (!account)
    return (
      <AccountSection id="new-company" title={t('profile.create')}>
        <Typography sx={{ mb: 2 }}>{t('home.intro')}</Typography>
        {createForm}
      </AccountSection>
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {router.query.criada === '1' && (
        <StatusAlert severity="success" role="status">
          {t('profile.created')}
        </StatusAlert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' } }}>
        <AccountSection id="company" title={t('profile.title')}>
          <Box sx={{ mb: 2 }}>
            {/* Focused once an invoicing request is sent: the button that had focus is gone. */}
            <Box ref={creditNote} tabIndex={-1} aria-live="polite">
              <CreditLineNote creditLine={account.creditLine} />
            </Box>
            {!account.creditLine &&
              (account.myRole === 'ADMIN' ? (
                <RequestInvoicing
                  key={account._id}
                  accountId={account._id}
                  onRequested={() => creditNote.current?.focus()}
                />
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                  {t('credit.request.askAdmin')}
                </Typography>
              ))}
          </Box>
          {account.myRole === 'ADMIN' ? (
            <CompanyForm
              key={account._id}
              accountId={account._id}
              initial={companyValues(account)}
              several={accounts.length > 1}
            />
          ) : (
            <>
              <CompanySummary account={account} />
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
                {t('profile.readOnly')}
              </Typography>
            </>
          )}
        </AccountSection>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          {credits && <CreditSummary credits={credits} accountId={account._id} several={accounts.length > 1} />}
          <TeamSection key={account._id} account={account} />
        </Box>
      </Box>
      <AccountSection id="another-company" title={t('home.another')}>
        <Typography sx={{ mb: 2 }}>{t('home.anotherIntro')}</Typography>
        {another ? (
          createForm
        ) : (
          <Button variant="outlined" aria-expanded="false" onClick={() => setAnother(true)} sx={{ minHeight: 44 }}>
            {t('home.another')}
          </Button>
        )}
      </AccountSection>
    </Box>
  );
}
