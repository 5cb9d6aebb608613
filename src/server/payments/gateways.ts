/**
 * The payment-gateway router: one PaymentGateway that hands each charge to the adapter of its method, and each
 * refund to the adapter that took the money (the result's `gateway`). Card methods go to Stripe when
 * STRIPE_SECRET_KEY is set, else, in the demo only, to the sandbox processor and its test cards. On a real
 * deployment without Stripe no card processor exists: card methods are not offered (payment-choice.ts) and a card
 * charge that still arrives is refused here — cards fail closed, never to the sandbox.
 */
import { isCardMethod, isInPersonMethod, isPixMethod } from '../../domain/payments/methods';
import { sandboxCardsEnabled } from '../deployment/deployment-mode';
import { serverSecret } from '../identity/server-secret';
import { BANK_TRANSFER_GATEWAY, bankTransferGateway } from './bank-transfer-gateway';
import { inPersonGateway } from './in-person-gateway';
import { LINK_GATEWAY, linkGateway } from './link-gateway';
import type { PaymentGateway, PaymentMethodCode } from './payment-gateway';
import { PIX_GATEWAY, pixGateway } from './pix-gateway';
import { SANDBOX_GATEWAY, sandboxGateway } from './sandbox-gateway';
import type { SpentTokens } from './sandbox-spent-tokens';
import { STRIPE_GATEWAY, stripeGateway } from './stripe-gateway';

/** The environment the router reads (process.env by default): STRIPE_SECRET_KEY, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, STRIPE_API_BASE and the server secret. */
export type PaymentSettings = Record<string, string | undefined>;

/** How the browser turns a card into a token: Stripe.js with a publishable key, our sandbox endpoint, or not at all. */
export type CardTokenization =
  | { processor: 'stripe'; publishableKey: string | null }
  | { processor: 'sandbox'; endpoint: string }
  | { processor: 'none' };

export const SANDBOX_TOKENS_ENDPOINT = '/api/payments/sandbox/tokens';

export const stripeEnabled = (settings: PaymentSettings = process.env) => !!settings.STRIPE_SECRET_KEY?.trim();

/** Whether cards can be charged at all: Stripe configured, or the demo's sandbox (shared/CONTRACT.md "Demo and real deployments"). */
export const cardProcessorAvailable = (settings: PaymentSettings = process.env) =>
  stripeEnabled(settings) || sandboxCardsEnabled(settings);

/** The adapter name of a card method when no processor is configured: it charges nothing. */
export const NO_CARD_PROCESSOR = 'none';

/** For the checkout: the catalogue's `integration.stripe.publishableKey` wins over NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY. */
export function cardTokenization(
  settings: PaymentSettings = process.env,
  catalogPublishableKey?: string | null,
): CardTokenization {
  if (stripeEnabled(settings))
    return {
      processor: 'stripe',
      publishableKey: catalogPublishableKey || settings.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || null,
    };
  return sandboxCardsEnabled(settings)
    ? { processor: 'sandbox', endpoint: SANDBOX_TOKENS_ENDPOINT }
    : { processor: 'none' };
}

/** The adapter name that charges a method under these settings. */
export function gatewayNameFor(method: PaymentMethodCode | string, settings: PaymentSettings = process.env): string {
  if (isCardMethod(method))
    return stripeEnabled(settings)
      ? STRIPE_GATEWAY
      : sandboxCardsEnabled(settings)
        ? SANDBOX_GATEWAY
        : NO_CARD_PROCESSOR;
  if (isPixMethod(method)) return PIX_GATEWAY;
  if (isInPersonMethod(method)) return 'in-person';
  if (method === 'LINK') return LINK_GATEWAY;
  if (method === 'BANK_TRANSFER') return BANK_TRANSFER_GATEWAY;
  throw new RangeError(`unknown payment method ${method}`);
}

export function paymentGateway(
  settings: PaymentSettings = process.env,
  options: { spentTokens?: SpentTokens } = {},
): PaymentGateway {
  const adapters: Record<string, PaymentGateway> = {
    // serverSecret reads only NEXTAUTH_SECRET, NODE_ENV, DATABASE_URL and DATA_DIR, all plain strings here.
    [SANDBOX_GATEWAY]: sandboxGateway({
      secret: () => serverSecret(settings as NodeJS.ProcessEnv),
      spentTokens: options.spentTokens,
    }),
    [PIX_GATEWAY]: pixGateway(),
    'in-person': inPersonGateway(),
    [LINK_GATEWAY]: linkGateway(),
    [BANK_TRANSFER_GATEWAY]: bankTransferGateway(),
  };
  const secretKey = settings.STRIPE_SECRET_KEY?.trim();
  if (secretKey)
    adapters[STRIPE_GATEWAY] = stripeGateway({ secretKey, apiBase: settings.STRIPE_API_BASE || undefined });

  return {
    async charge(request) {
      const name = gatewayNameFor(request.method, settings);
      if (name === NO_CARD_PROCESSOR) {
        // A real deployment without Stripe: the sandbox would "approve" a test card for real goods. Refused, not retried.
        console.error(
          `[payments] card charge for order ${request.orderNumber} refused: no card processor is configured (STRIPE_SECRET_KEY)`,
        );
        return {
          status: 'DECLINED',
          gateway: NO_CARD_PROCESSOR,
          reference: null,
          declineCode: 'PROCESSING_ERROR',
          retryable: false,
        };
      }
      // A programming error, never a shopper's: a fraction of a cent, a negative total, or an online charge of
      // nothing (a PIX code without an amount would let the payer type any).
      if (
        !Number.isSafeInteger(request.amountCents) ||
        request.amountCents < 0 ||
        (request.amountCents === 0 && name !== 'in-person')
      ) {
        throw new RangeError(`cannot charge ${request.amountCents} cents by ${request.method}`);
      }
      return adapters[name].charge(request);
    },
    async retrieve(request) {
      const adapter = adapters[request.gateway];
      if (!adapter?.retrieve) throw new Error(`no payment gateway ${request.gateway} to read ${request.reference}`);
      return adapter.retrieve(request);
    },
    async cancel(request) {
      const adapter = adapters[request.gateway];
      if (!adapter?.cancel) throw new Error(`no payment gateway ${request.gateway} to cancel ${request.reference}`);
      return adapter.cancel(request);
    },
    async refund(request) {
      const adapter = adapters[request.gateway];
      if (!adapter) throw new Error(`no payment gateway ${request.gateway} to refund ${request.reference}`);
      return adapter.refund(request);
    },
  };
}
