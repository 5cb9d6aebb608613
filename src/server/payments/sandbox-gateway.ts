/**
 * The sandbox card processor (the demo's, when no Stripe key is set): charges decide by the test card behind
 * the token, as a processor's test mode does (src/domain/payments/test-cards.ts). The same idempotency key
 * always gives the same reference, so a retried request names the same charge. A token pays once only
 * (./sandbox-spent-tokens.ts).
 */
import { createHash } from 'node:crypto';
import type { SandboxOutcome } from '../../domain/payments/test-cards';
import type { ChargeResult, DeclineCode, PaymentGateway } from './payment-gateway';
import { readSandboxToken } from './sandbox-token';
import { databaseSpentTokens, type SpentTokens } from './sandbox-spent-tokens';

export const SANDBOX_GATEWAY = 'sandbox';

const DECLINES: Record<Exclude<SandboxOutcome, 'APPROVE'>, { declineCode: DeclineCode; retryable: boolean }> = {
  CARD_DECLINED: { declineCode: 'CARD_DECLINED', retryable: false },
  INSUFFICIENT_FUNDS: { declineCode: 'INSUFFICIENT_FUNDS', retryable: false },
  EXPIRED_CARD: { declineCode: 'EXPIRED_CARD', retryable: false },
  // A processor hiccup: the same card may be tried again.
  PROCESSING_ERROR: { declineCode: 'PROCESSING_ERROR', retryable: true },
};

export interface SandboxGatewayOptions {
  /** The server secret the tokens are signed with (serverSecret()). */
  secret: () => string;
  /**
   * Token expiry is real time, not the storefront clock: STORE_NOW may freeze the charge's `now` for demos,
   * which would make every token look fresh or stale forever.
   */
  clock?: () => Date;
  /** Where spent tokens are kept; the database by default. */
  spentTokens?: SpentTokens;
}

const referenceFor = (idempotencyKey: string) =>
  `sbx_ch_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;

const invalidToken: ChargeResult = {
  status: 'DECLINED',
  gateway: SANDBOX_GATEWAY,
  reference: null,
  declineCode: 'INVALID_CARD_TOKEN',
  retryable: false,
};

export function sandboxGateway({
  secret,
  clock = () => new Date(),
  spentTokens = databaseSpentTokens,
}: SandboxGatewayOptions): PaymentGateway {
  return {
    async charge(request): Promise<ChargeResult> {
      const now = clock();
      const card = request.cardToken ? readSandboxToken(request.cardToken, secret(), now) : null;
      if (!card) return invalidToken;
      const reference = referenceFor(request.idempotencyKey);
      if (card.outcome === 'APPROVE') {
        if (!(await spentTokens.spend(card.nonce, card.expiresAt, now, request.db))) return invalidToken;
        return { status: 'PAID', gateway: SANDBOX_GATEWAY, reference };
      }
      return { status: 'DECLINED', gateway: SANDBOX_GATEWAY, reference, ...DECLINES[card.outcome] };
    },
    async refund({ reference }) {
      return reference.startsWith('sbx_ch_');
    },
  };
}
