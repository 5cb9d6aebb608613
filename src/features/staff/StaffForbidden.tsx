/** /painel for someone signed in who is not staff of this company: a 403 page that says so. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';

export function StaffForbidden() {
  const { t } = useTranslation('orders');
  return (
    <Box
      sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 6, textAlign: 'center', display: 'grid', gap: 2 }}
      data-testid="staff-forbidden"
    >
      <Typography variant="h5" component="h1">
        {t('board.forbidden')}
      </Typography>
      <Typography variant="body1">{t('board.forbiddenText')}</Typography>
    </Box>
  );
}
