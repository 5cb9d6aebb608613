import Alert from '@mui/material/Alert';

/**
 * The form's announcement area: always in the page (so screen readers hear a message that appears in it), an
 * alert when it holds an error, a polite status otherwise.
 */
export function FormAlert({ error, info }: { error?: string | null; info?: string | null }) {
  return (
    <div role="alert" aria-atomic="true">
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>
      ) : info ? (
        <Alert severity="info" sx={{ mb: 2 }}>{info}</Alert>
      ) : null}
    </div>
  );
}
