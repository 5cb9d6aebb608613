import { StatusAlert as Alert } from '@/src/ui/StatusAlert';
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useEffect, useMemo, useState } from 'react';
import { getOrCreateClientId } from '@/src/client/client-id';
import { useClientQuery } from '@/src/client/client-query';
import { couponCodeOf } from '@/src/client/coupon';
import { useMainState } from '@/src/client/main-state/main-state-context';
import { useOrder } from '@/src/client/order/order-context';
import { CARD_METHODS } from '@/src/domain/orders/checkout-payments';
import { checkoutSteps, type CheckoutStep } from '@/src/domain/orders/checkout-state';
import { attemptKeyFor } from '@/src/domain/orders/attempt-key';
import { toOrderLineInputs } from '@/src/domain/orders/order-types';
import { clientOnly } from '@/src/ui/client-only';
import type { PageUser } from '@/src/features/auth/page-session';
import { SANDBOX_TOKENIZATION } from './card-token';
import { CheckoutStepper } from './CheckoutStepper';
import { checkoutOrderInput } from './checkout-order-input';
import { refusalRoute } from './refusal-route';
import { StickyAction } from './StickyAction';
import { useCheckoutState } from './use-checkout-state';
import { useProfilePrefill } from './use-profile-prefill';
import { usePaymentNeeded } from './use-payment-needed';
import type { ReviewQuote } from './checkout-shapes';
import { useBusinessCheckout } from './business/use-business-checkout';

const optionsDocument = async () => (await import('./checkout-options.generated')).CheckoutOptionsDocument;
const FORM_ID = 'checkout-form';

function StepSkeleton() {
  return (
    <Box aria-busy="true" data-testid="checkout-loading" sx={{ px: 2, py: 2, display: 'grid', gap: 2 }}>
      <Skeleton width="50%" height={32} />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={56} />
      ))}
    </Box>
  );
}

// The steps draw only in the browser, once the saved entries and the checkout options are read (the server sends
// the skeleton), so each step's code — its fields, the entry rules with zod, the gate and slot times with luxon —
// loads when it is shown, not with the page (about 70 kB gzipped of the page's first load).
const IdentificationStep = clientOnly(
  () => import('./IdentificationStep').then((m) => m.IdentificationStep),
  StepSkeleton,
);
const DeliveryStep = clientOnly(() => import('./DeliveryStep').then((m) => m.DeliveryStep), StepSkeleton);
const PaymentStep = clientOnly(() => import('./PaymentStep').then((m) => m.PaymentStep), StepSkeleton);
const ReviewStep = clientOnly(() => import('./ReviewStep').then((m) => m.ReviewStep), StepSkeleton);
// A booking for a company (issue 18): loaded only for a member of one booking hospitality; one chunk for both.
const BusinessChoice = clientOnly(() => import('./business/BusinessCheckout').then((m) => m.BusinessChoice));
const BusinessCheckout = clientOnly(
  () => import('./business/BusinessCheckout').then((m) => m.BusinessCheckout),
  StepSkeleton,
);
const BUSINESS_STEPS: readonly CheckoutStep[] = ['identificacao', 'pagamento', 'revisao'];

type StepRules = typeof import('@/src/domain/orders/checkout-steps');

/** The entry rules (zod, luxon), loaded after the page: they decide only once the entries and options are read. */
function useStepRules(): StepRules | null {
  const [rules, setRules] = useState<StepRules | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/src/domain/orders/checkout-steps').then((module) => {
      if (live) setRules(() => module);
    });
    return () => {
      live = false;
    };
  }, []);
  return rules;
}

/**
 * The checkout: one step per URL, the entries kept in session storage, the cart in the order context. A step
 * reached without what it needs sends the shopper to the first incomplete one; placing the order clears the cart
 * only once the server has the order.
 */
