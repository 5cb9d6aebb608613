/**
 * The sandbox processor's test cards, as a card processor's test mode has them: the number decides the outcome.
 * Any other number that passes the Luhn check is approved. Listed in the README ("Test cards").
 */
export type SandboxOutcome = 'APPROVE' | 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS' | 'EXPIRED_CARD' | 'PROCESSING_ERROR';

export const TEST_CARDS: Readonly<Record<string, SandboxOutcome>> = {
  '4242424242424242': 'APPROVE',
  '4000000000000002': 'CARD_DECLINED',
  '4000000000009995': 'INSUFFICIENT_FUNDS',
  '4000000000000069': 'EXPIRED_CARD',
  '4000000000000119': 'PROCESSING_ERROR',
};

/** The outcome of a card (digits only) in the sandbox. */
export function sandboxOutcome(digits: string): SandboxOutcome {
  return TEST_CARDS[digits] ?? 'APPROVE';
}
