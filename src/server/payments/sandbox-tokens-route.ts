/**
 * POST /api/payments/sandbox/tokens {number, expMonth, expYear, cvc, holder} → 200 {token, brand, last4,
 * expiresAt}: the sandbox processor's card tokenisation. 400 `CARD_INVALID` names each wrong field with a code
 * and a message in the request's language. 404 wherever the sandbox is not the card processor: when Stripe is
 * configured (cards go to Stripe.js then) and on any real deployment (shared/CONTRACT.md "Demo and real
 * deployments": a test card must never pay for real goods). The card number is read, checked and dropped: never
 * logged, stored or echoed.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { cardBrand, cardDigits, checkCard, type CardField, type CardProblem } from '../../domain/payments/card';
import { sandboxOutcome } from '../../domain/payments/test-cards';
import { pickLocale, type Locale } from '../i18n/localize';
import { serverSecret } from '../identity/server-secret';
import { sandboxCardsEnabled } from '../deployment/deployment-mode';
import type { PaymentSettings } from './gateways';
import { issueSandboxToken, SANDBOX_TOKEN_TTL_MS } from './sandbox-token';

export interface SandboxTokensRouteOptions {
  /** The card problems' messages by code in each language (locales/<lang>/payments.json `errors`). */
  messages: (locale: Locale) => Record<CardProblem, string>;
  env?: PaymentSettings;
  /** Real time: card expiry and token expiry are not the storefront's (possibly frozen) clock. */
  clock?: () => Date;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
const whole = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && /^\d{1,4}$/.test(value.trim())) ? Number(value) : NaN;

export function sandboxTokensRoute({
  messages,
  env = process.env,
  clock = () => new Date(),
}: SandboxTokensRouteOptions) {
  return async function route(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    if (!sandboxCardsEnabled(env)) {
      res.status(404).json({ error: 'NOT_FOUND' });
      return;
    }
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      res.status(405).json({ error: 'METHOD_NOT_ALLOWED' });
      return;
    }
    // JSON only: a cross-site form cannot send it without a CORS preflight, which this route never grants.
    if (!/^application\/json\b/i.test(String(req.headers['content-type'] ?? ''))) {
      res.status(415).json({ error: 'UNSUPPORTED_MEDIA_TYPE' });
      return;
    }
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    const card = {
      number: text(body.number, 40),
      expMonth: whole(body.expMonth),
      expYear: whole(body.expYear),
      cvc: text(body.cvc, 8),
      holder: text(body.holder, 120),
    };
    const now = clock();
    const problems = checkCard(card, now);
    const fields = Object.keys(problems) as CardField[];
    if (fields.length > 0) {
      const text = messages(pickLocale(req.headers['accept-language']));
      res.status(400).json({
        error: 'CARD_INVALID',
        fields: problems,
        messages: Object.fromEntries(fields.map((field) => [field, text[problems[field]!]])),
      });
      return;
    }
    const digits = cardDigits(card.number);
    const brand = cardBrand(digits);
    const last4 = digits.slice(-4);
    const token = issueSandboxToken(
      { outcome: sandboxOutcome(digits), brand, last4 },
      serverSecret(env as NodeJS.ProcessEnv),
      now,
    );
    res
      .status(200)
      .json({ token, brand, last4, expiresAt: new Date(now.getTime() + SANDBOX_TOKEN_TTL_MS).toISOString() });
  };
}
