/**
 * Stripe.js for the card form, loaded only when a card is chosen and Stripe is on (the `/pure` entry injects its
 * script on the first `loadStripe`, not on import). The card number is typed into Stripe's own frame and turned
 * into a PaymentMethod there: only its id ("pm_…") reaches our server. One Stripe object per publishable key, so
 * the review step can run 3-D Secure with the same one the payment step made the PaymentMethod with.
 */
import type { Stripe, StripeCardElement, StripeElementLocale } from '@stripe/stripe-js';
import type { CardTokenResult } from './card-token';

const loaded = new Map<string, Promise<Stripe | null>>();

/** Our three languages as Stripe's locales. */
export const stripeLocale = (locale: string): StripeElementLocale =>
  locale === 'en' ? 'en' : locale === 'es' ? 'es' : 'pt-BR';

/** The Stripe object of a key, speaking the page's language (its card errors are shown as they come). */
export function stripeFor(publishableKey: string, locale = 'pt-BR'): Promise<Stripe | null> {
  const id = `${publishableKey} ${stripeLocale(locale)}`;
  let promise = loaded.get(id);
  if (!promise) {
    promise = import('@stripe/stripe-js/pure').then(({ loadStripe }) =>
      loadStripe(publishableKey, { locale: stripeLocale(locale) }),
    );
    // A failed load (offline, blocked) may be tried again by the next form.
    promise.catch(() => loaded.delete(id));
    loaded.set(id, promise);
  }
  return promise;
}

export async function stripePaymentMethod(
  stripe: Stripe,
  card: StripeCardElement,
  holder: string,
): Promise<CardTokenResult> {
  const { paymentMethod, error } = await stripe.createPaymentMethod({
    type: 'card',
    card,
    billing_details: { name: holder.trim() },
  });
  if (error || !paymentMethod) return { ok: false, message: error?.message ?? null };
  return {
    ok: true,
    token: paymentMethod.id,
    brand: paymentMethod.card?.brand ?? '',
    last4: paymentMethod.card?.last4 ?? '',
  };
}

/**
 * 3-D Secure: Stripe.js shows the issuer's check in the page. Its outcome is not trusted: the caller asks our
 * server, which reads the PaymentIntent from Stripe again. False only when Stripe.js could not run at all.
 */
export async function runNextAction(publishableKey: string, clientSecret: string, locale?: string): Promise<boolean> {
  const stripe = await stripeFor(publishableKey, locale).catch(() => null);
  if (!stripe) return false;
  await stripe.handleNextAction({ clientSecret });
  return true;
}
