import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import type { ReactNode } from 'react';
import { Spinner } from '@/src/ui/Spinner';

/** The step's main button, stuck to the bottom of the screen; a submit button of the step's form. */
export function StickyAction({
  label,
  busy,
  disabled,
  form,
  testId,
  aside,
}: {
  label: ReactNode;
  busy?: boolean;
  disabled?: boolean;
  form: string;
  testId: string;
  aside?: ReactNode;
}) {
  return (
    <Box
      data-bottom-bar=""
      sx={{
        position: 'sticky',
        bottom: 0,
        px: 2,
        py: 1.5,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        zIndex: 2,
      }}
    >
      <Button
        type="submit"
        form={form}
        variant="contained"
        size="large"
        fullWidth
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        data-testid={testId}
        sx={{ minHeight: 48, justifyContent: aside ? 'space-between' : 'center' }}
      >
        <span>{label}</span>
        {busy ? <Spinner size={20} /> : aside}
      </Button>
    </Box>
  );
}
