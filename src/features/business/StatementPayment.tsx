/**
 * Paying a month's statement (issue 18, point 6), for the /empresa/faturas months list: once the month is over, a
 * member asks for a PIX Cobrança or a boleto with its due date; the PIX copy-and-paste code (and its QR code) or the
 * boleto line show with a copy button, and, on the demo, a button has the sandbox pay it. A paid month says when.
 * Refusals (month not over, nothing to pay, no online payment at this store) are said here, translated. Needs the
 * `credits` namespace on the page. The same charge is printed on the month's PDF.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useClientQuery } from '@/src/client/client-query';
import { usePageLocale } from '@/src/client/page-data';
import { formatBRL } from '@/src/domain/brazil/format';
import { LightButton as Button } from '@/src/ui/LightButton';
import { runBusinessMutation } from './business-actions';
import type { BusinessStatementChargeFieldsFragment } from './business-statement-charge-fields.generated';
import { formatDay } from './credit-dates';

const chargeDocument = async () =>
  (await import('./business-statement-charge.generated')).BusinessStatementChargeDocument;

type Charge = BusinessStatementChargeFieldsFragment;

/** YYYY-MM-DD → the screens' day (dd/MM/yyyy, MM/dd/yyyy in English). */
const dueDay = (date: string, locale: string | undefined) => formatDay(`${date}T00:00:00.000-03:00`, locale);

export function StatementPayment({ accountId, month }: { accountId: string; month: string }) {
  const { t } = useTranslation('credits');
  const locale = usePageLocale();
  const read = useClientQuery(chargeDocument, { variables: { accountId, month }, fetchPolicy: 'network-only' });
  const [changed, setChanged] = useState<Charge | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const charge = changed ?? read.data?.businessStatementCharge ?? null;
  const errorText = (code: string) => t(`errors.${code}`, { defaultValue: t('errors.generic') });

  async function pay(method: 'PIX' | 'BOLETO') {
    setBusy(true);
    setError(null);
    const outcome = await runBusinessMutation(locale, (d) => d.PayBusinessStatementDocument, {
      accountId,
      month,
      method,
    });
    setBusy(false);
    if (outcome.ok) setChanged(outcome.data.payBusinessStatement);
    else setError(errorText(outcome.refusal.code));
  }

  async function simulate(chargeId: string) {
    setBusy(true);
    setError(null);
    const outcome = await runBusinessMutation(locale, (d) => d.SimulateStatementPaymentDocument, {
      accountId,
      chargeId,
    });
    setBusy(false);
    if (outcome.ok) setChanged(outcome.data.simulateStatementPayment);
    else setError(errorText(outcome.refusal.code));
  }

  const code = charge?.pixCopyPaste ?? charge?.boletoLine ?? null;
  return (
    <Box
      component="section"
      aria-label={t('statement.title')}
      data-testid="statement-payment"
      sx={{ display: 'grid', gap: 1 }}
    >
      {charge?.status === 'PAID' ? (
        <Typography role="status" sx={{ fontWeight: 700, color: 'success.dark' }}>
          {t('statement.paid', { date: formatDay(charge.paidAt, locale) })}
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant={charge?.method === 'PIX' ? 'contained' : 'outlined'}
              disabled={busy}
              onClick={() => void pay('PIX')}
              sx={{ minHeight: 44 }}
            >
              {t('statement.pix')}
            </Button>
            <Button
              variant={charge?.method === 'BOLETO' ? 'contained' : 'outlined'}
              disabled={busy}
              onClick={() => void pay('BOLETO')}
              sx={{ minHeight: 44 }}
            >
              {t('statement.boleto')}
            </Button>
          </Box>
          {charge && (
            <Box sx={{ display: 'grid', gap: 1 }} data-testid="statement-charge">
              <Typography>
                {t('statement.amount', { amount: formatBRL(Math.round(charge.amount * 100)) })} ·{' '}
                <strong>{t('statement.due', { date: dueDay(charge.dueDate, locale) })}</strong>
              </Typography>
              {charge.pixQrCodeSvg && (
                <Box
                  component="img"
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(charge.pixQrCodeSvg)}`}
                  alt={t('statement.qr')}
                  sx={{ width: 200, height: 200, maxWidth: '100%', bgcolor: '#fff', p: 1, borderRadius: 1 }}
                />
              )}
              {code && (
                <>
                  <Typography
                    component="label"
                    htmlFor={`statement-code-${month}`}
                    variant="body2"
                    sx={{ fontWeight: 600 }}
                  >
                    {charge.method === 'PIX' ? t('statement.pixCode') : t('statement.boletoLine')}
                  </Typography>
                  <Box
                    component="textarea"
                    id={`statement-code-${month}`}
                    readOnly
                    value={code}
                    rows={charge.method === 'PIX' ? 4 : 2}
                    sx={{
                      width: '100%',
                      boxSizing: 'border-box',
                      font: 'inherit',
                      fontSize: '0.85rem',
                      p: 1,
                      wordBreak: 'break-all',
                      resize: 'none',
                    }}
                  />
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    <Button
                      variant="outlined"
                      onClick={() => void navigator.clipboard?.writeText(code).then(() => setCopied(true))}
                      sx={{ minHeight: 44 }}
                    >
                      {t('statement.copy')}
                    </Button>
                    <span role="status">{copied ? t('statement.copied') : ''}</span>
                  </Box>
                </>
              )}
              {charge.sandbox && (
                <Box sx={{ display: 'grid', gap: 0.5 }}>
                  <Button
                    variant="text"
                    disabled={busy}
                    onClick={() => void simulate(charge._id)}
                    sx={{ minHeight: 44, justifySelf: 'start' }}
                  >
                    {t('statement.sandbox')}
                  </Button>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('statement.sandboxNote')}
                  </Typography>
                </Box>
              )}
            </Box>
          )}
        </>
      )}
      {busy && <Typography variant="body2">{t('statement.busy')}</Typography>}
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
    </Box>
  );
}
