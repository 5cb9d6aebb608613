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
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { TextInput } from '@/src/ui/TextInput';
import { checkCard, type CardField } from '@/src/domain/payments/card';
import { formatExpiryInput } from '@/src/domain/payments/card-expiry';
import {
  formatCardNumber,
  parseExpiry,
  tokeniseCard,
  type CardDetails,
  type CardFormField,
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

const FIELD_ORDER: readonly CardFormField[] = ['holder', 'number', 'expiry', 'cvc'];

export function CardForm({ tokenization, locale, idPrefix, ref }: Props) {
  const { t } = useTranslation('payments');
  const useStripe = tokenization.processor === 'stripe';
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD);
  const [stripe, setStripe] = useState<StripeState>({ state: 'loading' });
  const [stripeError, setStripeError] = useState('');
  const [stripeEmpty, setStripeEmpty] = useState(true);
  /** Each wrong field's message, shown under it until it is changed. */
  const [errors, setErrors] = useState<Partial<Record<CardFormField, string>>>({});
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

  useImperativeHandle(ref, () => {
    /** Shows the fields' messages and puts the cursor in the first wrong one (in the form's order). */
    const refuse = (fields: Partial<Record<CardFormField, string>>): CardTokenResult => {
      setErrors(fields);
      const first = FIELD_ORDER.find((field) => fields[field]);
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
      const message = FIELD_ORDER.flatMap((field) => (fields[field] ? [fields[field]] : [])).join(' ');
      return { ok: false, message: message || null, fields };
    };
    return {
      empty: () => (useStripe ? stripeEmpty : !card.number.trim() && !card.expiry.trim() && !card.cvc.trim()),
      async tokenise() {
        if (!useStripe) {
          // Checked here first, field by field, so each message sits under its field without a round trip; the
          // sandbox checks again.
          const expiry = parseExpiry(card.expiry);
          const problems = checkCard(
            {
              number: card.number,
              expMonth: expiry?.expMonth ?? NaN,
              expYear: expiry?.expYear ?? NaN,
              cvc: card.cvc,
              holder: card.holder,
            },
            new Date(),
          );
          const fields = Object.fromEntries(
            (Object.entries(problems) as [CardField, string][]).map(([field, code]) => [field, t(`errors.${code}`)]),
          ) as Partial<Record<CardFormField, string>>;
          if (Object.keys(fields).length > 0) return refuse(fields);
          const result = await tokeniseCard(card, locale);
          // A used card's details go at once: a retry asks for them again.
          if (result.ok) {
            setCard(EMPTY_CARD);
            setErrors({});
          } else if (result.fields && Object.keys(result.fields).length > 0) return refuse(result.fields);
          return result;
        }
        if (!card.holder.trim()) return refuse({ holder: t('errors.HOLDER_REQUIRED') });
        if (stripe.state !== 'ready') return { ok: false, message: t('card.stripeFailed') };
        const { stripePaymentMethod } = await import('./card-form-stripe');
        return stripePaymentMethod(stripe.stripe, stripe.card, card.holder).catch(() => ({
          ok: false as const,
          message: t('card.stripeFailed'),
        }));
      },
    };
  }, [card, useStripe, stripe, stripeEmpty, locale, t, idPrefix]);

  const field = (
    name: keyof CardDetails,
    extra: { autoComplete: string; inputMode?: 'numeric'; maxLength: number; half?: boolean; placeholder?: string },
  ) => (
    <TextInput
      id={`${idPrefix}-${name}`}
      label={t(`card.${name}`)}
      value={card[name]}
      onChange={(e) => {
        const typed = e.target.value;
        setCard({
          ...card,
          [name]: name === 'number' ? formatCardNumber(typed) : name === 'expiry' ? formatExpiryInput(typed) : typed,
        });
        if (errors[name]) setErrors({ ...errors, [name]: undefined });
      }}
      required
      fullWidth
      error={!!errors[name]}
      helperText={errors[name] ? <span data-testid={`${idPrefix}-${name}-error`}>{errors[name]}</span> : undefined}
      placeholder={extra.placeholder}
      sx={{ gridColumn: extra.half ? 'span 1' : '1 / -1' }}
      inputProps={{
        'data-testid': `${idPrefix}-${name}`,
        autoComplete: extra.autoComplete,
        inputMode: extra.inputMode,
        maxLength: extra.maxLength,
        'aria-invalid': errors[name] ? true : undefined,
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
          {field('expiry', {
            autoComplete: 'cc-exp',
            inputMode: 'numeric',
            maxLength: 5,
            half: true,
            placeholder: t('card.expiryPlaceholder'),
          })}
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
