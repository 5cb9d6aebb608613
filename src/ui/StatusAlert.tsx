/**
 * MUI's standard Alert (light tinted box, outlined severity icon, body2 text, optional action and close button)
 * drawn with plain elements: Alert's module brings Paper, IconButton with CircularProgress, ButtonBase's ripple and
 * four SvgIcon glyphs, about 6 kB gzipped, for a line of text. Colours are MUI's for its light palette.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { iconLook } from './button-look';
import { PlainButton } from './PlainButton';

const SEVERITIES = {
  info: {
    bg: 'rgb(229, 246, 253)',
    text: 'rgb(1, 67, 97)',
    icon: 'rgb(2, 136, 209)',
    path: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
  },
  error: {
    bg: 'rgb(253, 237, 237)',
    text: 'rgb(95, 33, 32)',
    icon: 'rgb(211, 47, 47)',
    path: 'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  },
  success: {
    bg: 'rgb(237, 247, 237)',
    text: 'rgb(30, 70, 32)',
    icon: 'rgb(46, 125, 50)',
    path: 'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  },
  warning: {
    bg: 'rgb(255, 244, 229)',
    text: 'rgb(102, 60, 0)',
    icon: 'rgb(237, 108, 2)',
    path: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  },
} as const;

export interface StatusAlertProps {
  severity: keyof typeof SEVERITIES;
  children: ReactNode;
  /** A button or link beside the message (MUI's `action`). */
  action?: ReactNode;
  /** Shows a close button named `closeLabel`. */
  onClose?: () => void;
  closeLabel?: string;
  /** 'alert' (MUI's default) announces the message; 'none' when an outer region already does. */
  role?: 'alert' | 'none' | 'status' | 'note';
  sx?: SxProps<Theme>;
  [data: `data-${string}`]: string | undefined;
}

export function StatusAlert({
  severity,
  children,
  action,
  onClose,
  closeLabel,
  role = 'alert',
  sx,
  ...attributes
}: StatusAlertProps) {
  const colours = SEVERITIES[severity];
  const style = [
    {
      display: 'flex',
      px: 2,
      py: 0.75,
      borderRadius: 1,
      bgcolor: colours.bg,
      color: colours.text,
      typography: 'body2',
    },
    ...(Array.isArray(sx) ? sx : [sx]),
  ] as SxProps<Theme>;
  return (
    <Box role={role} sx={style} {...attributes}>
      <Box
        component="svg"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        sx={{
          width: 22,
          height: 22,
          flexShrink: 0,
          mr: 1.5,
          py: 0.875,
          boxSizing: 'content-box',
          fill: colours.icon,
          opacity: 0.9,
        }}
      >
        <path d={colours.path} />
      </Box>
      <Box sx={{ py: 1, minWidth: 0, overflow: 'auto' }}>{children}</Box>
      {(action || onClose) && (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', pt: 0.5, pl: 2, ml: 'auto', mr: -1 }}>
          {action}
          {onClose && (
            <PlainButton
              onClick={onClose}
              aria-label={closeLabel}
              title={closeLabel}
              sx={{ ...iconLook, color: 'inherit', width: 44, height: 44, my: '-7px' }}
            >
              <Box
                component="svg"
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
                sx={{ width: 20, height: 20, fill: 'currentColor' }}
              >
                <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
              </Box>
            </PlainButton>
          )}
        </Box>
      )}
    </Box>
  );
}
