import { StatusAlert as Alert } from '@/src/ui/StatusAlert';
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { FormEvent, ReactNode } from 'react';
import { useClientQuery } from '@/src/client/client-query';
import { formatBRL } from '@/src/domain/brazil/format';
import { paymentKind } from '@/src/domain/orders/checkout-payments';
import type { CheckoutState } from '@/src/domain/orders/checkout-steps';
import type { Order } from '@/src/domain/orders/order-types';
import { reaisToCents } from '@/src/domain/pricing/money';
import { FormAlert } from '@/src/features/auth/FormAlert';
import { SafeHtml } from '@/src/features/blog/safe-html';
import type { CheckoutOptions, CheckoutOrderInput, ReviewQuote } from './checkout-shapes';
import { cardBrandName } from './card-brand';
import { placeLine, streetLine } from '@/src/domain/brazil/address-text';
import { WeightNote } from '@/src/features/cart/WeightNote';
import { SR_ONLY } from '@/src/features/orders/sr-only';
import { dayLabel, timeLabel } from './checkout-time';
import { FreeUntilNote } from './FreeUntilNote';
import { ReviewLine } from './ReviewLine';
import { CustomerLines } from './CustomerLines';
import { ReviewGateArrival } from './ReviewGateArrival';
import { StickyAction } from './StickyAction';

const quoteDocument = async () => (await import('./checkout-quote.generated')).CheckoutQuoteDocument;

interface Props {
  order: Order;
  state: CheckoutState;
  options: CheckoutOptions;
  input: CheckoutOrderInput | null;
  /** False for a zero total: no payment was asked, and the review says so. */
  paymentNeeded: boolean;
  /** The server refused the total the shopper approved: the one approved and the new one (this review's quote). */
  priceChange: { from: number; to: number } | null;
  onPlace: (quote: ReviewQuote) => void;
  placeError: string | null;
  formId: string;
  placing: boolean;
}

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }} data-testid={testId}>
      {/* Paragraphs: subtitle1 would make the total an h6, a heading out of order (axe heading-order). */}
      <Typography component="p" variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        component="p"
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Everything the shopper chose, the server's prices for it, the service's warning, then the place button (outside).
 * Placing approves the total shown here: when the server's total has changed since, the page quotes the review
 * again and says so, and the shopper approves the new total by placing again.
 */
