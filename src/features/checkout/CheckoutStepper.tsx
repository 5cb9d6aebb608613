import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { CHECKOUT_STEPS, type CheckoutStep } from '@/src/domain/orders/checkout-state';

/**
 * Where the shopper is: "Passo 2 de 4" on a phone, the four steps across on a wider screen. An ordered list with
 * numbered discs (a done step shows a tick, the current one is marked aria-current), drawn with plain elements:
 * MUI's Stepper with its labels, icons and connectors cost the checkout about 3 kB gzipped of first load. `steps`:
 * the ones this order goes through (an order with nothing to pay has no payment step).
 */
export function CheckoutStepper({
  step,
  steps = CHECKOUT_STEPS,
  labelOf,
}: {
  step: CheckoutStep;
  steps?: readonly CheckoutStep[];
  /** The steps' names when they are not the checkout's own (a booking for a company names its first "Clientes"). */
  labelOf?: (step: CheckoutStep) => string;
}) {
  const { t } = useTranslation('checkout');
  const label = labelOf ?? ((name: CheckoutStep) => t(`steps.${name}`));
  const index = Math.max(0, steps.indexOf(step));
  return (
    <Box component="nav" aria-label={t('steps.label')} sx={{ px: 2, pt: 2 }}>
      <Typography
        variant="body2"
        data-testid="checkout-step-count"
        sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}
      >
        {t('steps.count', { current: index + 1, total: steps.length })}
      </Typography>
      <Box
        component="ol"
        sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1, listStyle: 'none', m: 0, p: 0 }}
      >
        {steps.map((name, i) => {
          const done = i < index;
          const current = i === index;
          return (
            <Box
              component="li"
              key={name}
              aria-current={current ? 'step' : undefined}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                flex: i < steps.length - 1 ? 1 : 'none',
                minWidth: 0,
                color: done || current ? 'text.primary' : 'text.secondary',
                fontWeight: current ? 700 : 400,
                fontSize: '0.875rem',
                // The line to the next step.
                '&:not(:last-of-type)::after': {
                  content: '""',
                  flex: 1,
                  minWidth: 16,
                  borderTop: 1,
                  borderColor: 'divider',
                  ml: 1,
                },
              }}
            >
              <Box
                component="span"
                aria-hidden="true"
                sx={{
                  width: 24,
                  height: 24,
                  flexShrink: 0,
                  borderRadius: '50%',
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontSize: '0.75rem',
                  fontWeight: 700,
                  color: '#fff',
                  bgcolor: done || current ? 'primary.main' : 'grey.600',
                }}
              >
                {done ? '✓' : i + 1}
              </Box>
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {label(name)}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
