import Box from '@mui/material/Box';
import { containedLook } from '@/src/ui/button-look';
import { PlainButton } from '@/src/ui/PlainButton';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';

/** An empty cart says so and points back to the company's services. */
export function EmptyCart() {
  const { t } = useTranslation('cart');
  return (
    <Box data-testid="cart-empty" sx={{ px: 3, py: 8, textAlign: 'center' }}>
      <Box
        component="svg"
        aria-hidden
        viewBox="0 0 24 24"
        sx={{ width: 56, height: 56, mb: 2, color: 'text.disabled' }}
      >
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.9 2H20a1 1 0 0 1 .9 1.4l-3.3 6.1A2 2 0 0 1 15.9 14H8.5l-1.1 2H19v2H7a2 2 0 0 1-1.8-3l1.4-2.5L3 4H1V2h3.3l.9 2Z"
        />
      </Box>
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>
        {t('empty.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        {t('empty.hint')}
      </Typography>
      <PlainButton component={Link} href="/#services" sx={{ ...containedLook(), minHeight: 44 }}>
        {t('empty.action')}
      </PlainButton>
    </Box>
  );
}
