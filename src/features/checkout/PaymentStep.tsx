import { StatusAlert as Alert } from '@/src/ui/StatusAlert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { paymentKind } from '@/src/domain/orders/checkout-payments';
import type { CheckoutState } from '@/src/domain/orders/checkout-steps';
import { FormAlert } from '@/src/features/auth/FormAlert';
import { CardForm, type CardFormHandle, type CardTokenization } from './CardForm';
import { ChangeField, changeError } from './ChangeField';
import { reaisToCents } from '@/src/domain/pricing/money';
import type { CheckoutPaymentMethod } from './checkout-shapes';

interface Props {
  methods: CheckoutPaymentMethod[];
  tokenization: CardTokenization;
  state: CheckoutState;
  update: (patch: Partial<CheckoutState>) => void;
  onDone: () => void;
  onBusy: (busy: boolean) => void;
  formId: string;
  action: ReactNode;
  /** The order's total (reais) as the server quoted it, or null while unknown: a cash payment's change must cover it. */
  total?: number | null;
}

/** The methods this cart may be paid with, each explained in a line; a card is tokenised here and never sent on. */
export function PaymentStep({
  methods,
  tokenization,
  state,
  update,
  onDone,
  onBusy,
  formId,
  action,
  total = null,
}: Props) {
  const { t } = useTranslation('checkout');
  const { locale = 'pt-BR' } = useRouter();
  // The card's details live only in the card form: never in the saved entries, never in the URL.
  const cardForm = useRef<CardFormHandle>(null);
  const [error, setError] = useState<string | null>(null);
  const [changeShown, setChangeShown] = useState(false);
  const totalCents = total === null ? null : reaisToCents(total);
  const chosen = methods.find((m) => m.method === state.paymentMethod) ?? null;
  const isCard = chosen ? paymentKind(chosen.method) === 'card' : false;

  const choose = (method: string) => {
    // Another choice starts a new attempt: a declined card's reason no longer applies.
    update({ paymentMethod: method, card: null, declineReason: null, attemptKey: null });
    setError(null);
  };

  // A single method is no choice: it is chosen (a saved choice the cart no longer offers gives way to it too).
  const only = methods.length === 1 ? methods[0]!.method : null;
  useEffect(() => {
    if (only && state.paymentMethod !== only) update({ paymentMethod: only, card: null, attemptKey: null });
  }, [only, state.paymentMethod, update]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError(t('payment.choose'));
      return;
    }
    if (chosen.method === 'CASH' && changeError(state.changeForCents, totalCents)) {
      setChangeShown(true);
      document.getElementById('checkout-change-for')?.focus();
      return;
    }
    if (!isCard) {
      onDone();
      return;
    }
    const form = cardForm.current;
    if (!form) return;
    if (state.card && form.empty()) {
      onDone();
      return;
    }
    onBusy(true);
    const result = await form.tokenise();
    onBusy(false);
    if (!result.ok) {
      setError(result.message ?? t('payment.card.invalid'));
      return;
    }
    update({
      card: { token: result.token, brand: result.brand, last4: result.last4 },
      declineReason: null,
      attemptKey: null,
    });
    onDone();
  };

  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={submit}
      sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ px: 2, py: 2, display: 'grid', gap: 2, flex: 1, alignContent: 'start' }}>
        <Typography variant="h6" component="h2">
          {t('payment.title')}
        </Typography>
        <FormAlert error={error ?? state.declineReason} />
        {methods.length === 0 ? (
          <Alert severity="warning" data-testid="checkout-no-method">
            {t('payment.none')}
          </Alert>
        ) : (
          <RadioGroup
            aria-label={t('payment.title')}
            value={state.paymentMethod ?? ''}
            onChange={(_, value) => choose(value)}
            sx={{ gap: 1 }}
          >
            {methods.map((m) => (
              <FormControlLabel
                key={m._id}
                value={m.method}
                control={<Radio inputProps={{ 'data-testid': `checkout-method-${m.method}` } as object} />}
                label={
                  <Box sx={{ py: 1 }}>
                    <Typography variant="body1">{t(`methods.${m.method}`, { defaultValue: m.method })}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`kinds.${paymentKind(m.method)}`)}
                    </Typography>
                  </Box>
                }
                sx={{
                  m: 0,
                  minHeight: 56,
                  px: 1,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  alignItems: 'center',
                  '&:has(input:checked)': { borderColor: 'primary.main', bgcolor: 'action.selected' },
                }}
              />
            ))}
          </RadioGroup>
        )}
        {chosen?.method === 'CASH' && (
          <ChangeField
            changeForCents={state.changeForCents}
            totalCents={totalCents}
            showError={changeShown}
            onChange={(cents) => {
              update({ changeForCents: cents, attemptKey: null });
              setChangeShown(false);
            }}
          />
        )}
        {isCard && (
          <Box
            component="fieldset"
            sx={{ border: 0, p: 0, m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}
            data-testid="checkout-card"
          >
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {t('payment.card.title')}
            </Typography>
            {state.card && (
              <Typography variant="body2" sx={{ gridColumn: '1 / -1' }} data-testid="checkout-card-saved">
                {t('payment.card.saved', { brand: state.card.brand, last4: state.card.last4 })}
              </Typography>
            )}
            <Box sx={{ gridColumn: '1 / -1' }}>
              <CardForm ref={cardForm} tokenization={tokenization} locale={locale} idPrefix="checkout-card" />
            </Box>
          </Box>
        )}
      </Box>
      {action}
    </Box>
  );
}
