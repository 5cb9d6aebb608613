/**
 * The payment as the shopper must act on it: its status; for PIX the QR code (drawn on the server), the
 * copy-and-paste code with a copy button and the time left before it expires; the bank transfer's reference; the
 * payment link, each with the time it must be paid by (after it the order is cancelled: docs/decisions.md "Trust: unpaid orders and a verified e-mail"); a
 * declined card's reason. The countdown starts after hydration (the server's clock and the device's differ, and the
 * first render must match).
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { OrderPaymentView } from './order-view';
import { formatWhen, mmss, secondsLeft } from './order-time';

/** Seconds left before `expiresAt`, ticking every second in the browser; null before hydration or without one. */
export function useCountdown(expiresAt: string | null, now: () => number = Date.now): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!expiresAt) return;
    const tick = () => setLeft(secondsLeft(expiresAt, now()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [expiresAt, now]);
  return expiresAt ? left : null;
}

function PixPayment({ payment, number, now }: { payment: OrderPaymentView; number: string; now?: () => number }) {
  const { t } = useTranslation('orders');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const left = useCountdown(payment.pixExpiresAt, now);
  const expired = left === 0;
  const code = payment.pixCopyPaste ?? '';
  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  if (expired)
    return (
      <Typography role="alert" color="error" data-testid="pix-expired">
        {t('payment.pix.expired')}
      </Typography>
    );
  return (
    <Box data-testid="pix-panel" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2">{t('payment.pix.scan')}</Typography>
      {payment.pixQrCodeSvg && (
        <Box
          component="img"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(payment.pixQrCodeSvg)}`}
          alt={t('payment.pix.qrAlt', { number })}
          data-testid="pix-qr"
          sx={{
            width: 220,
            height: 220,
            maxWidth: '100%',
            justifySelf: 'center',
            bgcolor: '#fff',
            p: 1,
            borderRadius: 1,
          }}
        />
      )}
      {code && (
        <>
          <Typography component="label" htmlFor="pix-code" variant="body2" sx={{ fontWeight: 600 }}>
            {t('payment.pix.code')}
          </Typography>
          <Box
            component="textarea"
            id="pix-code"
            readOnly
            value={code}
            rows={4}
            data-testid="pix-code"
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
          <Button variant="contained" onClick={copyCode} sx={{ minHeight: 44 }} aria-describedby="pix-copy-status">
            {t('payment.pix.copy')}
          </Button>
          <Typography
            id="pix-copy-status"
            role="status"
            variant="body2"
            color={copy === 'failed' ? 'error' : 'text.secondary'}
          >
            {copy === 'copied' ? t('payment.pix.copied') : copy === 'failed' ? t('payment.pix.copyFailed') : ''}
          </Typography>
        </>
      )}
      {left !== null && (
        <Typography variant="body2" data-testid="pix-countdown" aria-live="off">
          {t('payment.pix.expiresIn', { time: t('time.minutes', mmss(left)) })}
        </Typography>
      )}
    </Box>
  );
}

/** `total`: the order's, in reais; a zero total's payment is "not required" whatever the method (nothing was charged). */
export function PaymentPanel({
  payment,
  number,
  total,
  now,
}: {
  payment: OrderPaymentView;
  number: string;
  total?: number;
  now?: () => number;
}) {
  const { t, i18n } = useTranslation('orders');
  const waiting = payment.status === 'PENDING';
  if (payment.status === 'NOT_REQUIRED' && total === 0) {
    return (
      <div data-testid="payment-panel">
        <Typography variant="body1" sx={{ fontWeight: 600 }}>
          <span data-testid="payment-status">{t('payment.free')}</span>
        </Typography>
        <Typography variant="body2">{t('payment.freeNote')}</Typography>
      </div>
    );
  }
  // PIX counts down on its own; a link or a transfer says by when it must be paid.
  const dueBy =
    waiting && payment.expiresAt && !payment.pixCopyPaste && !payment.pixQrCodeSvg
      ? formatWhen(payment.expiresAt, i18n.language)
      : null;
  return (
    <div data-testid="payment-panel">
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        {t(`payment.method.${payment.method}`, { defaultValue: payment.method })} ·{' '}
        <span data-testid="payment-status">{t(`payment.status.${payment.status}`)}</span>
      </Typography>
      {payment.status === 'DECLINED' && payment.declineReason && (
        <Typography role="alert" color="error" variant="body2">
          {t('payment.declined', { reason: payment.declineReason })}
        </Typography>
      )}
      {payment.status === 'NOT_REQUIRED' && <Typography variant="body2">{t('payment.inPerson')}</Typography>}
      {waiting && (payment.pixCopyPaste || payment.pixQrCodeSvg) && (
        <Box sx={{ mt: 1.5 }}>
          <PixPayment payment={payment} number={number} now={now} />
        </Box>
      )}
      {waiting && payment.bankTransferReference && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2">{t('payment.transfer')}</Typography>
          <Typography
            variant="body1"
            data-testid="transfer-reference"
            sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {payment.bankTransferReference}
          </Typography>
        </Box>
      )}
      {waiting && payment.linkUrl && (
        <Button
          variant="contained"
          href={payment.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ mt: 1, minHeight: 44 }}
        >
          {t('payment.link')}
        </Button>
      )}
      {dueBy && (
        <Typography variant="body2" data-testid="payment-due" sx={{ mt: 1 }}>
          {t('payment.dueBy', { when: dueBy })}
        </Typography>
      )}
    </div>
  );
}
