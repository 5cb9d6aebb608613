import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '@/src/client/i18n/use-translation';

export type ReplaceReason = 'otherStore' | 'single' | 'visit';

/**
 * Asks before an added item empties the cart: it holds another store's items, the service takes one item, or (a
 * lounge) the cart's passes are for another visit.
 */
export function ReplaceCartDialog({
  reason,
  onConfirm,
  onCancel,
}: {
  reason: ReplaceReason | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('item');
  return (
    <Dialog open={reason !== null} onClose={onCancel} aria-labelledby="replace-title" aria-describedby="replace-text">
      <DialogTitle id="replace-title">{t('add.replaceTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="replace-text">
          {reason === 'single'
            ? t('add.replaceSingle')
            : reason === 'visit'
              ? t('add.replaceVisit')
              : t('add.replaceOtherStore')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} sx={{ minHeight: 44 }}>
          {t('add.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" sx={{ minHeight: 44 }}>
          {t('add.replaceConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
