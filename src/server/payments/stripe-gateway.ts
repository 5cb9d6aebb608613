/**
 * Stripe (card methods when STRIPE_SECRET_KEY is set), through its REST API with `fetch`: no SDK to keep up
 * to date for two calls. A charge is a PaymentIntent confirmed at once with the PaymentMethod the browser made
 * with Stripe.js (`cardToken`, "pm_…"); for a marketplace catalogue it is a destination charge: the money goes to
 * the company's connected account (`transfer_data[destination]`) less the platform's fee
 * (`application_fee_amount`, the catalogue's marketplaceFee percent of the total). The order's idempotency key
 * travels as Stripe's Idempotency-Key, so a retried request never charges twice. A card whose issuer asks for
 * 3-D Secure answers REQUIRES_ACTION with the intent's client secret (`use_stripe_sdk`: Stripe.js finishes it in
 * the page); `retrieve` then reads the intent's status from Stripe again.
 */
import type { ChargeRequest, ChargeResult, ChargeState, DeclineCode, PaymentGateway } from './payment-gateway';

export const STRIPE_GATEWAY = 'stripe';
/** The API version the requests and the answers' reading are written for. */
export const STRIPE_API_VERSION = '2024-06-20';
const TIMEOUT_MS = 20_000;

export interface StripeGatewayOptions {
  secretKey: string;
  /** https://api.stripe.com unless STRIPE_API_BASE says otherwise (tests point it at a local server). */
  apiBase?: string;
  fetch?: typeof fetch;
}

interface StripeError {
  type?: string;
  code?: string;
  decline_code?: string;
  param?: string;
  payment_intent?: { id?: string };
}

/** The platform's fee in cents: the percent of the total, rounded to the nearest cent. */
export function applicationFeeCents(amountCents: number, percent: number | null | undefined): number {
  if (!percent || percent <= 0) return 0;
  return Math.min(amountCents, Math.round((amountCents * percent) / 100));
}

/** The form body of the PaymentIntent (Stripe takes application/x-www-form-urlencoded with bracketed keys). */
export function paymentIntentForm(request: ChargeRequest): URLSearchParams {
  const form = new URLSearchParams({
    amount: String(request.amountCents),
    currency: 'brl',
    confirm: 'true',
    // 3-D Secure is finished by Stripe.js in our page (handleNextAction), not by a redirect.
    use_stripe_sdk: 'true',
    payment_method: request.cardToken ?? '',
    'payment_method_types[0]': 'card',
    description: `${request.merchantName} #${request.orderNumber}`,
    'metadata[order_id]': request.orderId,
    'metadata[order_number]': request.orderNumber,
    'metadata[company_id]': request.companyId,
  });
  for (const [name, value] of Object.entries(request.metadata ?? {})) form.set(`metadata[${name}]`, value);
  if (request.destinationAccountId) {
    form.set('transfer_data[destination]', request.destinationAccountId);
    const fee = applicationFeeCents(request.amountCents, request.marketplaceFeePercent);
    if (fee > 0) form.set('application_fee_amount', String(fee));
  }
  return form;
}

