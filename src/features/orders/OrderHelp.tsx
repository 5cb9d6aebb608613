/**
 * Help on an order: "Cancelar pedido" only while the order is PLACED and the server says it can be cancelled
 * (docs/business-rules.md "Order policies"), behind a confirmation; afterwards, why cancelling is no longer possible
 * (the server's translated reason). A cancelled order shows its reason. WhatsApp when the store takes messages.
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import { LazyDialog as Dialog } from '@/src/ui/LazyDialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { canCancelOrder } from '@/src/domain/orders/cancel-policy';
import type { OrderView } from './order-view';

export interface OrderHelpProps {
  order: Pick<OrderView, 'number' | 'status' | 'canCancel' | 'cancelRefusal' | 'cancelReason'>;
  whatsappLink?: string | null;
  /** Cancels on the server; resolves once the new order is shown, rejects with the server's message. */
  onCancel(reason: string | null): Promise<void>;
}

export function OrderHelp({ order, whatsappLink, onCancel }: OrderHelpProps) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const errorId = useId();
  const cancellable = order.canCancel && canCancelOrder(order.status).allowed;

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onCancel(reason.trim() || null);
      setOpen(false);
      setDone(true);
    } catch (failure) {
      setError(t('help.error', { message: failure instanceof Error ? failure.message : String(failure) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="order-help">
      {cancellable && (
        <Button
          variant="outlined"
          color="error"
          onClick={() => setOpen(true)}
          sx={{ minHeight: 44, justifySelf: 'start' }}
        >
          {t('help.cancel')}
        </Button>
      )}
      {!cancellable && order.status !== 'CANCELED' && (
        <Typography variant="body2" data-testid="cancel-refusal">
          {order.cancelRefusal || t('help.refusalDefault')}
        </Typography>
      )}
      {order.status === 'CANCELED' && (
        <Typography variant="body2" role={done ? 'status' : undefined} data-testid="cancelled-note">
          {done ? `${t('help.cancelled')} ` : ''}
          {order.cancelReason
            ? t('help.cancelledReason', { reason: order.cancelReason })
            : !done
              ? t('help.cancelledPlain')
              : ''}
        </Typography>
      )}
      {whatsappLink && (
        <Button
          variant="contained"
          color="success"
          href={whatsappLink}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ minHeight: 44, justifySelf: 'start' }}
        >
          {t('help.whatsapp')}
        </Button>
      )}
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        aria-labelledby={`${errorId}-title`}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id={`${errorId}-title`}>{t('help.cancelTitle', { number: order.number })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('help.cancelText')}</DialogContentText>
          <TextField
            label={t('help.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value.slice(0, 300))}
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { 'aria-describedby': error ? errorId : undefined, maxLength: 300 } }}
          />
          {error && (
            <Typography id={errorId} role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
              {error}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy} sx={{ minHeight: 44 }}>
            {t('help.keep')}
          </Button>
          <Button onClick={confirm} color="error" variant="contained" disabled={busy} sx={{ minHeight: 44 }}>
            {busy ? t('help.cancelling') : t('help.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
