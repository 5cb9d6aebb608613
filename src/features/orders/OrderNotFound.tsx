/** An order this visitor cannot see (unknown id, or someone else's): the same words either way, and the way back. */
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';

export function OrderNotFound() {
  const { t } = useTranslation('orders');
  return (
    <Box
      sx={{
        maxWidth: 560,
        mx: 'auto',
        px: 2,
        py: 6,
        textAlign: 'center',
        display: 'grid',
        gap: 2,
        justifyItems: 'center',
      }}
      data-testid="order-not-found"
    >
      <Typography variant="h5" component="h1">
        {t('notFound.title')}
      </Typography>
      <Typography variant="body1">{t('notFound.text')}</Typography>
      <Button component={Link} href="/pedidos" variant="contained" sx={{ minHeight: 44 }}>
        {t('notFound.history')}
      </Button>
    </Box>
  );
}
