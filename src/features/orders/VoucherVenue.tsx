/** A voucher's venue (issue 17, point 8): where the lounge is, and what its holder brings and follows to get in. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { VoucherView } from './order-view';

export function VoucherVenue({ voucher }: { voucher: VoucherView }) {
  const { t } = useTranslation('orders');
  return (
    <Box
      data-testid="voucher-venue"
      sx={{ justifySelf: 'stretch', textAlign: 'left', display: 'grid', gap: 0.5, breakInside: 'avoid' }}
    >
      <Typography variant="subtitle2" component="h4">
        {t('vouchers.where')}
      </Typography>
      <Typography variant="body2" data-testid="voucher-location">
        {voucher.venueName ? <strong>{voucher.venueName}. </strong> : null}
        {voucher.location}
      </Typography>
      {(voucher.accessRules ?? []).length > 0 && (
        <>
          <Typography variant="subtitle2" component="h4" sx={{ mt: 0.5 }}>
            {t('vouchers.access')}
          </Typography>
          <Box component="ul" data-testid="voucher-access" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
            {voucher.accessRules!.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
