import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';

/**
 * The applied coupon as MUI's deletable Chip shows and works (a focusable button named by its text; Backspace or
 * Delete, or the cancel glyph, takes it off; green while the coupon holds), without Chip's module and ButtonBase's
 * ripple. The glyph keeps Chip's class name, which the cart's end-to-end test clicks.
 */
export function CouponChip({ label, onDelete, success }: { label: string; onDelete: () => void; success: boolean }) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      onDelete();
    }
  };
  return (
    <Box
      component="span"
      role="button"
      tabIndex={0}
      data-testid="cart-coupon"
      onKeyDown={onKeyDown}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        maxWidth: '100%',
        minHeight: 44,
        height: 32,
        boxSizing: 'border-box',
        borderRadius: 999,
        fontSize: '0.8125rem',
        verticalAlign: 'middle',
        userSelect: 'none',
        bgcolor: success ? 'success.main' : 'rgba(0, 0, 0, 0.08)',
        color: success ? 'success.contrastText' : 'text.primary',
      }}
    >
      <Box component="span" sx={{ px: 1.5, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {label}
      </Box>
      <Box
        component="svg"
        className="MuiChip-deleteIcon"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        onClick={onDelete}
        sx={{
          width: 22,
          height: 22,
          mr: '5px',
          ml: '-6px',
          flexShrink: 0,
          cursor: 'pointer',
          fill: 'currentColor',
          opacity: success ? 0.7 : 0.26 / 0.87,
          '&:hover': { opacity: success ? 1 : 0.4 / 0.87 },
        }}
      >
        <path d="M12 2C6.47 2 2 6.47 2 12s4.47 10 10 10 10-4.47 10-10S17.53 2 12 2zm5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12 17 15.59z" />
      </Box>
    </Box>
  );
}
