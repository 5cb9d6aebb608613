import Box from '@mui/material/Box';
import { PlainButton } from '@/src/ui/PlainButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useMainState } from '@/src/client/main-state/main-state-context';
import { barButtonOutlined } from './bar-button';

/**
 * While attendant mode is on, a band says so and whom the attendant is serving, with a button to leave it: an
 * attendant who forgets would otherwise take the next customer's order under the last one's name.
 */
export function AttendantBanner() {
  const { t } = useTranslation('layout');
  const { state, dispatch } = useMainState();
  if (!state.accessedThePage.attendant) return null;
  return (
    <Box
      role="status"
      data-testid="attendant-banner"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        py: 1,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
        {t('attendant.active', { name: state.customerName })}
      </Typography>
      <PlainButton sx={{ ...barButtonOutlined, minHeight: 44 }} onClick={() => dispatch({ type: 'END_ATTENDANCE' })}>
        {t('attendant.leave')}
      </PlainButton>
    </Box>
  );
}
