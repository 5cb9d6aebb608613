/**
 * The card entry of the checkout's payment step and of a late booking move: the holder's name plus either our
 * sandbox fields (number, expiry, CVC, sent only to the sandbox tokeniser) or Stripe's Card Element (Stripe.js,
 * loaded here on first use; the number stays in Stripe's frame). The parent's form calls `tokenise()` on submit and
 * sends on only the token. The card's details never reach the saved checkout entries nor the URL.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { TextInput } from '@/src/ui/TextInput';
import {
  formatCardNumber,
  tokeniseCard,
  type CardDetails,
  type CardTokenization,
  type CardTokenResult,
} from './card-token';

export type { CardTokenization } from './card-token';

export interface CardFormHandle {
  /** The card as a single-use token; `ok: false` with the words to show when the card cannot be used. */
  tokenise(): Promise<CardTokenResult>;
  /** Nothing typed yet (a card tokenised before may then be used as it is). */
  empty(): boolean;
}

interface Props {
  tokenization: CardTokenization;
  locale: string;
  /** Prefix of the fields' ids and test ids ("checkout-card", "reschedule-card"). */
  idPrefix: string;
  ref?: Ref<CardFormHandle>;
}

const EMPTY_CARD: CardDetails = { holder: '', number: '', expiry: '', cvc: '' };
type StripeState =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; stripe: Stripe; card: StripeCardElement };

export function CardForm({ tokenization, locale, idPrefix, ref }: Props) {
  const { t } = useTranslation('payments');
  const useStripe = tokenization.processor === 'stripe';
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD);
  const [stripe, setStripe] = useState<StripeState>({ state: 'loading' });
  const [stripeError, setStripeError] = useState('');
  const [stripeEmpty, setStripeEmpty] = useState(true);
  const mountRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!useStripe) return;
    const key = tokenization.publishableKey;
    let live = true;
    let element: StripeCardElement | null = null;
    (async () => {
      const { stripeFor, stripeLocale } = await import('./card-form-stripe');
      const instance = key ? await stripeFor(key, locale).catch(() => null) : null;
      if (!live) return;
      if (!instance || !mountRef.current) {
        setStripe({ state: 'failed' });
        return;
      }
      element = instance
        .elements({ locale: stripeLocale(locale) })
        .create('card', { hidePostalCode: true, style: { base: { fontSize: '16px' } } });
      element.on('change', (event) => {
        setStripeError(event.error?.message ?? '');
        setStripeEmpty(event.empty);
      });
      element.mount(mountRef.current);
      setStripe({ state: 'ready', stripe: instance, card: element });
    })().catch(() => live && setStripe({ state: 'failed' }));
    return () => {
      live = false;
      element?.destroy();
    };
  }, [useStripe, tokenization.publishableKey, locale]);

  useImperativeHandle(
    ref,
    () => ({
      empty: () => (useStripe ? stripeEmpty : !card.number.trim() && !card.expiry.trim() && !card.cvc.trim()),
      async tokenise() {
        if (!card.holder.trim()) return { ok: false, message: t('errors.HOLDER_REQUIRED') };
        if (!useStripe) {
          const result = await tokeniseCard(card, locale);
          // A used card's details go at once: a retry asks for them again.
          if (result.ok) setCard(EMPTY_CARD);
          return result;
        }
        if (stripe.state !== 'ready') return { ok: false, message: t('card.stripeFailed') };
        const { stripePaymentMethod } = await import('./card-form-stripe');
        return stripePaymentMethod(stripe.stripe, stripe.card, card.holder).catch(() => ({
          ok: false as const,
          message: t('card.stripeFailed'),
        }));
      },
    }),
    [card, useStripe, stripe, stripeEmpty, locale, t],
  );

  const field = (
    name: keyof CardDetails,
    extra: { autoComplete: string; inputMode?: 'numeric'; maxLength: number; half?: boolean },
  ) => (
    <TextInput
      id={`${idPrefix}-${name}`}
      label={t(`card.${name}`)}
      value={card[name]}
      onChange={(e) =>
        setCard({ ...card, [name]: name === 'number' ? formatCardNumber(e.target.value) : e.target.value })
      }
      required
      fullWidth
      sx={{ gridColumn: extra.half ? 'span 1' : '1 / -1' }}
      inputProps={{
        'data-testid': `${idPrefix}-${name}`,
        autoComplete: extra.autoComplete,
        inputMode: extra.inputMode,
        maxLength: extra.maxLength,
      }}
    />
  );

  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}
      data-testid={`${idPrefix}-form`}
      data-processor={tokenization.processor}
    >
      {field('holder', { autoComplete: 'cc-name', maxLength: 80 })}
      {useStripe ? (
        <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 0.5 }}>
          <Typography
            component="span"
            variant="body2"
            id={`${idPrefix}-stripe-label`}
            sx={{ fontWeight: 600, color: 'text.secondary' }}
          >
            {t('card.details')}
            <Box component="span" aria-hidden="true">
              {' *'}
            </Box>
          </Typography>
          {stripe.state === 'loading' && (
            <Skeleton variant="rounded" height={48} data-testid={`${idPrefix}-stripe-loading`} />
          )}
          {stripe.state === 'failed' && (
            <Alert severity="error" role="alert">
              {t('card.stripeFailed')}
            </Alert>
          )}
          {/* Stripe's frame goes in here; it labels its own inputs in the page's language. */}
          <Box
            ref={mountRef}
            role="group"
            aria-labelledby={`${idPrefix}-stripe-label`}
            aria-describedby={`${idPrefix}-stripe-error`}
            data-testid={`${idPrefix}-stripe`}
            sx={{
              display: stripe.state === 'ready' ? 'block' : 'none',
              minHeight: 48,
              px: 1.5,
              py: 1.75,
              boxSizing: 'border-box',
              border: 1,
              borderColor: stripeError ? 'error.main' : 'divider',
              borderRadius: 1,
              '&:focus-within': { borderColor: 'primary.main', outline: 1, outlineColor: 'primary.main' },
            }}
          />
          <Typography
            id={`${idPrefix}-stripe-error`}
            variant="body2"
            color="error"
            aria-live="polite"
            data-testid={`${idPrefix}-stripe-error`}
          >
            {stripeError}
          </Typography>
        </Box>
      ) : (
        <>
          {field('number', { autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 })}
          {field('expiry', { autoComplete: 'cc-exp', inputMode: 'numeric', maxLength: 7, half: true })}
          {field('cvc', { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4, half: true })}
        </>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        {t('card.safe')}
      </Typography>
      {!useStripe && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ gridColumn: '1 / -1' }}
          data-testid={`${idPrefix}-sandbox`}
        >
          {t('card.sandboxNotice')}
        </Typography>
      )}
    </Box>
  );
}
