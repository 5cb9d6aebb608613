import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';

/** An empty cart says so and points back to the company's services. */
export function EmptyCart() {
  const { t } = useTranslation('cart');
  return (
    <Box data-testid="cart-empty" sx={{ px: 3, py: 8, textAlign: 'center' }}>
      <Box aria-hidden sx={{ fontSize: 48, lineHeight: 1, mb: 2 }}>🛒</Box>
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>{t('empty.title')}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>{t('empty.hint')}</Typography>
      <Button component={Link} href="/#services" variant="contained" sx={{ minHeight: 44 }}>{t('empty.action')}</Button>
    </Box>
  );
}
