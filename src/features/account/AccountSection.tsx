import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One card of the account page: its heading (h2, named for the region) and content. */
export function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  // Paper's outlined look (paper background, divider border), without its module.
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        p: { xs: 2, sm: 3 },
        borderRadius: 2,
      }}
    >
      <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
