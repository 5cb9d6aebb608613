/**
 * The checkout of a booking for a company (issue 18), drawn instead of the personal steps once the booker chose
 * "Para a empresa": three steps on the checkout's own addresses — /checkout/identificacao (for whom and the clients),
 * /checkout/pagamento (on account or now) and /checkout/revisao — with no delivery step: each client's time is on
 * their line, and the order names the store's slot holding the earliest one. A step reached before the one it
 * needs goes back to it. Placing sends one order with one line per client; a refusal goes back to the step of the
 * field it names and is said there (business-refusal.ts), with everything typed kept.
 * Loaded only for a member of a company booking hospitality (CheckoutPage).
 */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { DateTime } from 'luxon';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useEffect, useMemo, useState } from 'react';
import { getOrCreateClientId } from '@/src/client/client-id';
import { useClientQuery } from '@/src/client/client-query';
import { couponCodeOf } from '@/src/client/coupon';
import { earliestTime } from '@/src/domain/business/order-slot';
import { costCentreOk } from '@/src/domain/business/on-account';
import { draftToSent } from '@/src/domain/business/booking-draft';
import { resolveLocale } from '@/src/domain/locale';
import { attemptKeyFor } from '@/src/domain/orders/attempt-key';
import { CARD_METHODS } from '@/src/domain/orders/checkout-payments';
import { paymentComplete, type CheckoutState, type CheckoutStep } from '@/src/domain/orders/checkout-state';
import { toOrderLineInputs, type Order } from '@/src/domain/orders/order-types';
import { StatusAlert as Alert } from '@/src/ui/StatusAlert';
import { SafeHtml } from '@/src/features/blog/safe-html';
import { SANDBOX_TOKENIZATION } from '../card-token';
import type { CheckoutOptions, ReviewQuote } from '../checkout-shapes';
import { refusalRoute } from '../refusal-route';
import { StickyAction } from '../StickyAction';
import { BusinessPaymentStep } from './BusinessPaymentStep';
import { BusinessReviewStep } from './BusinessReviewStep';
import type { BusinessCheckoutState, UpdateBusiness } from './business-checkout-state';
import { businessOrderInput } from './business-order-input';
import { refusalPlace } from './business-refusal';
import { ClientLinesStep, linesProblems } from './ClientLinesStep';
import type { CheckoutBusinessAccountsQuery } from './checkout-business-accounts.generated';

export { BusinessChoice } from './BusinessChoice';

const clientsDocument = async () =>
  (await import('@/src/features/business/business-clients.generated')).BusinessClientsDocument;
const optionsDocument = async () => (await import('../checkout-options.generated')).CheckoutOptionsDocument;
const quoteDocument = async () => (await import('../checkout-quote.generated')).CheckoutQuoteDocument;

type Account = CheckoutBusinessAccountsQuery['myBusinessAccounts'][number];

interface Props {
  step: CheckoutStep;
  order: Order;
  options: CheckoutOptions;
  accounts: Account[];
  state: BusinessCheckoutState;
  update: UpdateBusiness;
  checkout: CheckoutState;
  updateCheckout: (patch: Partial<CheckoutState>) => void;
  formId: string;
  /** The server has the order: the page clears the cart and the entries and shows it. */
  onPlaced: (id: string) => Promise<void>;
}

function Waiting() {
  return (
    <Box aria-busy="true" data-testid="checkout-loading" sx={{ px: 2, py: 2, display: 'grid', gap: 2 }}>
      <Skeleton width="50%" height={32} />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={56} />
      ))}
    </Box>
  );
}

