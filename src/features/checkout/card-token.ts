/**
 * Card details go only to the payment gateway's tokenisation endpoint, never to GraphQL nor to storage: the order
 * is placed with the single-use token, and the page keeps only the brand and last four digits to show them.
 */
/** How the browser turns a card into a token (checkoutOptions.cardTokenization): 'sandbox' or 'stripe'. */
export interface CardTokenization {
  processor: string;
  publishableKey: string | null;
  endpoint: string | null;
}
export const SANDBOX_TOKENIZATION: CardTokenization = {
  processor: 'sandbox',
  publishableKey: null,
  endpoint: '/api/payments/sandbox/tokens',
};

export interface CardDetails {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
}
/** A field of the card form, for a message shown under it. */
export type CardFormField = 'holder' | 'number' | 'expiry' | 'cvc';
export type CardTokenResult =
  | { ok: true; token: string; brand: string; last4: string }
  /** `fields`: each wrong field's message, shown under it (and together in the step's alert). */
  | { ok: false; message: string | null; fields?: Partial<Record<CardFormField, string>> };

/** 'MM/AA' or 'MM/AAAA' → month and four-digit year; null when unreadable. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/** "4242 4242 4242 4242" while typing: groups of four, at most 19 digits. */
export const formatCardNumber = (text: string) =>
  text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

export async function tokeniseCard(
  card: CardDetails,
  locale: string,
  fetcher: typeof fetch = fetch,
): Promise<CardTokenResult> {
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return { ok: false, message: null };
  try {
    const response = await fetcher('/api/payments/sandbox/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      body: JSON.stringify({
        number: card.number.replace(/\D/g, ''),
        ...expiry,
        cvc: card.cvc.trim(),
        holder: card.holder.trim(),
      }),
    });
    const body = (await response.json().catch(() => null)) as {
      token?: string;
      brand?: string;
      last4?: string;
      messages?: Record<string, string>;
    } | null;
    if (response.ok && body?.token)
      return { ok: true, token: body.token, brand: body.brand ?? '', last4: body.last4 ?? '' };
    // 400 CARD_INVALID: one translated message per wrong field (number, expiry, cvc, holder).
    const fields = Object.fromEntries(
      Object.entries(body?.messages ?? {}).filter(
        ([field, text]) => ['holder', 'number', 'expiry', 'cvc'].includes(field) && typeof text === 'string' && text,
      ),
    ) as Partial<Record<CardFormField, string>>;
    const messages = Object.values(fields);
    return { ok: false, message: messages.length ? messages.join(' ') : null, fields };
  } catch {
    return { ok: false, message: null };
  }
}
