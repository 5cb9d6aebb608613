import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { placeLine, streetLine } from '@/src/domain/brazil/address-text';
import type { DeliveryAddressView } from './order-view';

/** "Entregar em: Rua Harmonia, 123 — apto 42 · Vila Madalena · São Paulo/SP · 05435-000", and the instructions. */
export function DeliveryAddress({ address }: { address: DeliveryAddressView | null | undefined }) {
  const { t } = useTranslation('orders');
  if (!address) return null;
  return (
    <Box data-testid="order-delivery-address" sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('deliveryAddress.label')}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {streetLine(address)}
      </Typography>
      <Typography variant="body2">{placeLine(address)}</Typography>
      {address.additionalInstructions && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {address.additionalInstructions}
        </Typography>
      )}
    </Box>
  );
}