export function BusinessCheckout(props: Props) {
  const { step, order, options, accounts, state, update, checkout, updateCheckout, formId } = props;
  const { t } = useTranslation('checkout');
  const router = useRouter();
  const locale = resolveLocale(router.locale);
  const [busy, setBusy] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [priceChange, setPriceChange] = useState<{ from: number; to: number } | null>(null);
  const [reviewRound, setReviewRound] = useState(0);
  const account = accounts.find((a) => a._id === state.accountId) ?? accounts[0];
  const zone = options.timezone;
  const now = useMemo(() => DateTime.fromISO(options.now, { setZone: true }), [options.now]);

  const clients = useClientQuery(clientsDocument, { variables: { accountId: account._id } });
  const saved = useMemo(() => clients.data?.businessClients ?? [], [clients.data]);
  const services = order.items.map((entry) => entry.item.name ?? entry.itemId);
  const itemIds = order.items.map((entry) => entry.itemId);
  const allCredit = state.lines.length > 0 && state.lines.every((line) => line.useCredit);

  // The store's slots of the earliest client's day: the order names the one holding that time.
  const sent = state.lines.map((line) => draftToSent(line, zone));
  const earliest = earliestTime(sent.map((line) => line.time ?? ''));
  const day = earliest ? DateTime.fromISO(earliest).setZone(zone).toFormat('yyyy-MM-dd') : null;
  const cartLines = useMemo(
    () => toOrderLineInputs(order.items).map(({ itemId, quantity, subitems }) => ({ itemId, quantity, subitems })),
    [order.items],
  );
  const slotOptions = useClientQuery(optionsDocument, {
    variables: { input: { catalogId: order.catalogId ?? '', lines: cartLines, type: 'booking', date: day } },
    skip: !day || step === 'identificacao',
  });
  const slots = slotOptions.data?.checkoutOptions.slots ?? slotOptions.previousData?.checkoutOptions.slots ?? [];

  const input = businessOrderInput({
    order,
    business: state,
    checkout,
    account,
    zone,
    slots,
    methods: options.paymentMethods,
    couponCode: couponCodeOf(order),
  });
  // The payment step shows the remaining limit against the order's total.
  const priced = useClientQuery(quoteDocument, {
    variables: { input: { ...input!, payment: null } },
    skip: !input || step !== 'pagamento',
  });

  // Where the booker may be: the clients first, then a way to pay, then the review.
  const linesReady =
    clients.data !== undefined &&
    state.lines.length > 0 &&
    linesProblems(state.lines, saved, now, zone).every((p) => Object.keys(p).length === 0) &&
    !Object.keys(state.refusals).some((path) => path.startsWith('business.lines') || path === 'business.accountId');
  const paymentReady =
    state.payment === 'CREDITS'
      ? allCredit
      : state.payment === 'ON_ACCOUNT'
        ? costCentreOk(state.costCentre.trim()) && !state.refusals['business.costCentre']
        : state.payment === 'NOW' && paymentComplete(checkout, CARD_METHODS);
  let allowed: CheckoutStep = step === 'entrega' ? 'pagamento' : step;
  if (clients.data !== undefined && allowed !== 'identificacao' && !linesReady) allowed = 'identificacao';
  else if (allowed === 'revisao' && !paymentReady) allowed = 'pagamento';
  useEffect(() => {
    if (allowed !== step) void router.replace(`/checkout/${allowed}`);
  }, [allowed, step, router]);

  const go = (next: CheckoutStep) => void router.push(`/checkout/${next}`);

  const place = async (quote: ReviewQuote) => {
    if (!input || busy) return;
    if (!input.operationWay.scheduledFor) {
      setPlaceError(t('business.errors.NO_SLOT'));
      return;
    }
    setBusy(true);
    setPlaceError(null);
    const request = { ...input, expectedTotal: quote.total };
    const [{ browserApolloClient }, { placeOrder, newAttemptKey }] = await Promise.all([
      import('@/src/client/browser-apollo'),
      import('../place-order'),
    ]);
    // One key per request, saved before sending: a retry after a lost answer is the same order.
    const attempt = attemptKeyFor(
      { key: checkout.attemptKey, fingerprint: checkout.attemptFor },
      request,
      newAttemptKey,
    );
    updateCheckout({ attemptKey: attempt.key, attemptFor: attempt.fingerprint });
    getOrCreateClientId(newAttemptKey);
    const outcome = await placeOrder(
      browserApolloClient(router.locale),
      request,
      attempt.key,
      options.cardTokenization?.publishableKey ?? null,
      router.locale,
    );
    if (outcome.kind === 'placed') {
      await props.onPlaced(outcome.id);
      return;
    }
    setBusy(false);
    if (outcome.kind === 'declined') {
      updateCheckout({ declineReason: outcome.reason || t('payment.declinedGeneric'), card: null, attemptKey: null });
      go('pagamento');
      return;
    }
    if (outcome.kind === 'authenticate') {
      setPlaceError(t('payments:card.authenticate'));
      return;
    }
    if (outcome.kind === 'priceChanged') {
      updateCheckout({ attemptKey: null, attemptFor: null });
      setPriceChange({ from: quote.total, to: outcome.newTotal });
      setReviewRound((round) => round + 1);
      return;
    }
    if (outcome.kind === 'refused') {
      updateCheckout({ attemptKey: null, attemptFor: null });
      const where = refusalPlace(outcome.code, outcome.path);
      if (where) {
        // Said at its field, on its step; nothing typed is touched.
        update((current) => ({
          refusals: { ...current.refusals, [where.path]: { code: outcome.code, message: outcome.message } },
        }));
        go(where.step);
        return;
      }
      const fix = refusalRoute(outcome.code, router.asPath);
      if (fix && !fix.startsWith('/checkout/identificacao')) {
        await router.push(fix);
        return;
      }
      setPlaceError(outcome.message || t('review.refused'));
      return;
    }
    setPlaceError(t('review.unknown'));
  };

  const action = <StickyAction form={formId} testId="checkout-continue" label={t('continue')} busy={busy} />;
  if (clients.error && !clients.data)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {t('business.clientsError')}
      </Alert>
    );
  if (clients.data === undefined || allowed !== step) return <Waiting />;
  if (step === 'identificacao')
    return (
      <ClientLinesStep
        accounts={accounts}
        state={state}
        update={update}
        saved={saved}
        services={services}
        itemIds={itemIds}
        zone={zone}
        now={now}
        locale={locale}
        formId={formId}
        action={action}
        onDone={() => go('pagamento')}
      />
    );
  if (step === 'pagamento')
    return (
      <BusinessPaymentStep
        account={account}
        state={state}
        update={update}
        checkout={checkout}
        updateCheckout={updateCheckout}
        methods={options.paymentMethods}
        tokenization={options.cardTokenization ?? SANDBOX_TOKENIZATION}
        total={priced.data?.quote.total ?? null}
        allCredit={allCredit}
        formId={formId}
        action={action}
        onDone={() => go('revisao')}
        onBusy={setBusy}
      />
    );
  return (
    <BusinessReviewStep
      key={reviewRound}
      account={account}
      state={state}
      checkout={checkout}
      saved={saved}
      services={services}
      input={input}
      priceChange={priceChange}
      placeError={placeError}
      placing={busy}
      buttonLabel={options.buttonLabel ?? null}
      checkoutWarning={
        options.checkoutWarning ? (
          <Alert severity="info" data-testid="checkout-warning" sx={{ '& p': { m: 0 } }}>
            <SafeHtml html={options.checkoutWarning} />
          </Alert>
        ) : null
      }
      formId={formId}
      onPlace={(quote) => void place(quote)}
    />
  );
}
