import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useClientQuery } from '@/src/client/client-query';
import { placeLine, streetLine } from '@/src/domain/brazil/address-text';
import type { CheckoutAddress } from '@/src/domain/orders/checkout-state';
import { PlainButton } from '@/src/ui/PlainButton';
import { formatCep } from './cep';
import { savedAddresses, type SavedAddress } from './saved-address';

const document = async () => (await import('./saved-addresses.generated')).SavedAddressesDocument;

/** A saved address as the checkout's fields hold it; the instructions typed for this order stay. */
export function toCheckoutAddress(saved: SavedAddress, current: CheckoutAddress | null): CheckoutAddress {
  return {
    zipCode: formatCep(saved.zipCode ?? ''),
    street: saved.street ?? '',
    number: saved.number ?? '',
    addressLine2: saved.addressLine2 ?? '',
    district: saved.neighborhood ?? saved.district ?? '',
    city: saved.city ?? '',
    state: (saved.state ?? '').toUpperCase(),
    additionalInstructions: current?.additionalInstructions ?? '',
  };
}

const same = (a: CheckoutAddress | null, b: CheckoutAddress) =>
  !!a &&
  a.zipCode.replace(/\D/g, '') === b.zipCode.replace(/\D/g, '') &&
  a.street === b.street &&
  a.number === b.number &&
  (a.addressLine2 ?? '') === (b.addressLine2 ?? '');

/**
 * The signed-in shopper's saved addresses (/conta), each filled into the address with one tap, and "another
 * address" to type one. Says (`onMatch`) whether the address is one of them, so the step can fold its fields.
 */
export function SavedAddresses({
  email,
  address,
  onPick,
  onMatch,
  onOther,
}: {
  /** The signed-in shopper's e-mail; null for a guest, who has none. */
  email: string | null;
  address: CheckoutAddress | null;
  onPick: (address: CheckoutAddress) => void;
  onMatch: (chosen: boolean) => void;
  onOther: () => void;
}) {
  const { t } = useTranslation('checkout');
  // Always asked of the server: the list changes in /conta (another tab), and an earlier answer about the same
  // user (the profile's, before an address was saved) must not stand in for it.
  const result = useClientQuery(document, {
    variables: { email: email ?? '' },
    skip: !email,
    fetchPolicy: 'network-only',
  });
  const saved = savedAddresses(result.data?.user?.complement?.addresses);
  const matched = saved.some((entry) => same(address, toCheckoutAddress(entry, address)));
  useEffect(() => onMatch(matched), [matched, onMatch]);
  if (saved.length === 0) return null;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('address.saved')}
      </Typography>
      {saved.map((entry, index) => {
        const filled = toCheckoutAddress(entry, address);
        const chosen = same(address, filled);
        return (
          <PlainButton
            key={`${index}-${entry.zipCode}-${entry.number}`}
            type="button"
            data-testid="checkout-saved-address"
            aria-pressed={chosen}
            onClick={() => onPick(filled)}
            sx={{
              display: 'block',
              width: '100%',
              textAlign: 'left',
              minHeight: 56,
              px: 1.5,
              py: 1,
              border: 1,
              borderRadius: 2,
              borderColor: chosen ? 'primary.main' : 'divider',
              bgcolor: chosen ? 'action.selected' : 'background.paper',
              color: 'text.primary',
              font: 'inherit',
              cursor: 'pointer',
            }}
          >
            <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {streetLine(filled)}
            </Box>
            <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
              {placeLine(filled)}
            </Box>
          </PlainButton>
        );
      })}
      <PlainButton
        type="button"
        data-testid="checkout-other-address"
        aria-pressed={!matched}
        onClick={onOther}
        sx={{
          justifyContent: 'flex-start',
          minHeight: 48,
          px: 1.5,
          border: 1,
          borderRadius: 2,
          borderColor: matched ? 'divider' : 'primary.main',
          bgcolor: matched ? 'background.paper' : 'action.selected',
          color: 'text.primary',
          font: 'inherit',
          fontWeight: 600,
        }}
      >
        {t('address.other')}
      </PlainButton>
    </Box>
  );
}
