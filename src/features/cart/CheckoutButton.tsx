import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatBRL } from '@/src/domain/brazil/format';
import { reaisToCents } from '@/src/domain/pricing/money';
import { containedLook, largeSize } from '@/src/ui/button-look';
import { PlainButton } from '@/src/ui/PlainButton';

interface Props {
  /** The server's total in reais, or null while it is asked. */
  total: number | null;
  /** Why the shopper cannot go on yet, or null. */
  reason: string | null;
}

/** The way to checkout, stuck to the bottom of the screen, disabled with its reason while the cart cannot go on. */
export function CheckoutButton({ total, reason }: Props) {
  const { t } = useTranslation('cart');
  return (
    <Box
      data-bottom-bar=""
      sx={{
        position: 'sticky',
        bottom: 0,
        px: 2,
        py: 1.5,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        zIndex: 2,
      }}
    >
      {reason && (
        <Typography
          id="cart-checkout-reason"
          variant="body2"
          data-testid="cart-checkout-reason"
          sx={{ color: 'text.secondary', mb: 1, textAlign: 'center' }}
        >
          {reason}
        </Typography>
      )}
      <PlainButton
        component={reason ? 'button' : Link}
        href={reason ? undefined : '/checkout'}
        disabled={!!reason}
        aria-describedby={reason ? 'cart-checkout-reason' : undefined}
        data-testid="cart-checkout"
        sx={{ ...containedLook(), ...largeSize, width: '100%', minHeight: 48, justifyContent: 'space-between' }}
      >
        <span>{t('checkout')}</span>
        {total !== null && <span>{formatBRL(reaisToCents(total))}</span>}
      </PlainButton>
    </Box>
  );
}
