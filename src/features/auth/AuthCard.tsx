import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The frame of the account screens: one column, 480 px at most, full width on phones, the heading first. */
/** `wide`: longer forms (the complement) use the 960 px column's 720 px on desktop; still one column on phones. */
export function AuthCard({
  title,
  intro,
  wide,
  children,
}: {
  title: string;
  intro?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Box component="main" sx={{ width: '100%', maxWidth: 960, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      {/* Paper's outlined look (paper background, divider border, theme corners), without its module. */}
      <Box
        sx={{
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRadius: 1,
          borderColor: 'divider',
          borderStyle: 'solid',
          maxWidth: wide ? 720 : 480,
          mx: 'auto',
          p: { xs: 2, sm: 3 },
          borderWidth: { xs: 0, sm: 1 },
        }}
      >
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {intro}
          </Typography>
        )}
        {children}
      </Box>
    </Box>
  );
}
