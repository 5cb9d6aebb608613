import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while the session or the catalogue setting is loading (docs/business-rules.md "Screens and general behaviour"). */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      data-testid="full-page-spinner"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        zIndex: 'modal',
      }}
    >
      <CircularProgress aria-hidden color="primary" />
    </Box>
  );
}
