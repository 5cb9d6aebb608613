import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { CHECKOUT_STEPS, type CheckoutStep } from '@/src/domain/orders/checkout-state';

/** Where the shopper is: "Passo 2 de 4" and the step's name on a phone, the four steps across on a wider screen. */
export function CheckoutStepper({ step }: { step: CheckoutStep }) {
  const { t } = useTranslation('checkout');
  const index = CHECKOUT_STEPS.indexOf(step);
  return (
    <Box component="nav" aria-label={t('steps.label')} sx={{ px: 2, pt: 2 }}>
      <Typography variant="body2" data-testid="checkout-step-count" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}>
        {t('steps.count', { current: index + 1, total: CHECKOUT_STEPS.length })}
      </Typography>
      <Stepper activeStep={index} sx={{ display: { xs: 'none', sm: 'flex' } }}>
        {CHECKOUT_STEPS.map((name, i) => (
          <Step key={name} completed={i < index}>
            <StepLabel aria-current={i === index ? 'step' : undefined}>{t(`steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
