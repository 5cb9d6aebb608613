import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ServiceFaq as Faq } from './service-content';

/** The questions as accordions: each summary is a button (Tab to it, Enter or Space opens it). */
export function ServiceFaq({ faq }: { faq: Faq[] }) {
  const { t } = useTranslation('services');
  if (faq.length === 0) return null;
  return (
    <Box component="section" data-testid="service-faq" sx={{ px: 2, py: 3 }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>{t('faq')}</Typography>
      {faq.map((entry) => (
        <Accordion key={entry.question} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<span aria-hidden="true">▾</span>} sx={{ minHeight: 48 }}>
            {/* The accordion already wraps its summary in an <h3>: a second heading inside its button is invalid HTML. */}
            <Typography component="span" sx={{ fontWeight: 600 }}>{entry.question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{entry.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
