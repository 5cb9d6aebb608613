/**
 * /empresa/faturas (issue 18, point 6): the months of the company's statements with this store, newest first, each
 * with its bookings and total and its statement as PDF and CSV (/empresa/faturas/AAAA-MM.pdf|.csv); above them,
 * what is left of the company's limit for bookings on account. Each past month can be paid (StatementPayment: PIX
 * or boleto); the current month is still open.
 */
import { useTranslation } from '@/src/client/i18n/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatBRL } from '@/src/domain/brazil/format';
import { reaisToCents } from '@/src/domain/pricing/money';
import { AccountSection } from '@/src/features/account/AccountSection';
import { clientOnly } from '@/src/ui/client-only';
import { businessHref } from './BusinessLayout';
import type { BusinessStatementsQuery } from './business-statements.generated';

// Its charge is read in the browser, month by month: loaded after the page.
const MonthPayment = clientOnly(() => import('./MonthPayment').then((m) => m.MonthPayment));

type Month = BusinessStatementsQuery['businessStatements'][number];
type CreditLine = NonNullable<BusinessStatementsQuery['businessAccount']>['creditLine'];

interface Props {
  accountId: string;
  several: boolean;
  locale: string;
  /** Null when they could not be read. */
  months: Month[] | null;
  creditLine: CreditLine | null;
  /** The clock (tests); the browser's otherwise. */
  now?: Date;
}

/** "novembro de 2026" in the page's language, the same on the server and in the browser (UTC, the 1st). */
export function monthLabel(month: string, locale: string): string {
  const [year, number] = month.split('-').map(Number);
  const text = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

export function InvoicesPage({ accountId, several, locale, months, creditLine, now }: Props) {
  const { t } = useTranslation('business');
  const money = (reais: number) => formatBRL(reaisToCents(reais));
  const link = (file: string) => businessHref(`/empresa/faturas/${file}`, accountId, several);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <AccountSection id="invoices-credit" title={t('credit.title')}>
        <Typography data-testid="invoices-credit">
          {creditLine?.status === 'APPROVED'
            ? t('invoices.available', { available: money(creditLine.available), limit: money(creditLine.limit) })
            : creditLine?.status === 'SUSPENDED'
              ? t('credit.suspended')
              : creditLine?.status === 'REQUESTED'
                ? t('credit.requested')
                : t('credit.none')}
        </Typography>
      </AccountSection>
      <AccountSection id="invoices-months" title={t('invoices.months')}>
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('invoices.intro')}</Typography>
        {months === null ? (
          <Typography role="alert" color="error">
            {t('invoices.error')}
          </Typography>
        ) : months.length === 0 ? (
          <Typography data-testid="invoices-empty">{t('invoices.empty')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="invoices-list">
            {months.map((month) => {
              const label = monthLabel(month.month, locale);
              return (
                <Box
                  component="li"
                  key={month.month}
                  data-testid="invoice-month"
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 1,
                    py: 1.5,
                    borderTop: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="h3" sx={{ fontWeight: 700 }}>
                      {label}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('invoices.summary', { count: month.bookings, total: money(month.total) })}
                    </Typography>
                  </Box>
                  <Box sx={{ display: 'flex', gap: 1 }}>
                    {(['pdf', 'csv'] as const).map((kind) => (
                      <Box
                        key={kind}
                        component="a"
                        href={link(`${month.month}.${kind}`)}
                        aria-label={t(`invoices.${kind}Of`, { month: label })}
                        {...(kind === 'csv' ? { download: `fatura-${month.month}.csv` } : {})}
                        sx={{
                          display: 'inline-flex',
                          alignItems: 'center',
                          minHeight: 44,
                          px: 2,
                          border: 1,
                          borderColor: 'primary.main',
                          borderRadius: 1,
                          color: 'primary.main',
                          fontWeight: 600,
                          textDecoration: 'none',
                          '&:hover': { bgcolor: 'action.hover' },
                        }}
                      >
                        {kind.toUpperCase()}
                      </Box>
                    ))}
                  </Box>
                  {/* Nothing for a month still open (São Paulo's clock, as the server's rule). */}
                  <Box sx={{ flexBasis: '100%', '&:empty': { display: 'none' } }}>
                    <MonthPayment accountId={accountId} month={month.month} now={now} />
                  </Box>
                </Box>
              );
            })}
          </Box>
        )}
      </AccountSection>
    </Box>
  );
}
