/** A titled block of the order page: a heading for screen-reader navigation and a bordered card. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function Section({
  title,
  id,
  children,
  className,
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      className={className}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: 'background.paper', minWidth: 0 }}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1, fontSize: '1.1rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
