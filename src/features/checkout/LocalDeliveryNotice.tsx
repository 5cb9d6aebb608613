import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatBRL } from '@/src/domain/brazil/format';
import { reaisToCents } from '@/src/domain/pricing/money';
import { StatusAlert as Alert } from '@/src/ui/StatusAlert';
import type { DeliveryRouteAnswer } from './use-delivery-route';

/**
 * What the shop's delivery to the typed address is: its own courier ("Entrega pela loja · em até 60 min", the
 * place's fee), or why it cannot deliver there now. A carrier's options are the shipping list below it.
 */
export function LocalDeliveryNotice({
  route,
  time,
  district,
}: {
  route: DeliveryRouteAnswer | null;
  time: 'now' | 'schedule';
  district: string;
}) {
  const { t } = useTranslation('checkout');
  if (!route || route.kind === 'CARRIER') return null;
  if (route.kind === 'UNAVAILABLE')
    return (
      <Alert severity="warning" data-testid="checkout-route-unavailable">
        {t(`route.${route.reason === 'CARRIER_NOT_NOW' ? 'carrierNotNow' : 'notCovered'}`, {
          district: district.trim(),
        })}
      </Alert>
    );
  const fee = route.deliveryFee ?? 0;
  return (
    <Box
      data-testid="checkout-local-delivery"
      sx={{ border: 1, borderColor: 'primary.main', bgcolor: 'action.selected', borderRadius: 2, px: 2, py: 1.5 }}
    >
      <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
        {time === 'now' && route.estimatedDeliveryTime
          ? t('route.localNow', { minutes: route.estimatedDeliveryTime })
          : t(time === 'now' ? 'route.localNowNoTime' : 'route.localSchedule')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {fee > 0
          ? t('route.fee', { area: route.area ?? district, fee: formatBRL(reaisToCents(fee)) })
          : t('route.free', { area: route.area ?? district })}
      </Typography>
    </Box>
  );
}
