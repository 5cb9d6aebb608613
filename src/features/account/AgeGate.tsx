import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useMainState } from '@/src/client/main-state/main-state-context';

/**
 * The age confirmation of a company that sells only to adults (prohibitedForMinors): a modal dialog over its pages
 * until the visitor says "18 or over"; "under 18" keeps it closed with a way back. The answer lives in the main
 * state (this tab's session), so it is asked once per visit. The server still refuses an order from a profile
 * whose date of birth is under 18 (src/domain/accounts/age.ts): this is the shop's notice, not the proof.
 */
export function AgeGate() {
  // Its labels are in the layout's namespace, which every company page loads.
  const { t } = useTranslation('layout');
  const { state, dispatch, ready } = useMainState();
  const open = ready && state.userIsAMinor !== false;
  const minor = state.userIsAMinor === true;
  const answer = (userIsAMinor: boolean) => dispatch({ type: 'SET_USER_IS_A_MINOR', userIsAMinor });
  return (
    <Dialog
      open={open}
      aria-labelledby="age-gate-title"
      aria-describedby="age-gate-text"
      disableEscapeKeyDown
      slotProps={{ backdrop: { sx: { backdropFilter: 'blur(8px)' } } }}
    >
      <DialogTitle id="age-gate-title" sx={{ fontWeight: 700 }}>
        {t('ageGate.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="age-gate-text" role={minor ? 'alert' : undefined}>
          {minor ? t('ageGate.minor') : t('ageGate.body')}
        </DialogContentText>
      </DialogContent>
      <DialogActions
        sx={{
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          gap: 1,
          px: 3,
          pb: 3,
          '& > :not(style) ~ :not(style)': { ml: { xs: 0, sm: 1 } },
        }}
      >
        {minor ? (
          <Button onClick={() => answer(false)} sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}>
            {t('ageGate.changed')}
          </Button>
        ) : (
          <>
            <Button
              onClick={() => answer(true)}
              color="inherit"
              sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
            >
              {t('ageGate.leave')}
            </Button>
            <Button
              onClick={() => answer(false)}
              variant="contained"
              autoFocus
              sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
            >
              {t('ageGate.confirm')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
