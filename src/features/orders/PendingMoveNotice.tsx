/**
 * A late move waiting for its fee (PIX, transfer, link): the slot asked for, that the booking keeps its current
 * slot until the company sees the money, by when to pay, and what to pay with — the PIX QR code and its copy-and-
 * paste code, the transfer's reference, or the link. Everything comes from the server (Order.bookingMove.pending).
 */
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatBRL } from '@/src/domain/brazil/format';
import { reaisToCents } from '@/src/domain/pricing/money';
import { useCountdown } from './PaymentPanel';
import { formatWhen, mmss } from './order-time';
import type { PendingMoveView } from './order-view';

export function PendingMoveNotice({ pending, number }: { pending: PendingMoveView; number: string }) {
  const { t, i18n } = useTranslation('reschedule');
  const left = useCountdown(pending.payment.pixExpiresAt);
  const { payment } = pending;
  const values = {
    to: formatWhen(pending.to, i18n.language),
    from: formatWhen(pending.from, i18n.language),
    amount: formatBRL(reaisToCents(pending.fee)),
  };
  return (
    <Box
      data-testid="reschedule-pending"
      sx={{ display: 'grid', gap: 1.5, p: 1.5, mt: 1.5, borderRadius: 1, border: 1, borderColor: 'warning.main' }}
    >
      <Typography variant="subtitle2" component="h3">
        {t('pending.title')}
      </Typography>
      <Typography variant="body2" data-testid="reschedule-pending-body">
        {t('pending.body', values)}
      </Typography>
      <Typography variant="body2">{t('pending.payBefore', values)}</Typography>
      {left === 0 ? (
        <Typography role="alert" color="error" variant="body2" data-testid="reschedule-pending-expired">
          {t('pending.expired')}
        </Typography>
      ) : (
        <>
          {payment.pixQrCodeSvg && (
            <Box
              component="img"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(payment.pixQrCodeSvg)}`}
              alt={t('pending.qrAlt', { number })}
              sx={{
                width: 200,
                height: 200,
                maxWidth: '100%',
                justifySelf: 'center',
                bgcolor: '#fff',
                p: 1,
                borderRadius: 1,
              }}
            />
          )}
          {payment.pixCopyPaste && (
            <>
              <Box component="label" htmlFor="reschedule-fee-pix" sx={{ fontWeight: 600, fontSize: '0.875rem' }}>
                {t('feePix')}
              </Box>
              <Box
                component="textarea"
                id="reschedule-fee-pix"
                readOnly
                rows={4}
                value={payment.pixCopyPaste}
                data-testid="reschedule-fee-pix"
                onFocus={(event: React.FocusEvent<HTMLTextAreaElement>) => event.currentTarget.select()}
                sx={{
                  width: '100%',
                  boxSizing: 'border-box',
                  font: 'inherit',
                  fontSize: '0.8rem',
                  p: 1,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  resize: 'none',
                  wordBreak: 'break-all',
                }}
              />
            </>
          )}
          {left !== null && left > 0 && (
            <Typography variant="body2" aria-live="off">
              {t('pending.expiresIn', { time: `${mmss(left).minutes}:${mmss(left).seconds}` })}
            </Typography>
          )}
        </>
      )}
      {payment.bankTransferReference && (
        <Box>
          <Typography variant="body2">{t('pending.transfer')}</Typography>
          <Typography
            variant="body1"
            data-testid="reschedule-fee-transfer"
            sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {payment.bankTransferReference}
          </Typography>
        </Box>
      )}
      {payment.linkUrl && (
        <Button
          variant="contained"
          href={payment.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ minHeight: 44, justifySelf: 'start' }}
        >
          {t('pending.link')}
        </Button>
      )}
    </Box>
  );
}