export function ReviewStep({
  order,
  state,
  options,
  input,
  paymentNeeded,
  priceChange,
  onPlace,
  placeError,
  formId,
  placing,
}: Props) {
  const { t } = useTranslation('checkout');
  const router = useRouter();
  const { locale = 'pt-BR' } = router;
  const result = useClientQuery(quoteDocument, {
    variables: { input: input! },
    skip: !input,
    fetchPolicy: 'network-only',
  });
  const quote = result.data?.quote ?? null;
  const problems = quote?.problemDetails ?? [];
  const zone = options.timezone;
  const op = state.operation;
  const method = state.paymentMethod;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (quote && problems.length === 0) onPlace(quote);
  };
  const cardLabel = (card: { brand: string; last4: string }) => {
    const brand = cardBrandName(card.brand);
    return brand ? t('review.card', { brand, last4: card.last4 }) : t('review.cardNoBrand', { last4: card.last4 });
  };
  const edit = (step: string) => (
    <Button size="small" onClick={() => void router.push(`/checkout/${step}`)} sx={{ minHeight: 44 }}>
      {t('review.edit')}
    </Button>
  );
  const lineTotal = (index: number, itemId: string) => {
    if (!quote) return null;
    const line =
      quote.lines.length === order.items.length ? quote.lines[index] : quote.lines.find((l) => l.itemId === itemId);
    return line?.total ?? null;
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
          {t('review.title')}
        </Typography>
        <FormAlert error={placeError ?? (problems.length > 0 ? problems.map((p) => p.message).join(' ') : null)} />
        {priceChange && (
          <Alert severity="warning" role="alert" data-testid="checkout-price-changed">
            {t('money.priceChanged', {
              from: formatBRL(reaisToCents(priceChange.from)),
              to: formatBRL(reaisToCents(priceChange.to)),
              place: options.buttonLabel ?? t('review.place'),
            })}
          </Alert>
        )}
        {result.error && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={result.refetch} sx={{ minHeight: 44 }}>
                {t('retry')}
              </Button>
            }
          >
            {t('review.quoteError')}
          </Alert>
        )}

        <Box component="section" aria-labelledby="review-items">
          <Typography id="review-items" variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
            {t('review.items')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {order.items.map((entry, index) => (
              <ReviewLine
                key={`${entry.itemId}-${index}`}
                catalogId={order.catalogId ?? ''}
                entry={entry}
                total={lineTotal(index, entry.itemId)}
              />
            ))}
          </Box>
          <Divider sx={{ my: 1 }} />
          <WeightNote items={order.items} text={t('weightNote')} sx={{ px: 0 }} />
          <Box aria-busy={result.loading || undefined} data-testid="checkout-totals">
            <Row label={t('review.subtotal')} value={quote ? formatBRL(reaisToCents(quote.subtotal)) : '…'} />
            {quote && quote.discount > 0 && (
              <Row label={t('review.discount')} value={`− ${formatBRL(reaisToCents(quote.discount))}`} />
            )}
            {/* A pass or a booking is not delivered: no "Entrega: Grátis" line. */}
            {(op?.type === 'delivery' || !!quote?.deliveryFee) && (
              <Row
                label={t('review.deliveryFee')}
                value={
                  quote ? (quote.deliveryFee > 0 ? formatBRL(reaisToCents(quote.deliveryFee)) : t('review.free')) : '…'
                }
                testId="checkout-delivery-fee"
              />
            )}
            <Row
              label={t('review.total')}
              value={quote ? formatBRL(reaisToCents(quote.total)) : '…'}
              strong
              testId="checkout-total"
            />
          </Box>
        </Box>

        <Box component="section" sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
              {t('review.customer')}
            </Typography>
            {edit('identificacao')}
          </Box>
          <CustomerLines customer={state.customer} />
        </Box>

        <Box component="section" sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
              {op?.type === 'booking' ? t('booking.reviewTitle') : t('review.delivery')}
            </Typography>
            {edit('entrega')}
          </Box>
          {op && (
            <Typography variant="body2">
              {t(`operation.${op.type}.${op.time}`)}
              {op.scheduledFor
                ? ` · ${dayLabel(op.scheduledFor.slice(0, 10), locale, zone)} ${timeLabel(op.scheduledFor, zone)}`
                : ''}
            </Typography>
          )}
          {input?.gateDelivery && (
            <Typography variant="body2" data-testid="checkout-review-gate">
              {t('review.gate', {
                terminal: input.gateDelivery.terminal,
                gate: input.gateDelivery.gate,
                flight: input.gateDelivery.flightNumber,
                boarding: input.gateDelivery.boardingTime,
              })}
            </Typography>
          )}
          {input?.gateDelivery && <ReviewGateArrival options={options} input={input} />}
          {input?.customer.address && !input.gateDelivery && (
            <Box data-testid="checkout-review-address">
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {streetLine(input.customer.address)}
              </Typography>
              <Typography variant="body2">{placeLine(input.customer.address)}</Typography>
              {input.customer.address.additionalInstructions && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {input.customer.address.additionalInstructions}
                </Typography>
              )}
            </Box>
          )}
          {op?.type === 'booking' && op.scheduledFor && options.bookingKind && (
            <FreeUntilNote kind={options.bookingKind} start={op.scheduledFor} options={options} />
          )}
          {input?.receivedGuest && (
            <Typography variant="body2" data-testid="checkout-review-guest">
              {t('review.guest', { name: input.receivedGuest })}
            </Typography>
          )}
        </Box>

        <Box component="section" sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
              {t('review.payment')}
            </Typography>
            {paymentNeeded && edit('pagamento')}
          </Box>
          {!paymentNeeded && (
            <Typography variant="body2" data-testid="checkout-review-no-payment">
              {t('money.noPayment')}
            </Typography>
          )}
          {paymentNeeded && method && (
            <Typography variant="body2" data-testid="checkout-review-method">
              {t(`methods.${method}`, { defaultValue: method })}
              {paymentKind(method) === 'card' && state.card ? ` · ${cardLabel(state.card)}` : ''}
            </Typography>
          )}
          {paymentNeeded && method === 'CASH' && (
            <Typography variant="body2" data-testid="checkout-review-change">
              {state.changeForCents && quote
                ? t('review.change', {
                    amount: formatBRL(state.changeForCents),
                    change: formatBRL(Math.max(0, state.changeForCents - reaisToCents(quote.total))),
                  })
                : t('review.noChange')}
            </Typography>
          )}
        </Box>

        <Typography variant="body2" data-testid="checkout-terms-note">
          {t('review.termsAgree')}{' '}
          <Link href="/termos" target="_blank" rel="noopener" data-testid="checkout-terms">
            {t('review.termsLink')}
            <Box component="span" sx={SR_ONLY}>
              {' '}
              {t('review.termsNewTab')}
            </Box>
          </Link>
          .
        </Typography>
        {options.checkoutWarning && (
          <Alert severity="info" data-testid="checkout-warning" sx={{ '& p': { m: 0 } }}>
            <SafeHtml html={options.checkoutWarning} />
          </Alert>
        )}
      </Box>
      <StickyAction
        form={formId}
        testId="checkout-place"
        label={options.buttonLabel ?? t('review.place')}
        busy={placing}
        disabled={!quote || problems.length > 0 || result.loading}
        aside={quote ? <span>{formatBRL(reaisToCents(quote.total))}</span> : undefined}
      />
    </Box>
  );
}