export function CheckoutPage({ company, step, user }: { company: string; step: CheckoutStep; user: PageUser | null }) {
  const { t } = useTranslation('checkout');
  const router = useRouter();
  const { order, ready: cartReady, dispatch } = useOrder();
  const { state: main } = useMainState();
  const { state, update, clear, ready } = useCheckoutState(company);
  const [date, setDate] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [placed, setPlaced] = useState(false);
  /** The total changed between review and order: what the shopper approved and the server's new total. */
  const [priceChange, setPriceChange] = useState<{ from: number; to: number } | null>(null);
  /** Bumped to quote the review afresh (a new review: its quote is asked again from the server). */
  const [reviewRound, setReviewRound] = useState(0);
  const attendantCustomer = main.accessedThePage.attendant && main.customerName ? main.customerName : null;
  useProfilePrefill(user, attendantCustomer, ready, state, update);

  const empty = cartReady && order.items.length === 0;
  // The items and their chosen options: the server offers the methods every one accepts, as createOrder checks them.
  const lines = useMemo(
    () => toOrderLineInputs(order.items).map(({ itemId, quantity, subitems }) => ({ itemId, quantity, subitems })),
    [order.items],
  );
  const options = useClientQuery(optionsDocument, {
    variables: {
      input: {
        catalogId: order.catalogId ?? '',
        lines,
        type: state.operation?.type ?? null,
        date: date ?? state.operation?.scheduledFor?.slice(0, 10) ?? null,
        inPersonOnly: !!attendantCustomer,
      },
    },
    skip: !cartReady || !ready || !order.catalogId || empty,
  });
  const opts = options.data?.checkoutOptions ?? options.previousData?.checkoutOptions ?? null;
  const business = useBusinessCheckout(company, user, opts?.bookingKind === 'HOSPITALITY');
  const needs = useMemo(
    () => ({
      gateDelivery: !!opts?.gateDelivery,
      address: !!opts?.asksAddress,
      receivedGuest: !!opts?.asksReceivedGuest,
      shipping: !!opts?.ships && !opts.gateDelivery,
    }),
    [opts],
  );
  const shippingItems = useMemo(
    () => order.items.map((entry) => ({ itemId: entry.itemId, quantity: entry.quantity })),
    [order.items],
  );

  const entered =
    opts && ready
      ? checkoutOrderInput(order, state, opts, { couponCode: couponCodeOf(order), attendantCustomer })
      : null;
  // Nothing to pay (a zero total): no payment step, and no payment is sent.
  const { paymentNeeded, recheck, total } = usePaymentNeeded(entered, step === 'pagamento' || step === 'revisao');
  const input = entered && paymentNeeded === false ? { ...entered, payment: null } : entered;

  // A step reached without what it needs (a reload of /revisao in a new tab, a typed URL) goes to the first incomplete one.
  const rules = useStepRules();
  const target =
    ready && opts && rules && paymentNeeded !== null && !business.active
      ? rules.allowedStep(step, state, needs, CARD_METHODS, paymentNeeded)
      : step;
  useEffect(() => {
    if (target !== step && !placed) void router.replace(`/checkout/${target}`);
  }, [target, step, router, placed]);

  const steps = business.active ? BUSINESS_STEPS : checkoutSteps(paymentNeeded !== false);
  const go = (next: CheckoutStep) => void router.push(`/checkout/${next}`);
  const nextOf = (current: CheckoutStep) => steps[steps.indexOf(current) + 1] ?? current;

  // The server has the order: the cart and the entries go now, before leaving (the next page may be a full load).
  const showPlaced = async (id: string) => {
    setPlaced(true);
    dispatch({ type: 'RESET' });
    clear();
    business.clear();
    await router.push(`/status-pedido?id=${encodeURIComponent(id)}`);
  };

  const place = async (quote: ReviewQuote) => {
    if (!input || busy) return;
    setBusy(true);
    setPlaceError(null);
    // The total the review showed is the one the shopper approves: the server refuses to charge another.
    const request = { ...input, expectedTotal: quote.total };
    const [{ browserApolloClient }, { placeOrder, newAttemptKey }] = await Promise.all([
      import('@/src/client/browser-apollo'),
      import('./place-order'),
    ]);
    // One key per request, saved before sending: a retry after a lost answer is the same order, never a second one;
    // any change to the cart or an entry since is another request, with a new key.
    const attempt = attemptKeyFor({ key: state.attemptKey, fingerprint: state.attemptFor }, request, newAttemptKey);
    update({ attemptKey: attempt.key, attemptFor: attempt.fingerprint });
    // A guest finds the order again (status page, /pedidos) by this browser's client id: it must exist before ordering.
    getOrCreateClientId(newAttemptKey);
    const outcome = await placeOrder(
      browserApolloClient(router.locale),
      request,
      attempt.key,
      opts?.cardTokenization?.publishableKey ?? null,
      router.locale,
    );
    if (outcome.kind === 'placed') {
      await showPlaced(outcome.id);
      return;
    }
    setBusy(false);
    if (outcome.kind === 'declined') {
      // The cart and every entry stay; only the card is asked again (its token was used) under a new attempt.
      update({ declineReason: outcome.reason || t('payment.declinedGeneric'), card: null, attemptKey: null });
      go('pagamento');
      return;
    }
    if (outcome.kind === 'authenticate') {
      // The order waits for the card's check under this key: placing again runs the check again.
      setPlaceError(t('payments:card.authenticate'));
      return;
    }
    if (outcome.kind === 'priceChanged') {
      // The review quotes again and shows the new total; placing again approves it (a new request, a new key).
      update({ attemptKey: null, attemptFor: null });
      setPriceChange({ from: quote.total, to: outcome.newTotal });
      setReviewRound((round) => round + 1);
      recheck();
      return;
    }
    if (outcome.kind === 'refused') {
      update({ attemptKey: null, attemptFor: null });
      // Refused for who is ordering: verify the e-mail (or sign in) and come back to this step.
      const fix = refusalRoute(outcome.code, router.asPath);
      if (fix) {
        await router.push(fix);
        return;
      }
      if (outcome.code === 'PAYMENT_METHOD_REQUIRED') recheck();
      setPlaceError(outcome.message || t('review.refused'));
      return;
    }
    setPlaceError(t('review.unknown'));
  };

  const action = <StickyAction form={FORM_ID} testId="checkout-continue" label={t('continue')} busy={busy} />;
  let body;
  if (!cartReady || !ready) body = <StepSkeleton />;
  else if (placed) body = <StepSkeleton />;
  else if (empty) {
    body = (
      <Box sx={{ px: 2, py: 4, display: 'grid', gap: 2, justifyItems: 'start' }} data-testid="checkout-empty">
        <Typography>{t('empty')}</Typography>
        <Button component={Link} href="/" variant="contained" sx={{ minHeight: 44 }}>
          {t('backToShop')}
        </Button>
      </Box>
    );
  } else if (options.error && !opts) {
    body = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" onClick={options.refetch} sx={{ minHeight: 44 }}>
            {t('retry')}
          </Button>
        }
      >
        {t('optionsError')}
      </Alert>
    );
  } else if (opts && business.waiting) body = <StepSkeleton />;
  else if (opts && business.active)
    body = (
      <BusinessCheckout
        step={step}
        order={order}
        options={opts}
        accounts={business.accounts}
        state={business.state}
        update={business.update}
        checkout={state}
        updateCheckout={update}
        formId={FORM_ID}
        onPlaced={showPlaced}
      />
    );
  else if (!opts || !rules || target !== step || paymentNeeded === null) body = <StepSkeleton />;
  else if (step === 'identificacao')
    body = (
      <>
        {business.eligible && (
          <Box sx={{ px: 2, pt: 2 }}>
            <BusinessChoice accounts={business.accounts} state={business.state} update={business.update} />
          </Box>
        )}
        <IdentificationStep
          formId={FORM_ID}
          state={state}
          update={update}
          onDone={() => go('entrega')}
          action={action}
        />
      </>
    );
  else if (step === 'entrega') {
    body = (
      <DeliveryStep
        company={company}
        formId={FORM_ID}
        options={opts}
        loading={options.loading}
        state={state}
        update={update}
        needs={needs}
        date={date}
        onDate={setDate}
        onDone={() => go(nextOf('entrega'))}
        shippingItems={shippingItems}
        intervals={order.items.flatMap((entry) => (entry.item.interval ? [entry.item.interval] : []))}
        action={action}
        savedAddressesOf={attendantCustomer ? null : (user?.email ?? null)}
      />
    );
  } else if (step === 'pagamento')
    body = (
      <PaymentStep
        formId={FORM_ID}
        methods={opts.paymentMethods}
        tokenization={opts.cardTokenization ?? SANDBOX_TOKENIZATION}
        state={state}
        update={update}
        onDone={() => go('revisao')}
        onBusy={setBusy}
        action={action}
        total={total}
      />
    );
  else {
    body = (
      <ReviewStep
        key={reviewRound}
        formId={FORM_ID}
        order={order}
        state={state}
        options={opts}
        input={input}
        paymentNeeded={paymentNeeded !== false}
        priceChange={priceChange}
        onPlace={(quote) => void place(quote)}
        placeError={placeError}
        placing={busy}
      />
    );
  }

  return (
    <Box
      component="main"
      sx={{
        maxWidth: { xs: '100%', md: 960 },
        mx: 'auto',
        bgcolor: 'background.paper',
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box sx={{ px: 2, pt: 3 }}>
        <Typography variant="h5" component="h1">
          {t('title')}
        </Typography>
        {attendantCustomer && (
          <Typography variant="body2" color="text.secondary" data-testid="checkout-attendant">
            {t('attendant', { name: attendantCustomer })}
          </Typography>
        )}
      </Box>
      <CheckoutStepper
        step={step}
        steps={steps}
        labelOf={business.active ? (name) => t(`business.steps.${name}`) : undefined}
      />
      {body}
    </Box>
  );
}
