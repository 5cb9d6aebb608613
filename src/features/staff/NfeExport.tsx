/**
 * The staff board's NF-e export (issue 18, point 6): a month's company bookings (CNPJ, service, amounts; tax fields
 * empty where unknown) for the merchant's invoicing system, as CSV or JSON from /api/staff/nfe-export. A plain GET
 * form: it works without JavaScript, and the file downloads with the staff member's session.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { TextInput } from '@/src/ui/TextInput';

export function NfeExport() {
  const { t } = useTranslation('orders');
  return (
    <Box
      component="section"
      aria-labelledby="nfe-export-title"
      sx={{ maxWidth: 960, mx: 'auto', px: 2, pb: 4, display: 'grid', gap: 1 }}
    >
      <Typography id="nfe-export-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('nfeExport.title')}
      </Typography>
      <Typography variant="body2">{t('nfeExport.intro')}</Typography>
      <Box
        component="form"
        method="get"
        action="/api/staff/nfe-export"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1 }}
      >
        <Box sx={{ width: 200 }}>
          <TextInput
            id="nfe-month"
            name="month"
            type="month"
            label={t('nfeExport.month')}
            required
            fullWidth
            placeholder="AAAA-MM"
            inputProps={{ pattern: '\\d{4}-\\d{2}' }}
          />
        </Box>
        {(['csv', 'json'] as const).map((format) => (
          <Box
            key={format}
            component="button"
            type="submit"
            name="format"
            value={format}
            sx={{
              minHeight: 44,
              px: 2,
              borderRadius: 1,
              border: 1,
              borderColor: 'primary.main',
              bgcolor: 'background.paper',
              color: 'primary.main',
              font: 'inherit',
              fontWeight: 600,
              cursor: 'pointer',
            }}
          >
            {t(`nfeExport.${format}`)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
