import Alert from '@mui/material/Alert';

/**
 * The form's announcement area: an alert region always in the page, so screen readers hear a message (error or
 * notice) as it appears in it. The MUI Alert inside gives up its own alert role, so the message is announced once.
 */
export function FormAlert({ error, info }: { error?: string | null; info?: string | null }) {
  return (
    <div role="alert" aria-atomic="true">
      {error ? (
        <Alert severity="error" role="none" sx={{ mb: 2 }}>{error}</Alert>
      ) : info ? (
        <Alert severity="info" role="none" sx={{ mb: 2 }}>{info}</Alert>
      ) : null}
    </div>
  );
}
