import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import { PlainButton } from '@/src/ui/PlainButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { ServiceFaq as Faq } from './service-content';

/**
 * The questions as disclosures, as MUI's Accordion draws them (outlined, a heading holding a button that opens a
 * region): Tab to a question, Enter or Space opens it. Not Accordion itself: with Collapse and its transitions it
 * added about 4 kB gzipped to every service page for a few lines of text.
 */
function Question({ entry, first }: { entry: Faq; first: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderTop: first ? 1 : 0,
        borderTopColor: 'divider',
        bgcolor: 'background.paper',
        ...(first ? { borderTopLeftRadius: 4, borderTopRightRadius: 4 } : {}),
      }}
    >
      <Typography component="h3" sx={{ m: 0, font: 'inherit' }}>
        <PlainButton
          id={`${id}-question`}
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen((was) => !was)}
          sx={{
            width: '100%',
            minHeight: 48,
            px: 2,
            py: 1,
            gap: 2,
            justifyContent: 'space-between',
            textAlign: 'left',
            font: 'inherit',
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {entry.question}
          </Typography>
          <Box
            component="span"
            aria-hidden="true"
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          >
            ▾
          </Box>
        </PlainButton>
      </Typography>
      <Box
        id={`${id}-answer`}
        role="region"
        aria-labelledby={`${id}-question`}
        hidden={!open}
        sx={{ px: 2, pt: 1, pb: 2 }}
      >
        <Typography variant="body2">{entry.answer}</Typography>
      </Box>
    </Box>
  );
}

export function ServiceFaq({ faq }: { faq: Faq[] }) {
  const { t } = useTranslation('services');
  if (faq.length === 0) return null;
  return (
    <Box component="section" data-testid="service-faq" sx={{ px: 2, py: 3 }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('faq')}
      </Typography>
      {faq.map((entry, index) => (
        <Question key={entry.question} entry={entry} first={index === 0} />
      ))}
    </Box>
  );
}
