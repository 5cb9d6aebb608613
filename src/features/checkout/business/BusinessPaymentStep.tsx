/**
 * How a company's booking is paid (issue 18, point 6): "Faturar para a empresa" — offered only when this store
 * approved the company, with what is left of its limit, a required cost centre and an optional PO number — or
 * paying now with the checkout's own methods (PaymentStep). A refusal of the server (not approved, limit reached,
 * a cost centre refused) is said at the choice or field it names.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { formatBRL } from '@/src/domain/brazil/format';
import { costCentreOk, purchaseOrderOk, MAX_COST_CENTRE_LENGTH } from '@/src/domain/business/on-account';
import type { CheckoutState } from '@/src/domain/orders/checkout-state';
import { reaisToCents } from '@/src/domain/pricing/money';
import { FormAlert } from '@/src/features/auth/FormAlert';
import { ChoiceControl } from '@/src/ui/ChoiceControl';
import { TextInput } from '@/src/ui/TextInput';
import type { CardTokenization } from '../CardForm';
import type { CheckoutPaymentMethod } from '../checkout-shapes';
import { PaymentStep } from '../PaymentStep';
import {
  withoutRefusals,
  type BusinessCheckoutState,
  type BusinessPayment,
  type UpdateBusiness,
} from './business-checkout-state';
import { useRefusalText } from './use-refusal-text';

export interface PaymentAccount {
  tradeName: string;
  creditLine: { status: string; limit: number; available: number } | null;
}

interface Props {
  account: PaymentAccount;
  state: BusinessCheckoutState;
  update: UpdateBusiness;
  checkout: CheckoutState;
  updateCheckout: (patch: Partial<CheckoutState>) => void;
  methods: CheckoutPaymentMethod[];
  tokenization: CardTokenization;
  /** The order's total (reais) as the server quotes it; null while asked. */
  total: number | null;
  /** Every line pays with a package credit: with a zero total there is nothing to charge or bill. */
  allCredit?: boolean;
  formId: string;
  action: ReactNode;
  onDone: () => void;
  onBusy: (busy: boolean) => void;
}