function decline(error: StripeError | undefined, httpStatus: number): { declineCode: DeclineCode; retryable: boolean } {
  // Stripe's own trouble or too many requests: the same card may be tried again.
  if (httpStatus === 429 || httpStatus >= 500 || error?.type === 'api_error')
    return { declineCode: 'PROCESSING_ERROR', retryable: true };
  if (error?.code === 'resource_missing' && error.param === 'payment_method')
    return { declineCode: 'INVALID_CARD_TOKEN', retryable: false };
  if (error?.type === 'card_error') {
    if (error.code === 'expired_card' || error.decline_code === 'expired_card')
      return { declineCode: 'EXPIRED_CARD', retryable: false };
    if (error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds')
      return { declineCode: 'INSUFFICIENT_FUNDS', retryable: false };
    if (error.code === 'processing_error' || error.decline_code === 'processing_error')
      return { declineCode: 'PROCESSING_ERROR', retryable: true };
    return { declineCode: 'CARD_DECLINED', retryable: false };
  }
  return { declineCode: 'PROCESSING_ERROR', retryable: false };
}

/** A PaymentIntent's status as a charge result (the answer to create, or the intent read again). */
export function intentResult(body: Record<string, unknown>): ChargeResult {
  const reference = String(body.id ?? '');
  switch (body.status) {
    case 'succeeded':
      return { status: 'PAID', gateway: STRIPE_GATEWAY, reference };
    case 'requires_capture':
      return { status: 'AUTHORIZED', gateway: STRIPE_GATEWAY, reference };
    case 'processing':
      return { status: 'PENDING', gateway: STRIPE_GATEWAY, reference };
    case 'requires_action':
      if (typeof body.client_secret === 'string' && body.client_secret)
        return { status: 'REQUIRES_ACTION', gateway: STRIPE_GATEWAY, reference, clientSecret: body.client_secret };
      break;
    case 'requires_payment_method': {
      // Refused, or the holder failed (or abandoned) 3-D Secure: the last error says why.
      const last = body.last_payment_error as StripeError | null | undefined;
      if (last)
        return {
          status: 'DECLINED',
          gateway: STRIPE_GATEWAY,
          reference,
          ...decline({ ...last, type: 'card_error' }, 402),
        };
      break;
    }
  }
  return { status: 'DECLINED', gateway: STRIPE_GATEWAY, reference, declineCode: 'CARD_DECLINED', retryable: false };
}

function intentState(body: Record<string, unknown>): ChargeState {
  const metadata = Object.fromEntries(
    Object.entries((body.metadata as Record<string, unknown> | null) ?? {}).map(([k, v]) => [k, String(v)]),
  );
  return { result: intentResult(body), amountCents: typeof body.amount === 'number' ? body.amount : null, metadata };
}

export function stripeGateway({
  secretKey,
  apiBase = 'https://api.stripe.com',
  fetch: fetchFn = fetch,
}: StripeGatewayOptions): PaymentGateway {
  async function call(path: string, form?: URLSearchParams, idempotencyKey?: string) {
    const response = await fetchFn(`${apiBase.replace(/\/$/, '')}${path}`, {
      method: form ? 'POST' : 'GET',
      headers: {
        Authorization: `Bearer ${secretKey}`,
        'Stripe-Version': STRIPE_API_VERSION,
        ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: form?.toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown> & { error?: StripeError };
    return { status: response.status, body };
  }
  const post = (path: string, form: URLSearchParams, idempotencyKey: string) => call(path, form, idempotencyKey);

  return {
    async charge(request): Promise<ChargeResult> {
      if (!request.cardToken)
        return {
          status: 'DECLINED',
          gateway: STRIPE_GATEWAY,
          reference: null,
          declineCode: 'INVALID_CARD_TOKEN',
          retryable: false,
        };
      let answer: Awaited<ReturnType<typeof post>>;
      try {
        answer = await post('/v1/payment_intents', paymentIntentForm(request), request.idempotencyKey);
      } catch (error) {
        // Network trouble or a timeout: the idempotency key makes the retry safe.
        console.error(`[payments] Stripe unreachable for order ${request.orderNumber}: ${(error as Error).message}`);
        return {
          status: 'DECLINED',
          gateway: STRIPE_GATEWAY,
          reference: null,
          declineCode: 'PROCESSING_ERROR',
          retryable: true,
        };
      }
      const { status: httpStatus, body } = answer;
      if (httpStatus >= 400 || body.error) {
        const reason = decline(body.error, httpStatus);
        if (reason.declineCode === 'PROCESSING_ERROR' && !reason.retryable) {
          console.error(
            `[payments] Stripe refused order ${request.orderNumber}: ${httpStatus} ${body.error?.type ?? ''} ${body.error?.code ?? ''}`,
          );
        }
        return {
          status: 'DECLINED',
          gateway: STRIPE_GATEWAY,
          reference: body.error?.payment_intent?.id ?? null,
          ...reason,
        };
      }
      return intentResult(body);
    },

    async retrieve({ reference }): Promise<ChargeState> {
      // Only an intent id reaches the URL path.
      if (!/^pi_\w+$/.test(reference)) throw new RangeError('not a Stripe payment intent');
      const { status, body } = await call(`/v1/payment_intents/${reference}`);
      if (status >= 400) throw new Error(`Stripe payment intent not readable: ${status} ${body.error?.code ?? ''}`);
      return intentState(body);
    },

    async cancel({ reference }): Promise<ChargeState> {
      if (!/^pi_\w+$/.test(reference)) throw new RangeError('not a Stripe payment intent');
      // Stripe refuses to cancel an intent that succeeded meanwhile (400): the caller reads it again.
      const { status, body } = await post(
        `/v1/payment_intents/${reference}/cancel`,
        new URLSearchParams({ cancellation_reason: 'abandoned' }),
        `cancel-${reference}`,
      );
      if (status >= 400) throw new Error(`Stripe payment intent not cancelled: ${status} ${body.error?.code ?? ''}`);
      return intentState(body);
    },

    async refund({ reference, amountCents, idempotencyKey }) {
      if (!/^pi_\w+$/.test(reference)) return false;
      const intent = await call(`/v1/payment_intents/${reference}`);
      if (intent.status >= 400)
        throw new Error(`Stripe payment intent not readable: ${intent.status} ${intent.body.error?.code ?? ''}`);
      const form = new URLSearchParams({ payment_intent: reference, amount: String(amountCents) });
      const transfer = intent.body.transfer_data as { destination?: string } | null | undefined;
      if (transfer?.destination) {
        // A destination charge: take the money back from the connected account and give back the platform's fee.
        form.set('reverse_transfer', 'true');
        form.set('refund_application_fee', 'true');
      }
      const { status, body } = await post('/v1/refunds', form, idempotencyKey);
      if (status >= 400) {
        // Already refunded in full: nothing left to give back.
        if (body.error?.code === 'charge_already_refunded') return false;
        throw new Error(`Stripe refund failed: ${status} ${body.error?.code ?? ''}`);
      }
      return true;
    },
  };
}
