import { StatusAlert } from '@/src/ui/StatusAlert';

/**
 * The form's announcement area: an alert region always in the page, so screen readers hear a message (error or
 * notice) as it appears in it. The alert box inside gives up its own alert role, so the message is announced once.
 */
export function FormAlert({ error, info }: { error?: string | null; info?: string | null }) {
  return (
    <div role="alert" aria-atomic="true">
      {error ? (
        <StatusAlert severity="error" role="none" sx={{ mb: 2 }}>
          {error}
        </StatusAlert>
      ) : info ? (
        <StatusAlert severity="info" role="none" sx={{ mb: 2 }}>
          {info}
        </StatusAlert>
      ) : null}
    </div>
  );
}