export function BusinessPaymentStep(props: Props) {
  const { account, state, update, total, formId, action, onDone } = props;
  const { t } = useTranslation('checkout');
  const say = useRefusalText();
  const [errors, setErrors] = useState<{ costCentre?: string; purchaseOrder?: string; choice?: string }>({});
  const line = account.creditLine;
  const approved = line?.status === 'APPROVED';
  const over = approved && total !== null && total > line.available;
  const onAccountOpen = approved && !over;

  // Credits pay every line and the server quotes 0: createOrder takes it with no payment and no account.
  const free = !!props.allCredit && total === 0;

  // The company's usual way is preselected: on account where this store approved it and the limit has room.
  useEffect(() => {
    if (total === null) return;
    if (free) {
      if (state.payment !== 'CREDITS') update({ payment: 'CREDITS' });
    } else if (state.payment === 'CREDITS') update({ payment: null });
    else if (state.payment === null) update({ payment: onAccountOpen ? 'ON_ACCOUNT' : 'NOW' });
    else if (
      state.payment === 'ON_ACCOUNT' &&
      !onAccountOpen &&
      total !== null &&
      !state.refusals['business.onAccount']
    )
      update({ payment: 'NOW' });
  }, [state.payment, onAccountOpen, total, update, state.refusals, free]);

  const choose = (payment: BusinessPayment) => {
    setErrors({});
    update((current) => ({ payment, refusals: withoutRefusals(current.refusals, ['business.onAccount']) }));
  };

  const refusal = (path: string) => {
    const found = state.refusals[path];
    return found ? say(found.code, found.message) : undefined;
  };
  const onAccountProblem =
    refusal('business.onAccount') ??
    (!approved
      ? t(line?.status === 'SUSPENDED' ? 'business.payment.suspended' : 'business.payment.notApproved', {
          company: account.tradeName,
        })
      : over
        ? t('business.payment.over', {
            total: formatBRL(reaisToCents(total ?? 0)),
            available: formatBRL(reaisToCents(line.available)),
          })
        : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (free) {
      // The choice is the effect's, but a quick Continue may come before it ran.
      if (state.payment !== 'CREDITS') update({ payment: 'CREDITS' });
      onDone();
      return;
    }
    if (state.payment !== 'ON_ACCOUNT') {
      setErrors({ choice: t('business.payment.choose') });
      return;
    }
    const found: typeof errors = {};
    if (!costCentreOk(state.costCentre.trim())) found.costCentre = say('BUSINESS_COST_CENTRE_INVALID');
    if (!purchaseOrderOk(state.purchaseOrder.trim())) found.purchaseOrder = say('BUSINESS_PURCHASE_ORDER_INVALID');
    setErrors(found);
    const first = Object.keys(found)[0] ?? (state.refusals['business.costCentre'] ? 'costCentre' : null);
    if (first) {
      document.getElementById(`business-${first}`)?.focus();
      return;
    }
    onDone();
  };

  const option = (
    payment: BusinessPayment,
    title: string,
    hint: ReactNode,
    disabled: boolean,
    problem?: string | null,
  ) => (
    <Box
      component="label"
      htmlFor={`business-payment-${payment}`}
      data-testid={`business-payment-${payment}`}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        minHeight: 56,
        p: 1,
        border: 1,
        borderColor: problem && !disabled ? 'error.main' : 'divider',
        borderRadius: 2,
        cursor: disabled ? 'default' : 'pointer',
        color: disabled ? 'text.secondary' : 'text.primary',
        '&:has(input:checked)': { borderColor: 'primary.main', bgcolor: 'action.selected' },
      }}
    >
      <ChoiceControl
        type="radio"
        id={`business-payment-${payment}`}
        name="business-payment"
        checked={state.payment === payment}
        disabled={disabled}
        describedBy={`business-payment-${payment}-hint`}
        invalid={!!problem}
        onChange={() => choose(payment)}
      />
      <Box sx={{ minWidth: 0, pt: 1 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {title}
        </Typography>
        <Box id={`business-payment-${payment}-hint`}>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {hint}
          </Typography>
          {problem && (
            <Typography component="span" variant="body2" color="error" sx={{ display: 'block' }} role="alert">
              {problem}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );

  const choices = (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1, p: 0 }}>
        {t('business.payment.title')}
      </Typography>
      {option(
        'ON_ACCOUNT',
        t('business.payment.onAccount', { company: account.tradeName }),
        approved ? (
          <>
            {t('business.payment.onAccountHint', { company: account.tradeName })}{' '}
            <Box component="span" data-testid="business-available" sx={{ fontWeight: 600 }}>
              {t('business.payment.available', {
                available: formatBRL(reaisToCents(line.available)),
                limit: formatBRL(reaisToCents(line.limit)),
              })}
            </Box>
          </>
        ) : (
          t('business.payment.onAccountHint', { company: account.tradeName })
        ),
        !onAccountOpen && state.payment !== 'ON_ACCOUNT',
        onAccountProblem,
      )}
      {option('NOW', t('business.payment.now'), t('business.payment.nowHint'), false)}
    </Box>
  );

  if (free)
    return (
      <Box
        component="form"
        id={formId}
        noValidate
        onSubmit={submit}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}
      >
        <Box sx={{ px: 2, py: 2, display: 'grid', gap: 1, flex: 1, alignContent: 'start' }}>
          <Typography variant="h6" component="h2">
            {t('business.payment.title')}
          </Typography>
          <Typography data-testid="business-payment-credits">{t('business.credit.nothingToPay')}</Typography>
        </Box>
        {action}
      </Box>
    );

  if (state.payment === 'NOW')
    return (
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ px: 2, pt: 2 }}>{choices}</Box>
        <PaymentStep
          formId={formId}
          methods={props.methods}
          tokenization={props.tokenization}
          state={props.checkout}
          update={props.updateCheckout}
          onDone={onDone}
          onBusy={props.onBusy}
          action={action}
        />
      </Box>
    );

  const costCentreError = errors.costCentre ?? refusal('business.costCentre');
  const purchaseOrderError = errors.purchaseOrder ?? refusal('business.purchaseOrder');
  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={submit}
      sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ px: 2, py: 2, display: 'grid', gap: 2, flex: 1, alignContent: 'start' }}>
        {choices}
        <FormAlert error={errors.choice ?? null} />
        {state.payment === 'ON_ACCOUNT' && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <TextInput
              id="business-costCentre"
              label={t('business.payment.costCentre')}
              value={state.costCentre}
              onChange={(event) => {
                setErrors(({ costCentre: _, ...rest }) => rest);
                update((current) => ({
                  costCentre: event.target.value,
                  refusals: withoutRefusals(current.refusals, ['business.costCentre']),
                }));
              }}
              required
              fullWidth
              error={!!costCentreError}
              helperText={costCentreError ?? t('business.payment.costCentreHint')}
              inputProps={{ maxLength: MAX_COST_CENTRE_LENGTH, autoComplete: 'off' }}
            />
            <TextInput
              id="business-purchaseOrder"
              label={t('business.payment.purchaseOrder')}
              value={state.purchaseOrder}
              onChange={(event) => {
                setErrors(({ purchaseOrder: _, ...rest }) => rest);
                update((current) => ({
                  purchaseOrder: event.target.value,
                  refusals: withoutRefusals(current.refusals, ['business.purchaseOrder']),
                }));
              }}
              fullWidth
              error={!!purchaseOrderError}
              helperText={purchaseOrderError ?? t('business.payment.purchaseOrderHint')}
              inputProps={{ maxLength: 60, autoComplete: 'off' }}
            />
          </Box>
        )}
      </Box>
      {action}
    </Box>
  );
}
