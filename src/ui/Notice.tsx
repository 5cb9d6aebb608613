/**
 * An information notice drawn as MUI's standard info Alert (light blue, the info-outline icon, role "alert"),
 * without Alert's module, which brings Paper, IconButton and its icons to the page for a line of text.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export function InfoNotice({
  children,
  sx,
  ...attributes
}: {
  children: ReactNode;
  sx?: SxProps<Theme>;
  [data: `data-${string}`]: string | undefined;
}) {
  const style = [
    {
      display: 'flex',
      gap: 1.5,
      px: 2,
      py: 0.75,
      borderRadius: 1,
      bgcolor: 'rgb(229, 246, 253)',
      color: 'rgb(1, 67, 97)',
      typography: 'body2',
    },
    ...(Array.isArray(sx) ? sx : [sx]),
  ] as SxProps<Theme>;
  return (
    <Box role="alert" sx={style} {...attributes}>
      <Box
        component="svg"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        sx={{ width: 22, height: 22, flexShrink: 0, py: 0.875, boxSizing: 'content-box', fill: 'rgb(2, 136, 209)' }}
      >
        <path d="M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z" />
      </Box>
      <Box sx={{ py: 1, minWidth: 0, overflow: 'auto' }}>{children}</Box>
    </Box>
  );
}
