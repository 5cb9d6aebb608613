import { InfoNotice } from '@/src/ui/Notice';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { warningParagraphs } from './warning-text';

/** The service's conditions as an info alert, as plain text paragraphs (see warning-text.ts). */
export function CheckoutWarning({ html }: { html: string | null }) {
  const paragraphs = warningParagraphs(html);
  if (paragraphs.length === 0) return null;
  return (
    <Box sx={{ px: 2, py: 1 }}>
      <InfoNotice data-testid="checkout-warning">
        {paragraphs.map((paragraph) => (
          <Typography key={paragraph} variant="body2" sx={{ '& + &': { mt: 1 } }}>
            {paragraph}
          </Typography>
        ))}
      </InfoNotice>
    </Box>
  );
}
